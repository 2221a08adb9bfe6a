import { loadavg } from 'node:os';
import { contract, type Endpoint } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { queuePlaces } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { settleQueue } from '../../apps/server/src/modules/wait-list/wait-list.messages.ts';
import * as repo from '../../apps/server/src/modules/wait-list/wait-list.repository.ts';
import { patchStand, type StandAnswer } from '../../apps/web/src/features/wait-list/stand-patch.ts';
import { type Figures, figuresOf, measure, table } from './measure.ts';
import { type BenchSession, callFor, rowsOf, signIn, startBenchServer, watchEvents } from './server.ts';

/**
 * The wait list at a busy stand: 500 guests waiting in one company while 20 hosts watch (20 event streams, as
 * 20 open stands), each figure beside a baseline from the same run:
 * - recomputing every open guest's position and expected time on the server (the read of the open entries
 *   and `queuePlaces`, as `settleQueue` does after every change), beside the raw SQL of the same read;
 *   goal p95 ≤ 20 ms;
 * - the stand's call `WaitList/GetWaitListLocations` with the 500;
 * - the same call naming one guest (`entryIds`), what a stand reads after a live change (ADR 46);
 * - adding, notifying and completing guests one at a time, and for each change the time from its answer to
 *   each of the 20 watchers receiving its event, and from its request until all 20 have applied it with
 *   their follow-up read: the live patch beside the baseline of reading the whole list again, alternating;
 *   goal p95 ≤ 250 ms.
 *
 *   npm run bench:waitlist                     # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:waitlist   # or TEST_DATABASE_URL
 */
const small = process.env.BENCH_SMALL === '1';
const WAITING = 500;
const WATCHERS = 20;
const CHANGES = Number(process.env.BENCH_CHANGES ?? (small ? 20 : 100));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 50 : 300));

const server = await startBenchServer();
const { database, deps, address } = server;

const [harbor] = await inScope(deps.db, { kind: 'platform' }, async (tx) =>
  rowsOf<{ id: string; name: string; time_zone: string }>(
    await tx.execute(sql`select id, name, time_zone from companies where name = 'Harbor View Hotel'`),
  ),
);
if (!harbor) throw new Error('the demo company Harbor View Hotel is missing');
const companyId = harbor.id;
const company = { companyId, companyName: harbor.name, timeZone: harbor.time_zone };
const scope = { kind: 'company', companyId } as const;

// One queue with 500 guests who joined over the last few hours, a minute apart; no "you're next" texts, so
// a recomputation that is due nothing writes nothing.
const waitTypeId = await inScope(deps.db, scope, async (tx) => {
  const [type] = rowsOf<{ id: string }>(
    await tx.execute(sql`insert into wait_types (company_id, name, default_quote_minutes, next_at_position)
      values (${companyId}, 'Bench tables', 20, 0) returning id`),
  );
  await tx.execute(sql`insert into wait_list_entries (company_id, wait_type_id, guest_name, phone, party_size,
      quoted_minutes, suggested_minutes, suggested_based_on, size_band, hour_of_week, guest_key, joined_at)
    select ${companyId}, ${type?.id}, 'Bench guest ' || n, '+1212555' || lpad(n::text, 4, '0'), 1 + n % 6,
           10 + n % 40, 20, 0, 1 + (n % 6) / 2, 0, 'bench-key-' || n || '-' || md5(n::text),
           now() - (${WAITING} - n) * interval '1 minute'
      from generate_series(1, ${WAITING}) n`);
  await tx.execute(sql`analyze wait_list_entries`);
  return type?.id ?? '';
});

const call = <T>(session: BenchSession, endpoint: Endpoint, body: unknown) =>
  callFor<T>(address, session, endpoint, body);

const host = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);
const rows: Figures[] = [];
const options = { total: REQUESTS, concurrency: 1, warmup: Math.min(20, REQUESTS) };

