import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import * as search from '../../apps/server/src/modules/search/search.repository.ts';
import { needleOf } from '../../apps/server/src/modules/search/search.service.ts';
import { type Figures, measure, table } from './measure.ts';
import { partiesByRows, permitsByRows } from './search-rows.ts';
import { callAs, harborViewId, rowsOf, signIn, startBenchServer } from './server.ts';

/**
 * The console's search at scale (ADR 91): 100,000 parties and 100,000 permits in the demo company, names drawn
 * from 60 × 60 first and last names (each full name about 28 times), measured through the contract
 * (`Search/GetSearchResult`, every kind, as the administrator) beside the raw queries of the parties and
 * permits it runs, and beside ADR 91's queries (the baseline: trigrams over the rows, ADR 146). Goal: p95 ≤ 50 ms. Keys rotate through misspelt names, parts of names, phones, rooms,
 * plates in other forms and numbers.
 *
 *   npm run bench:search                      # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:search   # or TEST_DATABASE_URL
 */
const small = process.env.BENCH_SMALL === '1';
const PARTIES = small ? 5_000 : 100_000;
const PERMITS = small ? 5_000 : 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 50 : 300));
/** ADR 91's queries take seconds a key at full size: fewer of them, enough for their p95. */
const ROW_REQUESTS = Number(process.env.BENCH_ROW_REQUESTS ?? (small ? 50 : 100));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

const FIRST =
  `Layla Omar Marguerite Theodora Ignatius Ana John Mary Fatima Yusuf Chloe Liam Noah Emma Olivia Ava
  Sophia Isabella Mia Amelia Harper Evelyn Abigail Emily Ella Elizabeth Camila Luna Sofia Avery Mila Aria Scarlett
  Penelope Layla Chloe Victoria Madison Eleanor Grace Nora Riley Zoey Hannah Hazel Lily Ellie Violet Lillian Zoe
  Stella Aurora Natalie Emilia Everly Leah Aubrey Willow Addison Lucy`.split(/\s+/);
const LAST =
  `Haddad Saleh Oduya Vance Wollstonecraft Garcia Johnson Smith Williams Brown Jones Miller Davis Rodriguez
  Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White
  Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green
  Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Khan Ali Hassan Mansour Nasser`.split(
    /\s+/,
  );
const KEYS = [
  'Jonson',
  'Garsia',
  'Margerite Oduya',
  'hadd',
  '5550123',
  '1204',
  'KX42OPQ',
  'b 12 34',
  '4321',
  'Willams',
];

const server = await startBenchServer();
const { database, deps, address } = server;

const companyId = await harborViewId(deps.db);

const generating = performance.now();
await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
  const first = sql`string_to_array(${FIRST.join(',')}, ',')`;
  const last = sql`string_to_array(${LAST.join(',')}, ',')`;
  const name = sql`(${first})[1 + n % ${FIRST.length}] || ' ' || (${last})[1 + (n / ${FIRST.length}) % ${LAST.length}]`;
  const [from, to] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from locations where company_id = ${companyId} order by name limit 2`),
  );
  await tx.execute(sql`insert into parties (company_id, status, guest_name, phone, room_number, from_location_id,
      to_location_id, scheduled_at, guest_key, total_cents)
    select ${companyId}, 1 + n % 4, ${name}, '+1212' || lpad((n * 7919 % 10000000)::text, 7, '0'),
           (100 + n % 1900)::text, ${from?.id}, ${to?.id}, timestamptz '2026-01-01' + (n % 365) * interval '1 day',
           'bench-party-' || n, 2500
      from generate_series(1, ${PARTIES}) n`);
  const [lot] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into parking_lots (company_id, name, capacity)
      values (${companyId}, 'Search bench lot', 1000000) returning id`),
  );
  const [type] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from parking_types where company_id = ${companyId} limit 1`),
  );
  const [pkg] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into parking_packages (company_id, name, type_id, price_cents, duration_hours)
      values (${companyId}, 'Search bench day', ${type?.id}, 2000, 24) returning id`),
  );
  // Plates like `KX 4211`: two letters and four digits; stored as written, normalised, and in search form.
  const plate = sql`chr(65 + n % 26) || chr(65 + (n / 26) % 26) || ' ' || lpad((n % 10000)::text, 4, '0')`;
  await tx.execute(sql`insert into parking_permits (company_id, guest_name, room_number, plate, plate_normalised,
      plate_search, lot_id, package_id, starts_at, ends_at, cost_cents, guest_key)
    select ${companyId}, ${name}, (100 + n % 1900)::text, ${plate}, replace(${plate}, ' ', ''),
           translate(replace(${plate}, ' ', ''), 'OIS', '015'), ${lot?.id}, ${pkg?.id},
           timestamptz '2026-01-01' + (n % 365) * interval '1 day',
           timestamptz '2026-01-02' + (n % 365) * interval '1 day', 2000, 'bench-permit-' || n
      from generate_series(1, ${PERMITS}) n`);
});
await deps.db.execute(sql`vacuum analyze parties`);
await deps.db.execute(sql`vacuum analyze parking_permits`);
await deps.db.execute(sql`vacuum analyze parking_lot_days`);
await deps.db.execute(sql`vacuum analyze search_names`);
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);

