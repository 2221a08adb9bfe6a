/**
 * 200 drivers on shift reporting every 5 s (ADR 74): how long a position takes from the phone's report to the
 * dispatcher's live stream (goal: p95 ≤ 1 s), and what the board's read costs while it runs, beside the same
 * read with no driver reporting. `BENCH_DRIVERS` (200), `BENCH_SECONDS` (30 s of reporting), `BENCH_EVERY_MS`
 * (5000). PGlite unless DATABASE_URL/TEST_DATABASE_URL names a PostgreSQL server (see README).
 */
import { loadavg } from 'node:os';
import { contract } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import type { CompanyUserPrincipal } from '../../apps/server/src/context.ts';
import { reportPositions } from '../../apps/server/src/modules/tracking/tracking.service.ts';
import { benchDatabaseUrl } from './database.ts';
import { type Figures, figuresOf, measure, table } from './measure.ts';
import { type BenchSession, callAs, signIn, startBenchServer, watchEvents } from './server.ts';

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVERY_MS = Number(process.env.BENCH_EVERY_MS ?? 5000);
const BOARD_READS = Number(process.env.BENCH_REQUESTS ?? 300);

const hv = DEMO_ACCOUNTS.harborView;
const { deps, address, stop } = await startBenchServer();
const companyId = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const result = await tx.execute(sql`select id from companies where name = 'Harbor View Hotel'`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
});

// The drivers: copies of the demo driver (role, password), each its own user, on shift.
await inScope(deps.db, { kind: 'platform' }, (tx) =>
  tx.execute(sql`
    insert into users (company_id, role_id, name, email, password_hash, status, can_be_driver, shift)
    select d.company_id, d.role_id, 'Bench driver ' || n, 'bench-driver-' || n || '@harbor.example',
           d.password_hash, 'active', true, 'available'
      from users d, generate_series(1, ${DRIVERS}) n
     where d.company_id = ${companyId} and lower(d.email) = lower(${hv.driver1})`),
);
const drivers: BenchSession[] = [];
for (let n = 1; n <= DRIVERS; n += 1) drivers.push(await signIn(address, `bench-driver-${n}@harbor.example`));
const dispatcher = await signIn(address, hv.dispatcher);

const board = contract.transportation.getRecordManagementByOption;
const readBoard = async () => {
  const status = await callAs(address, dispatcher, board, { perLane: 25 });
  if (status !== 200) throw new Error(`the board answered ${status}`);
};
const rows: Figures[] = [];
rows.push(
  await measure('board read, no driver reporting (baseline)', readBoard, {
    total: BOARD_READS,
    concurrency: 2,
  }),
);

// The dispatcher's live stream: each position event's arrival, by driver and measured time.
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const closeStream = await watchEvents(address, dispatcher, (block, at) => {
  if (!block.includes('event: position')) return;
  const data = block.split('\n').find((line) => line.startsWith('data: '));
  if (!data) return;
  // A position event's data is the list of positions itself (plugins/realtime.ts).
  const positions = JSON.parse(data.slice(6)) as { driverId: string; recordedAt: string }[];
  for (const position of positions) {
    const key = `${position.driverId}|${position.recordedAt}`;
    const sent = sentAt.get(key);
    if (sent !== undefined) {
      latencies.push(at - sent);
      sentAt.delete(key);
    }
  }
});
const driverIds = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const result = await tx.execute(
    sql`select id from users where email like 'bench-driver-%@harbor.example' order by name`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
});
const idOf = new Map<number, string>();
for (const [index, session] of drivers.entries()) {
  const response = await fetch(`${address}/api/Login/GetCurrentSession`, {
    headers: { cookie: session.cookie },
  });
  const info = (await response.json()) as { data: { user: { id: string } } };
  idOf.set(index, info.data.user.id);
}
if (idOf.size !== driverIds.length) throw new Error('not every bench driver signed in');

const report = contract.driverTracking.reportPositions;
const fixOf = (index: number, round: number) => ({
  latitude: 40.7 + index / 10_000,
  longitude: -74 + round / 10_000,
  accuracyMeters: 8,
  recordedAt: new Date().toISOString(),
});

// Baseline of the same run: one report at a time, each by another driver (one event per driver every 2 s), each
// waited for on the stream before the next is sent: the path with nothing queued before it.
const ALONE = Math.min(DRIVERS, 20);
const alone: number[] = [];
const aloneStarted = performance.now();
for (let index = 0; index < ALONE; index += 1) {
  const fix = fixOf(index, -1);
  const key = `${idOf.get(index)}|${fix.recordedAt}`;
  const sent = performance.now();
  sentAt.set(key, sent);
  const heardBefore = latencies.length;
  const status = await callAs(address, drivers[index] as BenchSession, report, { positions: [fix] });
  if (status !== 200) throw new Error(`a report alone answered ${status}`);
  while (latencies.length === heardBefore && performance.now() - sent < 10_000)
    await new Promise((resolve) => setTimeout(resolve, 1));
  const heard = latencies.splice(heardBefore);
  alone.push(...heard);
  sentAt.delete(key);
}
rows.push(figuresOf('baseline: report → stream, one at a time', alone, performance.now() - aloneStarted));
// The drivers of the baseline may publish again only 2 s after it.
await new Promise((resolve) => setTimeout(resolve, 2_100));