// Recomputation on the server, beside the raw SQL of the same read (the queue state of everyone open).
const rawOpen = () =>
  inScope(deps.db, scope, (tx) =>
    tx.execute(sql`select id, wait_type_id, status, joined_at, quoted_minutes, delay_minutes, alert, alert_sent,
        next_sent
      from wait_list_entries where company_id = ${companyId} and status in (11, 12) order by joined_at, id`),
  );
rows.push(await measure(`baseline: queue state of the ${WAITING} open, raw SQL`, rawOpen, options));
const queue = await inScope(deps.db, scope, (tx) => repo.openQueue(tx, companyId));
rows.push(
  await measure(
    `queuePlaces of ${queue.length} (pure, in process)`,
    async () => queuePlaces(queue, Date.now()),
    { ...options, total: REQUESTS * 10 },
  ),
);
rows.push(
  await measure(
    `recompute ${WAITING}: read + places + texts due (settleQueue)`,
    () => inScope(deps.db, scope, (tx) => settleQueue(tx, company, Date.now())),
    options,
  ),
);
const recompute = rows.at(-1);
rows.push(
  await measure(
    `POST ${contract.waitList.getWaitListLocations.path} (${WAITING})`,
    () => call(host, contract.waitList.getWaitListLocations, {}),
    options,
  ),
);
const named = queue.at(-1);
if (!named) throw new Error('no guest waiting');
rows.push(
  await measure(
    `POST ${contract.waitList.getWaitListLocations.path} (1 named)`,
    () => call(host, contract.waitList.getWaitListLocations, { entryIds: [named.id] }),
    options,
  ),
);

// Twenty open stands, each an event stream of its own that keeps its own list as a browser's stand does. A
// change is timed from its request until every stand has applied it, follow-up read included (the 20 read at
// once): the live patch (ADR 46: read the guests the event names, place everyone again) beside the baseline
// of the old way (read the whole list again), alternating between the two within the run.
type Mode = 'patch' | 'reload';
interface Heard {
  at: number;
  applied: Promise<number>;
}
type Waiter = { type: string; mode: Mode; resolve: (heard: Heard) => void };
interface Stand {
  /** Each stand is a browser of its own, signed in on its own (a session may hold eight streams, ADR 192). */
  session: BenchSession;
  held: StandAnswer;
  waiter?: Waiter;
  stop?: () => Promise<void>;
}
const whole = (session = host) => call<StandAnswer>(session, contract.waitList.getWaitListLocations, {});

/** What a stand does with an event: the named guests read and patched in, or (naming none) the whole list. */
async function apply(stand: Stand, mode: Mode, block: string): Promise<number> {
  const data = block.split('\n').find((line) => line.startsWith('data: '));
  const event = JSON.parse(data?.slice(6) ?? '{}') as { waitListEntries?: string[] };
  const named = event.waitListEntries;
  if (mode === 'patch' && named) {
    const answer = await call<StandAnswer>(stand.session, contract.waitList.getWaitListLocations, {
      entryIds: named,
    });
    stand.held = patchStand(stand.held, named, answer.items, Date.now());
  } else {
    stand.held = await whole(stand.session);
  }
  return performance.now();
}

const stands = await Promise.all(
  Array.from({ length: WATCHERS }, async () => {
    const session = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);
    const stand: Stand = { session, held: await whole(session) };
    stand.stop = await watchEvents(address, session, (block, at) => {
      const waiter = stand.waiter;
      if (waiter && block.includes(`"type":"${waiter.type}"`) && block.includes('"waitList"')) {
        stand.waiter = undefined;
        waiter.resolve({ at, applied: apply(stand, waiter.mode, block) });
      }
    });
    return stand;
  }),
);

interface Entry {
  id: string;
  version: number;
}
const answers: Record<'add' | 'notify' | 'complete', number[]> = { add: [], notify: [], complete: [] };
const lags: number[] = [];
const applied: Record<Mode, number[]> = { patch: [], reload: [] };

/**
 * One change, timed to its answer, to its event at every stand, and to every stand having applied it (5 s at
 * most for the event).
 */