const session = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
let turn = 0;
const nextKey = () => {
  turn += 1;
  return KEYS[turn % KEYS.length] ?? 'Jonson';
};

const options = { total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(20, REQUESTS) };
const rows: Figures[] = [];

// ADR 91's queries of the two big tables (trigrams over every matching row), the baseline of this run.
const byRows = () =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const needle = needleOf(nextKey());
    await search.useThresholds(tx);
    await partiesByRows(tx, companyId, needle);
    await permitsByRows(tx, companyId, needle);
  });
// The contract's own queries of the two big tables, run straight on the database in the company's scope.
const raw = () =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const needle = needleOf(nextKey());
    await search.useThresholds(tx);
    await search.findParties(tx, companyId, needle, true);
    await search.findPermits(tx, companyId, needle, true);
  });
if (process.env.BENCH_EXPLAIN === '1') {
  for (const key of KEYS) {
    const plan = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
      await search.useThresholds(tx);
      const query = search.findParties(tx, companyId, needleOf(key), true).toSQL();
      return tx.execute(sql`explain (analyze, costs off) ${sql.raw(inline(query))}`);
    });
    const lines = rowsOf<Record<string, string>>(plan).map((row) => Object.values(row)[0] ?? '');
    process.stdout.write(`\n${key}\n${lines.join('\n')}\n`);
  }
}

/** A query with its parameters written in, for EXPLAIN (the bench's own keys only: no quoting concerns). */
function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, i: string) => {
    const value = query.params[Number(i) - 1];
    if (Array.isArray(value)) return `array[${value.map((v) => `'${String(v)}'`).join(',')}]`;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value)}'`;
  });
}

rows.push(
  await measure('baseline: ADR 91 queries (trigrams over the rows), raw', byRows, {
    ...options,
    total: ROW_REQUESTS,
    warmup: Math.min(10, ROW_REQUESTS),
  }),
);
rows.push(await measure('parties + permits queries (names table), raw', raw, options));
rows.push(
  await measure(
    `POST ${contract.search.getSearchResult.path} (every kind)`,
    async () => {
      const status = await callAs(address, session, contract.search.getSearchResult, { key: nextKey() });
      if (status !== 200) throw new Error(`${contract.search.getSearchResult.path} answered ${status}`);
    },
    options,
  ),
);

const api = rows[2]?.p95 ?? Number.NaN;
process.stdout.write(
  [
    '',
    `Curbside search bench — ${database.kind}, node ${process.version}`,
    `  data: ${PARTIES} parties and ${PERMITS} permits in one company, generated in ${generatedSeconds} s`,
    `  load: ${REQUESTS} requests, ${CONCURRENCY} at once; keys: ${KEYS.join(', ')}`,
    '',
    table(rows),
    '',
    `  search: p95 ${api.toFixed(1)} ms (goal ≤ 50), raw p95 ${(rows[1]?.p95 ?? Number.NaN).toFixed(1)} ms, ADR 91's raw p95 ${(rows[0]?.p95 ?? Number.NaN).toFixed(1)} ms`,
    '',
  ].join('\n'),
);
await server.stop();
