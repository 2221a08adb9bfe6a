import { randomUUID } from 'node:crypto';
import { contract, type Endpoint } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { dateIn, zonedDayRange } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { benchSizes, generateParties } from './generate-parties.ts';
import { type Figures, figuresOf, measure, table } from './measure.ts';
import { type BenchSession, callAs, getHealth, signIn, startBenchServer, watchEvents } from './server.ts';

/**
 * Dispatch at scale: one big company (10,000 open and 100,000 past parties with history, beside 1,000 small
 * companies) measured through the contract, each figure beside baselines from the same run:
 * - baselines: GET /api/health over HTTP, and raw SQL returning the rows of the board's first answer (each
 *   lane's first cards with their names, and the counts);
 * - the board call `Transportation/GetRecordManagementByOption`: its first answer (kept between requests until
 *   the company changes, ADR 45), the same read afresh after a change each time, the same with nothing of the
 *   company kept (no cards, no session), and more of one lane;
 * - one transition, `Transportation/PickUp`, each on a fresh Dispatched party;
 * - commit → event: a payment (`Transportation/AccountOrCashPayment`, which publishes `party.paid`) by one
 *   client, received as a server-sent event by a second client subscribed to `/api/events`.
 * A call that answers other than 200 is reported and skipped.
 *
 *   npm run bench:dispatch                     # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... APP_SECRET=... npm run bench:dispatch   # or TEST_DATABASE_URL
 */
const small = process.env.BENCH_SMALL === '1';
const sizes = benchSizes();
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (small ? 50 : 500));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? (small ? 4 : 8));
const EVENTS = Number(process.env.BENCH_EVENTS ?? (small ? 30 : 300));
const OPEN_STATUSES = [1, 2, 3, 4, 7, 8, 9];
/** Cards per lane in the board's first answer, as the screen asks (BOARD_PAGE in the web app). */
const PER_LANE = 40;

const { database, deps, address, stop } = await startBenchServer();

const [harbor] = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const result = await tx.execute(sql`select id from companies where name = 'Harbor View Hotel'`);
  return (result as unknown as { rows: { id: string }[] }).rows;
});
if (!harbor) throw new Error('the demo company Harbor View Hotel is missing');
const companyId = harbor.id;

const generating = performance.now();
const { dispatched } = await generateParties(deps.db, companyId, sizes);
// A bulk load: the planner's statistics are refreshed as after any import (ADR 30).
await database.refreshStatistics();
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);

const call = (session: BenchSession, endpoint: Endpoint, body: unknown) =>
  callAs(address, session, endpoint, body);

const mustSucceed = async (status: Promise<number>) => {
  const code = await status;
  if (code !== 200) throw new Error(`answered ${code}`);
};

const dispatcher = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);
const watcher = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
const options = { total: REQUESTS, concurrency: CONCURRENCY, warmup: Math.min(20, REQUESTS) };
const rows: Figures[] = [];
const notes: string[] = [];