// Reporting: each driver every EVERY_MS, staggered evenly, for SECONDS; refused or failed reports are counted.
let refused = 0;
let reports = 0;
const answers: number[] = [];
const until = performance.now() + SECONDS * 1000;
const reporting = Promise.all(
  drivers.map(async (session, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * EVERY_MS) / DRIVERS));
    for (let round = 0; performance.now() < until; round += 1) {
      const next = performance.now() + EVERY_MS;
      const fix = fixOf(index, round);
      const sent = performance.now();
      sentAt.set(`${idOf.get(index)}|${fix.recordedAt}`, sent);
      const status = await callAs(address, session, report, { positions: [fix] });
      answers.push(performance.now() - sent);
      reports += 1;
      if (status !== 200) refused += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  }),
);
const started = performance.now();
const cpuBefore = process.cpuUsage();
// The board is read, two at a time, from the moment every driver has started until the last round: the steady
// state, not the ramp.
await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
const boardWhileReporting: number[] = [];
const boardStarted = performance.now();
await Promise.all(
  [0, 1].map(async () => {
    while (performance.now() < until) {
      const begun = performance.now();
      await readBoard();
      boardWhileReporting.push(performance.now() - begun);
    }
  }),
);
rows.push(
  figuresOf(
    `board read, ${DRIVERS} drivers reporting`,
    boardWhileReporting,
    performance.now() - boardStarted,
  ),
);
await reporting;
// CPU this process spent (server, database when PGlite, and the drivers' and board's clients) while reporting.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
// Events still on their way after the last report.
await new Promise((resolve) => setTimeout(resolve, 2_000));
const elapsed = performance.now() - started;
rows.push(figuresOf(`report answered, ${DRIVERS} drivers reporting`, answers, elapsed));
rows.push(figuresOf(`report → stream, ${DRIVERS} drivers reporting`, latencies, elapsed));

// The report's transaction in this process: one report to a transaction (ADR 147's four statements: a batch of
// one), 100 reports arriving together (one batch, ADR 153), and the floor (an empty transaction of the scope), in
// turn in rounds so all meet the same load; wall time and this process's CPU a report for each. (ADR 74's seven
// statements, which ADR 147 measured against, are no longer run: ADR 147 keeps their figures.) The reports'
// moments are set 3 s apart so every one is due on the map and sends its event, as in the steady state's first.
const compared = Math.min(DRIVERS, 100);
const ROUNDS = 5;
const ways = { alone: [] as number[], floor: [] as number[], together: [] as number[] };
const cpuOf = { alone: 0, floor: 0, together: 0 };
let clock = Date.now();
const due = () => {
  clock += 3_000;
  return new Date(clock);
};
const cpuMsSince = (at: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(at);
  return (used.user + used.system) / 1000;
};
const reportStarted = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  for (let index = round; index < compared; index += ROUNDS) {
    const userId = idOf.get(index) ?? '';
    const caller = { companyId, userId } as CompanyUserPrincipal;
    for (const way of ['alone', 'floor'] as const) {
      const fix = { ...fixOf(index, 1_000 + round), heading: null, speedMps: null };
      const cpuAt = process.cpuUsage();
      const begun = performance.now();
      if (way === 'alone') await reportPositions(deps, caller, { positions: [fix] }, due());
      // The floor: a transaction of the company's scope that does nothing else (begin, scope, commit).
      else await inScope(deps.db, { kind: 'company', companyId }, async () => undefined);
      ways[way].push(performance.now() - begun);
      cpuOf[way] += cpuMsSince(cpuAt);
    }
  }
  const cpuAt = process.cpuUsage();
  const now = due();
  await Promise.all(
    Array.from({ length: compared }, async (_, index) => {
      const caller = { companyId, userId: idOf.get(index) ?? '' } as CompanyUserPrincipal;
      const fix = { ...fixOf(index, 2_000 + round), heading: null, speedMps: null };
      const begun = performance.now();
      await reportPositions(deps, caller, { positions: [fix] }, now);
      ways.together.push(performance.now() - begun);
    }),
  );
  cpuOf.together += cpuMsSince(cpuAt);
}
const reportElapsed = performance.now() - reportStarted;
rows.push(figuresOf('report alone in its transaction (ADR 147)', ways.alone, reportElapsed / 3));
rows.push(figuresOf(`report of ${compared} arriving together (ADR 153)`, ways.together, reportElapsed / 3));
rows.push(figuresOf('empty transaction of the scope (floor)', ways.floor, reportElapsed / 3));
await closeStream();
await stop();

const p95 = rows.find((row) => row.name.startsWith('report → stream, '))?.p95 ?? Number.NaN;
console.log(
  `\nDriver tracking bench on ${benchDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}: ${DRIVERS} drivers every ${EVERY_MS / 1000} s for ${SECONDS} s`,
);
console.log(
  `load average at the end (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
);
console.log(
  `CPU of this process while reporting: ${(cpuMs / 1000).toFixed(1)} s over ${(elapsed / 1000).toFixed(1)} s, ` +
    `${(cpuMs / Math.max(1, reports)).toFixed(2)} ms per report (board reads included)`,
);
console.log(
  `CPU a report, ${compared} of each way: ${(cpuOf.alone / compared).toFixed(2)} ms (alone in its transaction), ` +
    `${(cpuOf.together / compared / ROUNDS).toFixed(2)} ms (${compared} together in one batch), ` +
    `${(cpuOf.floor / compared).toFixed(2)} ms (begin, scope, commit)`,
);
console.log(table(rows));
console.log(
  `\nreports sent ${reports} of ${DRIVERS * Math.ceil((SECONDS * 1000) / EVERY_MS)} planned (${refused} refused), ` +
    `events received ${latencies.length}, never received ${sentAt.size}; ` +
    `stream p95 ${p95.toFixed(0)} ms (goal ≤ 1000 ms)`,
);
