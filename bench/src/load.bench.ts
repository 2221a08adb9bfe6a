import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract, type Endpoint } from '@curbside/contract';
import { type DatabaseHandle, DEMO_ACCOUNTS, inScope, openDatabase, openScratchDatabase } from '@curbside/db';
import { dateIn, nextDate } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDeps } from '../../apps/server/src/server.ts';
import { freePort } from '../../apps/server/src/testing/free-port.ts';
import {
  ensureServerBuild,
  serverEntry,
  serverEnvironment,
  serverNodeFlags,
} from '../../scripts/server-build.mjs';
import { benchDatabaseUrl } from './database.ts';
import { benchSizes, generateParties } from './generate-parties.ts';
import { cpuSplitOf, databaseCpuMs, databaseCpuSpent } from './process-cpu.ts';
import { BENCH_PASSWORD, type BenchSession, callAs, signIn } from './server.ts';

/**
 * A front desk's day at once: CLIENTS signed-in clients for SECONDS against the server in a process of its own
 * (compiled, as production runs it; with BENCH_WORKERS, several on PostgreSQL, their memory and CPU summed),
 * each sending one request after another, drawn by weight: 30 % the board, 25 % a party's details, 15 % the
 * places, 12 % new bookings, 18 % pick-ups of which one in ten names a stale version (a 409 is the right
 * answer). Beside it, from the same run: GET /api/health under the same clients (the HTTP floor). Printed:
 * throughput, p50/p95/p99/max per kind and in all, requests over 2 s and 5 s, wrong answers (5xx, resets), and
 * the server's resident memory before, at its peak and at rest. The data is the dispatch bench's
 * (generate-parties.ts).
 *
 *   npm run bench:load                                 # PGlite; BENCH_SMALL=1 for a smoke run
 *   DATABASE_URL=postgres://... npm run bench:load     # or TEST_DATABASE_URL; BENCH_WORKERS=2 for two processes
 *   BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench:load   # profile the server
 */
const small = process.env.BENCH_SMALL === '1';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? (small ? 8 : 50));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (small ? 8 : 60));
const APP_SECRET = 'bench-key';
const sizes = { ...benchSizes(), dispatchedForPickUp: small ? 500 : 10_000 };
/**
 * Server processes (`WORKERS`, ADR 163): one unless BENCH_WORKERS says (PostgreSQL only; the embedded database
 * belongs to one process). On a 2-core machine that also runs the clients and the database, two gave the same
 * throughput and longer tails: the cores are full already.
 */
const url = benchDatabaseUrl();
const WORKERS = url ? Number(process.env.BENCH_WORKERS ?? 1) : 1;

// 1. The data, prepared here and handed over: an embedded database belongs to one process at a time.
const dataDir = url ? undefined : await mkdtemp(join(tmpdir(), 'curbside-load-'));
const database: DatabaseHandle = url
  ? await openScratchDatabase(url, 'curbside_load')
  : await openDatabase({ dataDir });
