import { loadavg } from 'node:os';
import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { normalizePhone } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import * as guests from '../../apps/server/src/modules/guests/guests.repository.ts';
import { useThresholds } from '../../apps/server/src/modules/search/search.repository.ts';
import { needleOf } from '../../apps/server/src/modules/search/search.service.ts';
import { oldListGuests } from './guests-old-query.ts';
import { type Figures, measure, table } from './measure.ts';
import { databaseCpuMs, databaseCpuSpent } from './process-cpu.ts';
import { callAs, rowsOf, signIn, startBenchServer } from './server.ts';

/**
 * The guest list at scale (ADR 120, ADR 136, ADR 202): 100,000 parties of 33,334 guests (three visits each: two
 * with phone and e-mail, one by phone alone; one guest in ten known by e-mail alone) in the demo company, names
 * from 40 × 40 first and last names. Measured through the contract (`Guest/GetGuestList`: the first page by latest
 * visit, a later page, and searched by a misspelt name, a phone typed nationally and an e-mail) beside the
 * repository's query run straight on the database in the company's scope, and beside the first query
 * (`guests-old-query.ts`, one OR over each table) in the same run. Each row also prints the CPU a request cost
 * this process (server, client and, on PGlite, the database) and, on PostgreSQL, the database's backends.
 *
 *   npm run bench:guests -w @curbside/bench     # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:guests -w @curbside/bench
 */
const small = process.env.BENCH_SMALL === '1';
const PARTIES = small ? 5_000 : 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 20 : 40));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
/** The later page read: the 400th of 25 (guests 9,976 to 10,000), or the smoke run's 40th. */
const LATER_PAGE = small ? 40 : 400;
const SEARCHES = ['Margerite Wolstonecraft', '(212) 200-1204', 'guest77@example.org'];
const FIRST =
  `Layla Omar Marguerite Theodora Ignatius Ana John Mary Fatima Yusuf Chloe Liam Noah Emma Olivia Ava
  Sophia Isabella Mia Amelia Harper Evelyn Abigail Emily Ella Elizabeth Camila Luna Sofia Avery Mila Aria Scarlett
  Penelope Nora Riley Zoey Hannah Hazel Lily`.split(/\s+/);
const LAST = `Haddad Saleh Oduya Vance Wollstonecraft Garcia Johnson Smith Williams Brown Jones Miller Davis
  Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson
  White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright`.split(/\s+/);

const server = await startBenchServer();
const { database, deps, address } = server;

const [harbor] = await inScope(deps.db, { kind: 'platform' }, async (tx) =>
  rowsOf<{ id: string; country: string }>(
    await tx.execute(sql`select id, country from companies where name = 'Harbor View Hotel'`),
  ),
);
if (!harbor) throw new Error('the demo company Harbor View Hotel is missing');
const companyId = harbor.id;

