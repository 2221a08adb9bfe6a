import { loadavg } from 'node:os';
import { contract, type Endpoint, kioskSettings } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { type Figures, figuresOf, measure, table } from './measure.ts';
import {
  allowLoopbackKiosks,
  type BenchSession,
  callFor,
  getHealth,
  harborViewId,
  rowsOf,
  signIn,
  startBenchServer,
  watchEvents,
} from './server.ts';

/**
 * Lobby kiosks booking at once (issue 24): 50 paired Dispatch kiosks each book a ride now at the same moment,
 * round after round, while one dispatcher's board follows the event stream as the web's board does (ADR 128):
 * each `parties` event names the booked party, and the board reads that card again (a patch). A booking counts
 * as on the board when a patch answers its card; its figure is from the kiosk's request to that answer. Goal:
 * p95 ≤ 250 ms. Beside it, from the same run: GET /api/health, the board's first answer alone, and one kiosk
 * booking at a time (no others at once).
 *
 *   npm run bench:kiosks                                  # PGlite; BENCH_SMALL=1 (2 rounds) for a short run
 *   DATABASE_URL=postgres://... npm run bench:kiosks      # or TEST_DATABASE_URL
 */
const small = process.env.BENCH_SMALL === '1';
const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (small ? 2 : 10));
const SINGLES = Number(process.env.BENCH_REQUESTS ?? (small ? 10 : 50));

const server = await startBenchServer();
const { database, deps, address } = server;

// The demo package counts kiosks (ADR 81): the bench's company may have as many as it pairs.
const companyId = await harborViewId(deps.db);
await inScope(deps.db, { kind: 'platform' }, (tx) => tx.execute(sql`update packages set max_kiosks = null`));
const places = await inScope(deps.db, { kind: 'company', companyId }, async (tx) =>
  rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select id, name from locations where company_id = ${companyId}`),
  ),
);
const placeId = (name: string) => places.find((place) => place.name === name)?.id ?? '';

const call = <T>(session: BenchSession, endpoint: Endpoint, body: unknown) =>
  callFor<T>(address, session, endpoint, body);

// The kiosks: each added, its settings (rides from the hotel's lobby), a pairing code, and a device paired.
const admin = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
await allowLoopbackKiosks(address, admin);
const devices: BenchSession[] = [];
for (let n = 0; n < KIOSKS; n += 1) {
  const kiosk = await call<{ id: string }>(admin, contract.kiosk.addOrEditKiosk, {
    name: `Bench lobby ${n}`,
    code: `BENCH-${n}`,
    url: `bench-${n}`,
    type: 'dispatch',
    status: 'active',
  });
  await call(admin, kioskSettings.update, {
    kioskId: kiosk.id,
    ...kioskSettings.spec.defaults,
    pickupLocationId: placeId('Harbor View Hotel lobby'),
  });
  const { code } = await call<{ code: string }>(admin, contract.kiosk.createPairingCode, {
    kioskId: kiosk.id,
  });
  const paired = await fetch(`${address}/api/${contract.kiosk.pairKioskDevice.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (paired.status !== 200) throw new Error(`pairing answered ${paired.status}`);
  const cookie = paired.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
  devices.push({ cookie, xsrf: '', token: '' });
}

const rideOf = (n: number) => ({
  idempotencyKey: crypto.randomUUID(),
  guestName: `Bench guest ${n}`,
  toLocationId: placeId('JFK Terminal 4'),
  partySize: 2,
  // The demo hotel's booking rules ask every channel for a room (ADR 70).
  roomNumber: '1204',
});
const book = (device: BenchSession, n: number) =>
  call<{ partyNumber: number }>(device, contract.kiosk.kioskRequestRide, rideOf(n));

// The dispatcher's board as the web's board follows it (ADR 30, 128, 152): its first answer once, then on the
// `parties` events naming parties, those cards read again (a patch per frame); a party is on the board once a
// patch answers its card. A kiosk's booking names its party, so no event makes the board read everything again.
const desk = await signIn(address, DEMO_ACCOUNTS.harborView.dispatcher);
const readFirstAnswer = () =>
  call<unknown>(desk, contract.transportation.getRecordManagementByOption, { perLane: 40 });
const numbersIn = (answer: unknown) =>
  new Set(((answer as { items: { number: number }[] }).items ?? []).map((item) => Number(item.number)));
/** When each party's card was first answered by a patch, by number; and the bookings waiting for theirs. */
const shownAt = new Map<number, number>();
const waiting = new Map<number, (at: number) => void>();
async function patch(partyIds: string[]): Promise<void> {
  try {
    const answer = await call<unknown>(desk, contract.transportation.getRecordManagementByOption, {
      partyIds,
    });
    const at = performance.now();
    for (const number of numbersIn(answer)) {
      if (shownAt.has(number)) continue;
      shownAt.set(number, at);
      waiting.get(number)?.(at);
    }
  } catch (error) {
    // A failed patch is reported; the booking then counts as not shown.
    process.stderr.write(`board patch failed: ${String(error)}\n`);
  }
}
const namedParties = (block: string): string[] => {
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!data) return [];
  const event = JSON.parse(data) as { tags?: string[]; parties?: string[] };
  return event.tags?.includes('parties') ? (event.parties ?? []) : [];
};
/**
 * The patches that arrive within one frame (16 ms) are read as one, as the web's board batches them (ADR 152):
 * fifty events at once make a few reads of many cards rather than fifty reads of one.
 */
