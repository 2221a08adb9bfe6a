import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import * as search from '../../apps/server/src/modules/search/search.repository.ts';
import { needleOf } from '../../apps/server/src/modules/search/search.service.ts';
import { type Figures, measure, table } from './measure.ts';
import { generateSearchData, openSearchData } from './search-data.ts';
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
 *   BENCH_GENERATE_ONLY=1 npm run bench:search   # only make the kept data (search-data.ts), measure nothing
 */
const small = process.env.BENCH_SMALL === '1';
const PARTIES = small ? 5_000 : 100_000;
const PERMITS = small ? 5_000 : 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 50 : 300));
/** ADR 91's queries take seconds a key at full size: fewer of them, enough for their p95. */
const ROW_REQUESTS = Number(process.env.BENCH_ROW_REQUESTS ?? (small ? 50 : 100));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

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

const size = { parties: PARTIES, permits: PERMITS };
const cached = await openSearchData(size);
const server = await startBenchServer({ database: cached.database });
const { database, deps, address } = server;

const companyId = await harborViewId(deps.db);

const generating = performance.now();
if (!cached.ready) {
  await generateSearchData(deps.db, companyId, size);
  await cached.keep();
}
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);
if (process.env.BENCH_GENERATE_ONLY === '1') {
  // Only the data, kept for a measuring run: generating takes minutes, measuring holds the machine's bench lock.
  process.stdout.write(
    `search bench data ${cached.ready ? 'was kept already' : `generated in ${generatedSeconds} s`}\n`,
  );
  await server.stop();
  process.exit(0);
}
const dataLine = cached.ready
  ? 'kept from an earlier run (BENCH_REGENERATE=1 makes it anew)'
  : `generated in ${generatedSeconds} s (kept for the next run)`;

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
// The contract's own queries of the two big tables (one statement), run straight on the database in the company's scope.
const raw = () =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const needle = needleOf(nextKey());
    await search.useThresholds(tx);
    await search.searchKinds(tx, {
      parties: search.findParties(tx, companyId, needle, true),
      permits: search.findPermits(tx, companyId, needle, true),
    });
  });
if (process.env.BENCH_EXPLAIN === '1') {
  const finders = { parties: search.findParties, permits: search.findPermits };
  for (const key of KEYS) {
    for (const [kind, find] of Object.entries(finders)) {
      const plan = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
        await search.useThresholds(tx);
        const query = find(tx, companyId, needleOf(key), true).toSQL();
        return tx.execute(sql`explain (analyze, costs off) ${sql.raw(inline(query))}`);
      });
      const lines = rowsOf<Record<string, string>>(plan).map((row) => Object.values(row)[0] ?? '');
      process.stdout.write(`\n${key} (${kind})\n${lines.join('\n')}\n`);
    }
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
    `  data: ${PARTIES} parties and ${PERMITS} permits in one company, ${dataLine}`,
    `  load: ${REQUESTS} requests, ${CONCURRENCY} at once; keys: ${KEYS.join(', ')}`,
    '',
    table(rows),
    '',
    `  search: p95 ${api.toFixed(1)} ms (goal ≤ 50), raw p95 ${(rows[1]?.p95 ?? Number.NaN).toFixed(1)} ms, ADR 91's raw p95 ${(rows[0]?.p95 ?? Number.NaN).toFixed(1)} ms`,
    '',
  ].join('\n'),
);
await server.stop();