const config = loadConfig({
  APP_SECRET,
  DEMO_PASSWORD: BENCH_PASSWORD,
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
});
const deps = await prepareDeps(config, { database, seed: true });
const facts = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const [company] = await rows<{ id: string; time_zone: string }>(
    sql`select id, time_zone from companies where name = 'Harbor View Hotel'`,
  );
  if (!company) throw new Error('the demo company Harbor View Hotel is missing');
  const places = await rows<{ id: string; name: string }>(
    sql`select id, name from locations where company_id = ${company.id} order by name`,
  );
  return { company, places };
});
const generating = performance.now();
const { dispatched } = await generateParties(deps.db, facts.company.id, sizes);
await database.refreshStatistics();
const generatedSeconds = ((performance.now() - generating) / 1000).toFixed(1);
const openParties = await inScope(deps.db, { kind: 'company', companyId: facts.company.id }, async (tx) => {
  const result = await tx.execute(sql`
    select id from parties where company_id = ${facts.company.id} and internal_notes = 'bench-open' limit 2000`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
});
await deps.events.stop();
if (dataDir) await database.close();

// 2. The server, in a process of its own.
await ensureServerBuild();
const port = await freePort();
const address = `http://127.0.0.1:${port}`;
// BENCH_SERVER_NODE_OPTIONS: extra flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
const extraNodeFlags = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const server: ChildProcess = spawn(process.execPath, [...serverNodeFlags, ...extraNodeFlags, serverEntry], {
  env: serverEnvironment({
    ...process.env,
    ...(url ? { DATABASE_URL: database.url ?? url } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    APP_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_PASSWORD: BENCH_PASSWORD,
    SIGN_IN_RATE_LIMIT: '1000000',
    KIOSK_BOOKING_RATE_LIMIT: '1000000',
    WORKERS: String(WORKERS),
  }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let ready = false; !ready; ) {
  ready = await fetch(`${address}/api/ready`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
}
/** The server's processes: the one started, and its workers when it is a cluster's primary. */
const serverPids = (): number[] => {
  const pid = server.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
};
const databaseCpu = () => databaseCpuMs(deps.db, url !== undefined);
const residentMiB = () =>
  serverPids().reduce((sum, pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return sum + Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  }, 0);
/** The CPU the server's processes have used so far, in the user's part and the kernel's. */
const serverCpuSplit = () =>
  serverPids().reduce(
    (sum, pid) => {
      const { user, system } = cpuSplitOf(pid);
      return { user: sum.user + user, system: sum.system + system };
    },
    { user: 0, system: 0 },
  );

// 3. The load.
interface Sample {
  kind: string;
  ms: number;
  wrong: boolean;
}
const from = facts.places.find((p) => p.name.includes('lobby')) ?? facts.places[0];
const to = facts.places.find((p) => p !== from);
if (!from || !to) throw new Error('Harbor View needs two places');
const tomorrow = nextDate(dateIn(facts.company.time_zone));
const pickUps = [...dispatched];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

type Kind = { name: string; weight: number; send: (s: BenchSession) => Promise<boolean> };
const expect = (statuses: number[]) => (status: number) => statuses.includes(status);
const as =
  (endpoint: Endpoint, body: unknown, ok = expect([200])) =>
  (s: BenchSession) =>
    callAs(address, s, endpoint, body).then(ok);
const KINDS: Kind[] = [
  {
    name: 'board',
    weight: 30,
    send: as(contract.transportation.getRecordManagementByOption, { perLane: 40 }),
  },
  {
    name: 'party details',
    weight: 25,
    send: (s) => as(contract.reservation.getPartyInfoById, { partyId: pick(openParties) })(s),
  },
  { name: 'places', weight: 15, send: as(contract.locations.getLocations, undefined) },
  {
    name: 'new booking',
    weight: 12,
    send: as(contract.reservation.addOrEditReservation, {
      guestName: 'Load Guest',
      adults: 2,
      fromLocationId: from.id,
      toLocationId: to.id,
      reservationDate: tomorrow,
      reservationTime: '09:00',
      isNotifyGuest: false,
    }),
  },
  {
    name: 'pick-up (1 in 10 stale)',
    weight: 18,
    send: (s) => {
      const party = pickUps.pop();
      if (!party) throw new Error('no Dispatched party left: raise the bench sizes');
      const stale = Math.random() < 0.1;
      const body = { partyId: party.id, version: stale ? party.version - 1 : party.version };
      return as(contract.transportation.pickUp, body, expect(stale ? [409] : [200]))(s);
    },
  },
];
const totalWeight = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
const draw = () => {
  let at = Math.random() * totalWeight;
  for (const kind of KINDS) {
    at -= kind.weight;
    if (at < 0) return kind;
  }
  return KINDS[0] as Kind;
};

const sessions = await Promise.all(
  [DEMO_ACCOUNTS.harborView.dispatcher, DEMO_ACCOUNTS.harborView.admin].map((email) =>
    signIn(address, email),
  ),
);

/** CLIENTS loops for `seconds`, each sending what `next` draws; answers every request's sample. */
async function run(seconds: number, next: () => Kind): Promise<{ samples: Sample[]; elapsed: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const session = sessions[client % sessions.length] as BenchSession;
      while (performance.now() < until) {
        const kind = next();
        const begin = performance.now();
        const ok = await kind.send(session).catch(() => false);
        samples.push({ kind: kind.name, ms: performance.now() - begin, wrong: !ok });
      }
    }),
  );
  return { samples, elapsed: performance.now() - started };
}

function line(name: string, samples: Sample[], elapsedMs: number): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const cells = [
    String(sorted.length).padStart(7),
    String(Math.round((sorted.length / elapsedMs) * 1000)).padStart(6),
    ...[at(50), at(95), at(99), sorted.at(-1) ?? 0].map((ms) => ms.toFixed(0).padStart(7)),
    String(sorted.filter((ms) => ms > 2000).length).padStart(6),
    String(sorted.filter((ms) => ms > 5000).length).padStart(6),
    String(samples.filter((s) => s.wrong).length).padStart(6),
  ];
  return `${name.padEnd(26)} ${cells.join(' ')}`;
}

const health: Kind = { name: 'health', weight: 1, send: as(contract.system.health, undefined) };
const floor = await run(Math.min(10, SECONDS), () => health);
const before = residentMiB();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, residentMiB());
}, 500);
const serverCpuBefore = serverCpuSplit();
const databaseCpuBefore = await databaseCpu();
const benchCpuBefore = process.cpuUsage();
const mixed = await run(SECONDS, draw);
// The clients' own CPU (this process): on a machine of two cores it is taken from the server and the database.
const benchCpu = process.cpuUsage(benchCpuBefore);
const serverCpuAfter = serverCpuSplit();
const serverUserMs = serverCpuAfter.user - serverCpuBefore.user;
const serverSystemMs = serverCpuAfter.system - serverCpuBefore.system;
const serverCpuMs = serverUserMs + serverSystemMs;
// A backend opened during the mix served it from its start: the pool closes connections idle for 10 s, so most of
// the server's are opened again when the mix begins (the health baseline reads no database).
const databaseCpuUsed = databaseCpuSpent(databaseCpuBefore, await databaseCpu());
clearInterval(sampler);
await new Promise((resolve) => setTimeout(resolve, 10_000));
const atRest = residentMiB();