const generating = performance.now();
await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
  const [from, to] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from locations where company_id = ${companyId} order by name limit 2`),
  );
  // Guest g = n / 3: a phone (a valid US number, exchange 200 and up) for nine in ten, one visit in three by
  // phone alone; an e-mail alone for the tenth.
  const first = sql`string_to_array(${FIRST.join(',')}, ',')`;
  const last = sql`string_to_array(${LAST.join(',')}, ',')`;
  const g = sql.raw('(n / 3)');
  await tx.execute(sql`insert into parties (company_id, status, guest_name, phone, email, room_number,
      from_location_id, to_location_id, scheduled_at, guest_key, total_cents)
    select ${companyId}, 1 + n % 5,
           (${first})[1 + ${g} % ${FIRST.length}] || ' ' || (${last})[1 + (${g} / ${FIRST.length}) % ${LAST.length}],
           case when ${g} % 10 = 7 then ''
             else '+1212' || (200 + ${g} / 10000 % 800)::text || lpad((${g} % 10000)::text, 4, '0') end,
           case when n % 3 = 1 and ${g} % 10 <> 7 then '' else 'guest' || ${g} || '@example.org' end,
           (100 + n % 1900)::text, ${from?.id}, ${to?.id},
           timestamptz '2026-01-01' + (n % 365) * interval '1 day', 'bench-guest-' || n, 2500
      from generate_series(1, ${PARTIES}) n`);
});
await deps.db.execute(sql`vacuum analyze parties`);
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);

const session = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
const options = { total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(4, REQUESTS) };
const page = { page: 1, pageSize: 25, sort: 'lastVisit', direction: 'desc' } as const;
/** The key as the service reads it: the console's needle, and a whole phone in the company's country. */
const guestNeedle = (search: string) => {
  const phone = normalizePhone(search, harbor.country);
  return { ...needleOf(search), wholePhone: phone ? phone.slice(1) : null };
};
let turn = 0;
const nextSearch = () => {
  turn += 1;
  return SEARCHES[turn % SEARCHES.length] ?? 'guest77@example.org';
};

const rawList = (
  search: string | null,
  query: typeof guests.listGuests | typeof oldListGuests,
  pageNumber = 1,
) =>
  inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    if (search) await useThresholds(tx);
    await query(tx, companyId, { ...page, page: pageNumber, needle: search ? guestNeedle(search) : null });
  });
const apiList = async (search: string | null, pageNumber = 1) => {
  const body = search ? { ...page, page: pageNumber, search } : { ...page, page: pageNumber };
  const status = await callAs(address, session, contract.guest.getGuestList, body);
  if (status !== 200) throw new Error(`${contract.guest.getGuestList.path} answered ${status}`);
};

if (process.env.BENCH_EXPLAIN === '1') {
  const plans = [
    { title: 'first page', search: null, page: 1 },
    { title: `page ${LATER_PAGE}`, search: null, page: LATER_PAGE },
    ...SEARCHES.map((search) => ({ title: search, search, page: 1 })),
  ];
  for (const { title, search, page: pageNumber } of plans) {
    const plan = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
      if (search) await useThresholds(tx);
      const query = guests.guestPageQuery(companyId, {
        ...page,
        page: pageNumber,
        needle: search ? guestNeedle(search) : null,
      });
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain (analyze, buffers) ${query}`));
    });
    process.stdout.write(`\n${title}\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n`);
  }
}

const rows: Figures[] = [];
const cpuLines: string[] = [];
const postgres = database.kind === 'postgres';
/** One row of figures, and the CPU its requests (warm-up included) cost this process and the database's backends. */
async function row(name: string, operation: () => Promise<unknown>) {
  const backends = await databaseCpuMs(deps.db, postgres);
  const cpu = process.cpuUsage();
  rows.push(await measure(name, operation, options));
  const used = process.cpuUsage(cpu);
  const spent = databaseCpuSpent(backends, await databaseCpuMs(deps.db, postgres));
  const requests = options.total + options.warmup;
  const database = postgres ? `, database ${(spent / requests).toFixed(2).padStart(7)} ms` : '';
  cpuLines.push(
    `  ${name.padEnd(56)} this process ${((used.user + used.system) / 1000 / requests).toFixed(2).padStart(7)} ms${database}`,
  );
}
const api = `POST ${contract.guest.getGuestList.path}`;
const loads = [loadavg()[0]];
await row('baseline: first page, first query', () => rawList(null, oldListGuests));
await row('first page, raw query', () => rawList(null, guests.listGuests));
await row(`${api} first page`, () => apiList(null));
await row(`later page (${LATER_PAGE}), raw query`, () => rawList(null, guests.listGuests, LATER_PAGE));
await row(`${api} later page (${LATER_PAGE})`, () => apiList(null, LATER_PAGE));
await row('baseline: searched, first query', () => rawList(nextSearch(), oldListGuests));
await row('searched, raw query', () => rawList(nextSearch(), guests.listGuests));
await row(`${api} searched`, () => apiList(nextSearch()));
// Each kind of key alone, through the contract: which kind costs what.
for (const search of SEARCHES) await row(`${api} searched: ${search}`, () => apiList(search));
loads.push(loadavg()[0]);

process.stdout.write(
  [
    '',
    `Curbside guests bench — ${database.kind}, node ${process.version}`,
    `  data: ${PARTIES} parties of ${Math.ceil(PARTIES / 3)} guests in one company, generated in ${generatedSeconds} s`,
    `  load: ${REQUESTS} requests a row, ${CONCURRENCY} at once; searches: ${SEARCHES.join(', ')}`,
    `  load average (1 min) ${loads.map((load) => load?.toFixed(1)).join(' at the start, ')} at the end`,
    '',
    table(rows),
    '',
    'CPU a request (warm-up included):',
    ...cpuLines,
    '',
  ].join('\n'),
);
await server.stop();
