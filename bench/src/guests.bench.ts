import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import * as guests from '../../apps/server/src/modules/guests/guests.repository.ts';
import { useThresholds } from '../../apps/server/src/modules/search/search.repository.ts';
import { needleOf } from '../../apps/server/src/modules/search/search.service.ts';
import { type Figures, measure, table } from './measure.ts';
import { callAs, harborViewId, rowsOf, signIn, startBenchServer } from './server.ts';

/**
 * The guest list at scale (ADR 120): 100,000 parties of 33,334 guests (three visits each, one in ten known by
 * e-mail alone) in the demo company, grouped on read. Measured through the contract (`Guest/GetGuestList`, the
 * first page by latest visit, and searched by name, phone and e-mail) beside the same repository query run
 * straight on the database in the company's scope.
 *
 *   npm run bench:guests -w @curbside/bench     # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:guests -w @curbside/bench
 */
const small = process.env.BENCH_SMALL === '1';
const PARTIES = small ? 5_000 : 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 20 : 40));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const SEARCHES = ['Guest 1204', '(212) 500-1204', 'guest77@example.org'];

const server = await startBenchServer();
const { database, deps, address } = server;

const companyId = await harborViewId(deps.db);

const generating = performance.now();
await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
  const [from, to] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from locations where company_id = ${companyId} order by name limit 2`),
  );
  // Guest g = n / 3: a phone for nine in ten, an e-mail alone for the tenth.
  await tx.execute(sql`insert into parties (company_id, status, guest_name, phone, email, room_number,
      from_location_id, to_location_id, scheduled_at, guest_key, total_cents)
    select ${companyId}, 1 + n % 5, 'Guest ' || (n / 3),
           case when (n / 3) % 10 = 7 then '' else '+1212' || lpad(((n / 3) % 10000000)::text, 7, '0') end,
           'guest' || (n / 3) || '@example.org', (100 + n % 1900)::text, ${from?.id}, ${to?.id},
           timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'bench-guest-' || n, 2500
      from generate_series(1, ${PARTIES}) n`);
});
await deps.db.execute(sql`vacuum analyze parties`);
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);

const session = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
const options = { total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(4, REQUESTS) };
const page = { page: 1, pageSize: 25, sort: 'lastVisit', direction: 'desc' } as const;
let turn = 0;
const nextSearch = () => {
  turn += 1;
  return SEARCHES[turn % SEARCHES.length] ?? 'Guest 1204';
};

const rawList = (search: string | null) =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    if (search) await useThresholds(tx);
    await guests.listGuests(tx, companyId, { ...page, needle: search ? needleOf(search) : null });
  });
const apiList = async (search: string | null) => {
  const body = search ? { ...page, search } : page;
  const status = await callAs(address, session, contract.guest.getGuestList, body);
  if (status !== 200) throw new Error(`${contract.guest.getGuestList.path} answered ${status}`);
};

const rows: Figures[] = [];
rows.push(await measure('baseline: first page, raw query', () => rawList(null), options));
rows.push(await measure(`POST ${contract.guest.getGuestList.path} first page`, () => apiList(null), options));
rows.push(await measure('baseline: searched, raw query', () => rawList(nextSearch()), options));
rows.push(
  await measure(`POST ${contract.guest.getGuestList.path} searched`, () => apiList(nextSearch()), options),
);

process.stdout.write(
  [
    '',
    `Curbside guests bench — ${database.kind}, node ${process.version}`,
    `  data: ${PARTIES} parties of ${Math.ceil(PARTIES / 3)} guests in one company, generated in ${generatedSeconds} s`,
    `  load: ${REQUESTS} requests a row, ${CONCURRENCY} at once; searches: ${SEARCHES.join(', ')}`,
    '',
    table(rows),
    '',
  ].join('\n'),
);
await server.stop();