// Baselines.
rows.push(await measure('baseline: GET /api/health over HTTP (no session)', getHealth(address), options));
// The board's first answer (ADR 30, 41): the first PER_LANE cards of every lane joined to their names, the
// history rows their actions are read from, and every lane's count. The raw SQL reads the same rows: the open
// lanes and the reservations of the company's day, each lane off its index, by the statements a person would
// write for them, run on a pooled connection outside any transaction and without row-level security.
const [timeZone] = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const result = await tx.execute(sql`select time_zone from companies where id = ${companyId}`);
  return (result as unknown as { rows: { time_zone: string }[] }).rows.map((row) => row.time_zone);
});
const today = dateIn(timeZone ?? 'UTC');
const day = zonedDayRange(today, today, timeZone ?? 'UTC');
const lanes = sql.raw(
  [
    ...OPEN_STATUSES.filter((status) => status !== 7).map(
      (status) => `(${status}, '-infinity'::timestamptz, 'infinity'::timestamptz)`,
    ),
    `(7, '${day.start.toISOString()}'::timestamptz, '${day.end.toISOString()}'::timestamptz)`,
  ].join(', '),
);
const rawFirstAnswer = async () => {
  const cards = await deps.db.execute(sql`
    select c.*, fl.name as from_name, tl.name as to_name, d.name as driver_name, o.name as other_driver_name
      from (values ${lanes}) as lane(status, from_at, to_at)
      cross join lateral (
        select p.id, p.number, p.status, p.guest_name, p.phone, p.room_number, p.adults, p.children, p.luggage,
               p.from_location_id, p.to_location_id, p.scheduled_at, p.quoted_wait_minutes, p.driver_id,
               p.other_driver_id, p.external_notes, p.paid_cents, p.guest_latitude, p.guest_longitude,
               p.updated_at, p.version
          from parties p
         where p.company_id = ${companyId} and p.status = lane.status
           and p.scheduled_at >= lane.from_at and p.scheduled_at < lane.to_at
         order by p.scheduled_at, p.number limit ${PER_LANE}) c
      join locations fl on fl.company_id = ${companyId} and fl.id = c.from_location_id
      join locations tl on tl.company_id = ${companyId} and tl.id = c.to_location_id
      left join users d on d.company_id = ${companyId} and d.id = c.driver_id
      left join other_drivers o on o.company_id = ${companyId} and o.id = c.other_driver_id
     order by c.scheduled_at, c.number`);
  const ids = (cards as unknown as { rows: { id: string }[] }).rows.map((row) => sql`${row.id}`);
  if (ids.length > 0)
    await deps.db.execute(sql`
      select id, party_id, action, from_status, to_status, undone from party_history
       where company_id = ${companyId} and party_id in (${sql.join(ids, sql`, `)})
       order by created_at desc, id desc`);
  await deps.db.execute(sql`
    select lane.status, c.count from (values ${lanes}) as lane(status, from_at, to_at)
     cross join lateral (
       select count(*)::int as count from parties p
        where p.company_id = ${companyId} and p.status = lane.status
          and p.scheduled_at >= lane.from_at and p.scheduled_at < lane.to_at) c`);
};
const raw = await measure('baseline: board first answer, raw SQL (same rows)', rawFirstAnswer, options);
rows.push(raw);

// The board.
const board = contract.transportation.getRecordManagementByOption;
const firstAnswer = { perLane: PER_LANE };
const boardProbe = await call(dispatcher, board, firstAnswer);
if (boardProbe === 200) {
  const answered = await measure(
    `POST ${board.path} (first answer, ${PER_LANE} per lane)`,
    () => mustSucceed(call(dispatcher, board, firstAnswer)),
    options,
  );
  rows.push(answered);
  notes.push(
    `first answer: ${(answered.perSecond / raw.perSecond).toFixed(2)}× the rate of raw SQL (goal ≥ 0.7×), p95 ${answered.p95.toFixed(1)} ms (goal ≤ 50 ms)`,
  );
  // The same answer when the company has just changed, so it is read afresh every time (ADR 45): what the
  // first dispatcher to open the board after a change waits.
  const afresh = await measure(
    `POST ${board.path} (first answer, read afresh)`,
    () => {
      deps.memory.answers.forget(companyId);
      return mustSucceed(call(dispatcher, board, firstAnswer));
    },
    options,
  );
  rows.push(afresh);
  notes.push(
    `first answer read afresh: ${(afresh.perSecond / raw.perSecond).toFixed(2)}× the rate of raw SQL, p95 ${afresh.p95.toFixed(1)} ms`,
  );
  // The same with nothing of the company kept (issue 29's "without the memory"): no kept cards (ADR 182), no
  // kept session, as in a process that has just heard of a change to the company's set-up.
  const nothingKept = await measure(
    `POST ${board.path} (first answer, nothing kept)`,
    () => {
      deps.memory.caughtUp(companyId, 0);
      return mustSucceed(call(dispatcher, board, firstAnswer));
    },
    options,
  );
  rows.push(nothingKept);
  notes.push(
    `first answer with nothing kept: ${(nothingKept.perSecond / raw.perSecond).toFixed(2)}× the rate of raw SQL (goal ≥ 0.7×), p95 ${nothingKept.p95.toFixed(1)} ms`,
  );
  // More of the Pending lane (the biggest), after its first page: keyset paging on the lane's index.
  const pending = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const result = await tx.execute(sql`
      select scheduled_at, number from parties where company_id = ${companyId} and status = 1
       order by scheduled_at, number offset ${PER_LANE - 1} limit 1`);
    return (result as unknown as { rows: { scheduled_at: string | Date; number: number | string }[] })
      .rows[0];
  });
  if (pending) {
    const after = {
      scheduledAt: new Date(pending.scheduled_at).toISOString(),
      number: Number(pending.number),
    };
    rows.push(
      await measure(
        `POST ${board.path} (more of one lane)`,
        () => mustSucceed(call(dispatcher, board, { statuses: [1], after, pageSize: PER_LANE })),
        options,
      ),
    );
  }
} else notes.push(`${board.path} answered ${boardProbe} on this build: not measured.`);

