import { contract, type Endpoint } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { availabilitySql } from '../../apps/server/src/modules/parking/permits.repository.ts';
import { type Figures, measure, table } from './measure.ts';
import { harborViewId, rowsOf, signIn, startBenchServer } from './server.ts';

/**
 * Parking at scale: 200 lots and 100,000 permits over a year in the demo company, measured through the
 * contract beside raw SQL of the same shape:
 * - availability of every lot for 30 days (`Parking/GetParkingAvailability`), goal p95 ≤ 50 ms and ≥ 0.7× raw;
 * - a sale (`Parking/AddOrEditParking`: lot lock, insert with its day counters, the over-full check, history, audit).
 *
 *   npm run bench:parking                      # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:parking   # or TEST_DATABASE_URL
 */
const small = process.env.BENCH_SMALL === '1';
const LOTS = small ? 20 : 200;
const PERMITS = small ? 5_000 : 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 50 : 300));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const FROM = '2027-06-01';

const server = await startBenchServer();
const { database, deps, address } = server;

const companyId = await harborViewId(deps.db);

// Lots with room for a year of permits, one package sold in all of them, permits spread over 2027: each lot
// takes every LOTS-th permit, one after another through the year (1 to 4 days each), so every lot has
// permits on every day and 30 days of 200 lots read 6,000 counter rows.
const generating = performance.now();
const { packageId, lotIds } = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
  const [type] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from parking_types where company_id = ${companyId} limit 1`),
  );
  const lots = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into parking_lots (company_id, name, capacity)
      select ${companyId}, 'Bench lot ' || n, 100000 from generate_series(1, ${LOTS}) n returning id`),
  );
  const [pkg] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into parking_packages (company_id, name, type_id, price_cents, duration_hours)
      values (${companyId}, 'Bench day', ${type?.id}, 2000, 24) returning id`),
  );
  await tx.execute(sql`insert into parking_package_lots (company_id, package_id, lot_id)
    select ${companyId}, ${pkg?.id}, id from parking_lots where company_id = ${companyId}`);
  await tx.execute(sql`insert into parking_permits (company_id, guest_name, plate, plate_normalised, plate_search,
      lot_id, package_id, starts_at, ends_at, cost_cents, guest_key, status)
    select ${companyId}, 'Bench guest ' || n, 'B' || n, 'B' || n, 'B' || n,
           (array_agg_lots.ids)[1 + n % ${LOTS}], ${pkg?.id},
           timestamptz '2027-01-01' + (n / ${LOTS} % 360) * interval '1 day' + (n % 24) * interval '1 hour',
           timestamptz '2027-01-01' + (n / ${LOTS} % 360) * interval '1 day'
             + (n % 24 + 24 + 24 * (n / 7 % 4)) * interval '1 hour',
           2000, 'bench-' || n, case when n % 20 = 0 then 'Cancelled' else 'Active' end
      from generate_series(1, ${PERMITS}) n,
           (select array_agg(id order by name) as ids from parking_lots where company_id = ${companyId}
             and name like 'Bench lot %') array_agg_lots`);
  return { packageId: pkg?.id ?? '', lotIds: lots.map((l) => l.id) };
});
// A year of sales in one transaction leaves every counter's earlier versions dead (each sale updates its days'
// rows); a live database's autovacuum clears them as it goes. Measure that steady state, not the bulk load's.
await deps.db.execute(sql`vacuum analyze parking_permits`);
await deps.db.execute(sql`vacuum analyze parking_lot_days`);
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);

const session = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);

async function call(endpoint: Endpoint, body: unknown): Promise<void> {
  const answer = await fetch(`${address}/api/${endpoint.path}`, {
    method: endpoint.method,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}`);
}

const options = { total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(20, REQUESTS) };
const rows: Figures[] = [];

// The contract's own query, run raw: the window's daily counters of every lot (ADR 34, ADR 38).
const rawAvailability = () =>
  inScope(deps.db, { kind: 'company', companyId }, (tx) =>
    tx.execute(availabilitySql(companyId, { fromDate: FROM, days: 30 })),
  );
// BENCH_EXPLAIN=1 prints the plan of the availability query as the contract runs it (row-level security on).
if (process.env.BENCH_EXPLAIN === '1') {
  const plan = await inScope(deps.db, { kind: 'company', companyId }, (tx) =>
    tx.execute(
      sql`explain (analyze, buffers, costs off) ${availabilitySql(companyId, { fromDate: FROM, days: 30 })}`,
    ),
  );
  const lines = rowsOf<Record<string, string>>(plan).map((row) => Object.values(row)[0] ?? '');
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
rows.push(await measure('baseline: availability 30 days × all lots, raw SQL', rawAvailability, options));
rows.push(
  await measure(
    `POST ${contract.parking.getParkingAvailability.path} (30 days)`,
    () => call(contract.parking.getParkingAvailability, { fromDate: FROM, days: 30 }),
    options,
  ),
);

let n = 0;
const nextLot = () => {
  n += 1;
  return lotIds[n % lotIds.length] ?? '';
};
rows.push(
  await measure(
    'baseline: sale, raw SQL (lock lot, insert, check the day counters)',
    () =>
      inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
        const lot = nextLot();
        await tx.execute(
          sql`select capacity from parking_lots where company_id = ${companyId} and id = ${lot} for update`,
        );
        await tx.execute(sql`insert into parking_permits (company_id, guest_name, plate, plate_normalised, plate_search,
            lot_id, package_id, starts_at, ends_at, cost_cents, guest_key)
          values (${companyId}, 'Raw', 'R1', 'R1', 'R1', ${lot}, ${packageId}, '2027-06-10T15:00Z', '2027-06-11T15:00Z',
            2000, ${`raw-${n}-${Math.random()}`})`);
        await tx.execute(sql`select day from parking_lot_days where company_id = ${companyId} and lot_id = ${lot}
          and used > 100000 and day between '2027-06-10' and '2027-06-11' order by day limit 1`);
      }),
    options,
  ),
);
rows.push(
  await measure(
    `POST ${contract.parking.addOrEditParking.path} (a sale)`,
    () =>
      call(contract.parking.addOrEditParking, {
        guestName: 'Bench sale',
        plate: `S ${n}`,
        lotId: nextLot(),
        packageId,
        startsAt: '2027-06-10T15:00:00Z',
      }),
    options,
  ),
);

const [raw, api] = [rows[0]?.p95 ?? Number.NaN, rows[1]?.p95 ?? Number.NaN];
process.stdout.write(
  [
    '',
    `Curbside parking bench — ${database.kind}, node ${process.version}`,
    `  data: ${LOTS} lots, ${PERMITS} permits over 2027, generated in ${generatedSeconds} s`,
    `  load: ${REQUESTS} requests, ${CONCURRENCY} at once`,
    '',
    table(rows),
    '',
    `  availability: p95 ${api.toFixed(1)} ms (goal ≤ 50), raw/contract throughput ${((rows[1]?.perSecond ?? 0) / (rows[0]?.perSecond || 1)).toFixed(2)}× (goal ≥ 0.7), raw p95 ${raw.toFixed(1)} ms`,
    '',
  ].join('\n'),
);
await server.stop();