async function change(kind: keyof typeof answers, mode: Mode, endpoint: Endpoint, body: unknown) {
  const heard = stands.map(
    (stand) =>
      new Promise<Heard>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${endpoint.path} event within 5 s`)), 5_000);
        stand.waiter = {
          type: endpoint.path,
          mode,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      }),
  );
  const begin = performance.now();
  const entry = await call<Entry>(host, endpoint, body);
  const answered = performance.now();
  answers[kind].push(answered - begin);
  const all = await Promise.all(heard);
  for (const { at } of all) lags.push(at - answered);
  applied[mode].push(Math.max(...(await Promise.all(all.map((h) => h.applied)))) - begin);
  return entry;
}

const started = performance.now();
const called: Entry[] = [];
const { items } = await whole();
for (let i = 0; i < CHANGES; i += 1) {
  const mode: Mode = i % 2 === 0 ? 'patch' : 'reload';
  await change('add', mode, contract.waitList.addOrEditWaitListParty, {
    waitTypeId,
    guestName: `Walk-in ${i}`,
    phone: `+1212666${String(i).padStart(4, '0')}`,
    partySize: 2,
    quotedMinutes: 25,
  });
  const oldest = items[i];
  if (!oldest) throw new Error('fewer waiting guests than changes');
  called.push(
    await change('notify', mode, contract.waitList.updateWaitListStatus, { ...oldest, action: 'Notify' }),
  );
}
for (const [i, entry] of called.entries()) {
  await change('complete', i % 2 === 0 ? 'patch' : 'reload', contract.waitList.updateWaitListStatus, {
    id: entry.id,
    version: entry.version,
    action: 'Complete',
  });
}
const elapsed = performance.now() - started;
for (const stand of stands) await stand.stop?.();

// Every stand's list, patched or read again, against a fresh read: the same guests in the same places.
const placesOf = (answer: StandAnswer) => answer.items.map((item) => `${item.id}@${item.position}`).join();
const fresh = placesOf(await whole());
const agree = stands.filter((stand) => placesOf(stand.held) === fresh).length;

rows.push(figuresOf(`POST ${contract.waitList.addOrEditWaitListParty.path} (add)`, answers.add, elapsed));
rows.push(figuresOf(`POST ${contract.waitList.updateWaitListStatus.path} (Notify)`, answers.notify, elapsed));
rows.push(
  figuresOf(`POST ${contract.waitList.updateWaitListStatus.path} (Complete)`, answers.complete, elapsed),
);
const delivered = figuresOf(`  answer → event at each of ${WATCHERS} stands`, lags, elapsed);
rows.push(delivered);
const reloaded = figuresOf(
  `baseline: request → all ${WATCHERS} read the whole list`,
  applied.reload,
  elapsed,
);
const patched = figuresOf(`request → all ${WATCHERS} read the named guests, patched`, applied.patch, elapsed);
rows.push(reloaded, patched);

process.stdout.write(
  [
    '',
    `Curbside wait-list bench — ${database.kind}, node ${process.version}`,
    `  data: ${WAITING} guests waiting in one wait type of one company; ${WATCHERS} stands watching`,
    `  load: ${REQUESTS} reads one at a time; ${CHANGES} adds, ${CHANGES} notifies, ${CHANGES} completes one at a time`,
    `  machine: load average ${loadavg()[0]?.toFixed(1)} at the end (figures scale with it on a shared machine)`,
    '',
    table(rows),
    '',
    `  recompute ${WAITING}: p95 ${recompute?.p95.toFixed(1)} ms (goal ≤ 20), raw read of the same rows p95 ${rows[0]?.p95.toFixed(1)} ms`,
    `  change → every stand: p95 ${delivered.p95.toFixed(1)} ms over ${lags.length} deliveries (goal ≤ 250)`,
    `  change → applied at all ${WATCHERS} stands, p95: patched ${patched.p95.toFixed(1)} ms, baseline (whole list read again) ${reloaded.p95.toFixed(1)} ms (goal ≤ 250)`,
    `  stands agreeing with a fresh read at the end: ${agree} of ${WATCHERS}`,
    '',
  ].join('\n'),
);
await server.stop();