// One transition per fresh Dispatched party.
const pickUp = contract.transportation.pickUp;
const queue = [...dispatched];
const nextPickUp = () => {
  const party = queue.pop();
  if (!party) throw new Error('no fresh Dispatched party left (raise BENCH_TRANSITIONS)');
  return call(dispatcher, pickUp, { partyId: party.id, version: party.version });
};
const pickUpProbe = await nextPickUp();
if (pickUpProbe === 200) {
  rows.push(
    await measure(`POST ${pickUp.path} (fresh Dispatched party each)`, () => mustSucceed(nextPickUp()), {
      total: queue.length - 10,
      concurrency: CONCURRENCY,
      warmup: 10,
    }),
  );
} else notes.push(`${pickUp.path} answered ${pickUpProbe} on this build: not measured.`);

// Commit → event at a second client.
let onEvent: ((at: number) => void) | undefined;
const stopWatching = await watchEvents(address, watcher, (block, at) => {
  if (block.includes(`"${contract.transportation.accountOrCashPayment.path}"`)) onEvent?.(at);
});

const payable = await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
  const result = await tx.execute(sql`
    select id from parties where company_id = ${companyId} and internal_notes = 'bench-open' limit 200`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
});
const payment = contract.transportation.accountOrCashPayment;
const answers: number[] = [];
const received: number[] = [];
const lags: number[] = [];
const eventsStarted = performance.now();
for (let i = 0; i < EVENTS + 10; i += 1) {
  const event = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5_000);
    onEvent = (at) => {
      clearTimeout(timer);
      resolve(at);
    };
  });
  const begin = performance.now();
  await mustSucceed(
    call(dispatcher, payment, {
      partyId: payable[i % payable.length],
      method: 'cash',
      amountCents: 1,
      idempotencyKey: randomUUID(),
    }),
  );
  const answered = performance.now();
  const at = await event;
  if (i < 10) continue; // warm-up
  answers.push(answered - begin);
  received.push(at - begin);
  lags.push(at - answered);
}
const eventsElapsed = performance.now() - eventsStarted;
rows.push(figuresOf(`POST ${payment.path} (one at a time)`, answers, eventsElapsed));
rows.push(figuresOf('  event at a 2nd client: request → SSE event', received, eventsElapsed));
rows.push(figuresOf('  event at a 2nd client: answer → SSE event', lags, eventsElapsed));
await stopWatching();

process.stdout.write(
  [
    '',
    `Curbside dispatch bench — ${database.kind}, node ${process.version}`,
    `  data: ${sizes.companies} extra companies; big company with ${sizes.openParties} open and ${sizes.pastParties} past parties (+ ${sizes.dispatchedForPickUp} for PickUp), generated in ${generatedSeconds} s`,
    `  load: ${REQUESTS} requests, ${CONCURRENCY} at once; ${EVENTS} payments one at a time for the event latency`,
    '',
    table(rows),
    ...notes.map((note) => `  note: ${note}`),
    '',
  ].join('\n'),
);
await stop();