const header = `${'measure'.padEnd(26)} ${['requests', 'req/s', 'p50', 'p95', 'p99', 'max', '>2 s', '>5 s', 'wrong'].map((h, i) => h.padStart(i === 0 ? 7 : i === 1 ? 6 : i < 6 ? 7 : 6)).join(' ')}`;
process.stdout.write(
  [
    '',
    `Curbside mixed load — ${database.kind}, node ${process.version}; ${CLIENTS} clients for ${SECONDS} s; ${WORKERS} server process${WORKERS > 1 ? 'es (WORKERS)' : ''}`,
    `  data: ${sizes.companies} extra companies; Harbor View with ${sizes.openParties} open and ${sizes.pastParties} past parties, generated in ${generatedSeconds} s`,
    '',
    header,
    line('baseline: GET /api/health', floor.samples, floor.elapsed),
    line('mixed load, all', mixed.samples, mixed.elapsed),
    ...KINDS.map((kind) =>
      line(
        `  ${kind.name}`,
        mixed.samples.filter((s) => s.kind === kind.name),
        mixed.elapsed,
      ),
    ),
    '',
    `  server memory (resident): ${before} MiB before the load, ${peak} MiB at its peak, ${atRest} MiB at rest 10 s after`,
    `  CPU per request of the mixed load: server process${WORKERS > 1 ? 'es' : ''} ${(serverCpuMs / mixed.samples.length).toFixed(2)} ms (${(serverSystemMs / mixed.samples.length).toFixed(2)} ms of it in the kernel)${
      url
        ? `, database server ${(databaseCpuUsed / mixed.samples.length).toFixed(2)} ms (the backends of its database)`
        : ' (the embedded database runs inside it)'
    }; the bench's own process (the ${CLIENTS} clients) ${((benchCpu.user + benchCpu.system) / 1000 / mixed.samples.length).toFixed(2)} ms; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
    database.kind === 'pglite'
      ? '  goals (issue 29), embedded: no request over 2 s, p99 ≤ 1,000 ms, ≤ 400 MiB at rest'
      : '  goal (issue 29), PostgreSQL: p95 ≤ 150 ms',
    '',
  ].join('\n'),
);

server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));
if (url) await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