const FRAME_MS = 16;
let pending = new Set<string>();
const patchSoon = (parties: readonly string[]) => {
  // The frame's read is due already when cards wait for it.
  const due = pending.size > 0;
  for (const id of parties) pending.add(id);
  if (due) return;
  setTimeout(() => {
    const ids = [...pending];
    pending = new Set();
    // The board reads at most 200 cards a patch.
    for (let at = 0; at < ids.length; at += 200) void patch(ids.slice(at, at + 200));
  }, FRAME_MS);
};
let unnamed = 0;
const stop = await watchEvents(address, desk, (block) => {
  if (!block.startsWith('event: change')) return;
  const parties = namedParties(block);
  if (parties.length === 0) unnamed += 1;
  else patchSoon(parties);
});

/** Bookings no patch showed within 10 s, and of those, how many the board's search found. */
const missed = { count: 0, foundBySearch: 0 };

/**
 * One booking, timed from its request to the patch that answered its card (which may come before the booking's
 * own answer: the event leaves at the commit); null when none did within 10 s (counted in `missed`, with a
 * search to tell a slow board from a missing party).
 */
async function bookedToBoard(device: BenchSession, n: number) {
  const begin = performance.now();
  const { partyNumber } = await book(device, n);
  const answered = performance.now();
  const at =
    shownAt.get(partyNumber) ??
    (await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(partyNumber);
        resolve(null);
      }, 10_000);
      waiting.set(partyNumber, (shown) => {
        clearTimeout(timer);
        waiting.delete(partyNumber);
        resolve(shown);
      });
    }));
  if (at === null) {
    missed.count += 1;
    const searched = await call<unknown>(desk, contract.transportation.getRecordManagementByOption, {
      search: String(partyNumber),
    });
    if (numbersIn(searched).has(partyNumber)) missed.foundBySearch += 1;
    return null;
  }
  return { answer: answered - begin, board: at - begin, after: Math.max(0, at - answered) };
}

const rows: Figures[] = [];
rows.push(await measure('baseline: GET /api/health', getHealth(address), { total: 200, concurrency: 1 }));
rows.push(
  await measure('baseline: board first answer alone', readFirstAnswer, {
    total: SINGLES,
    concurrency: 1,
    warmup: 3,
  }),
);
// What the board reads on each booking's event: one card again, with its actions and every lane's count.
const someCard = ((await readFirstAnswer()) as { items: { id: string }[] }).items[0]?.id ?? '';
rows.push(
  await measure(
    'baseline: board patch of one card alone',
    () => call<unknown>(desk, contract.transportation.getRecordManagementByOption, { partyIds: [someCard] }),
    { total: SINGLES, concurrency: 1, warmup: 3 },
  ),
);

// Baseline: one kiosk booking at a time, nothing else booking.
const alone = { answer: [] as number[], board: [] as number[] };
let started = performance.now();
for (let n = 0; n < SINGLES; n += 1) {
  const timed = await bookedToBoard(devices[n % KIOSKS] as BenchSession, n);
  if (!timed) continue;
  alone.answer.push(timed.answer);
  alone.board.push(timed.board);
}
let elapsed = performance.now() - started;
rows.push(figuresOf('baseline: one kiosk booking alone, answer', alone.answer, elapsed));
rows.push(figuresOf('baseline: one kiosk booking alone, request → on board', alone.board, elapsed));

// 50 kiosks at once, round after round.
const crowd = { answer: [] as number[], board: [] as number[], after: [] as number[] };
started = performance.now();
// The server, the kiosks' clients and the board share this process: its CPU per booking bounds the burst.
const cpuAtStart = process.cpuUsage();
for (let round = 0; round < ROUNDS; round += 1) {
  const timed = await Promise.all(devices.map((device, n) => bookedToBoard(device, round * KIOSKS + n)));
  for (const one of timed) {
    if (!one) continue;
    crowd.answer.push(one.answer);
    crowd.board.push(one.board);
    crowd.after.push(one.after);
  }
}
elapsed = performance.now() - started;
const cpuUsed = process.cpuUsage(cpuAtStart);
const cpuPerBooking = (cpuUsed.user + cpuUsed.system) / 1000 / Math.max(1, KIOSKS * ROUNDS);
rows.push(figuresOf(`${KIOSKS} kiosks at once, answer`, crowd.answer, elapsed));
const live = figuresOf(`${KIOSKS} kiosks at once, request → on board`, crowd.board, elapsed);
// The live update proper: from the booking's answer (committed, its event sent) to the board showing it.
const update = figuresOf(`${KIOSKS} kiosks at once, answer → on board`, crowd.after, elapsed);
rows.push(live, update);
await stop();

process.stdout.write(
  [
    '',
    `Curbside kiosk bench — ${database.kind}, node ${process.version}`,
    `  load: ${KIOSKS} paired Dispatch kiosks booking a ride now at once, ${ROUNDS} rounds; 1 board watching; ${SINGLES} bookings alone`,
    `  machine: load average ${loadavg()[0]?.toFixed(1)} at the end (figures scale with it on a shared machine)`,
    '',
    table(rows),
    '',
    `  ${KIOSKS} at once: request → on the board p95 ${live.p95.toFixed(1)} ms, answer → on the board p95 ${update.p95.toFixed(1)} ms (goal ≤ 250); one alone, request → on the board p95 ${rows[4]?.p95.toFixed(1)} ms`,
    `  CPU of this process (server, kiosks, board) in the bursts: ${cpuPerBooking.toFixed(2)} ms per booking, over ${(elapsed / 1000).toFixed(1)} s`,
    `  bookings not on the board within 10 s: ${missed.count} (of which the board's search found ${missed.foundBySearch}); events naming no party: ${unnamed}`,
    '',
  ].join('\n'),
);
await server.stop();
