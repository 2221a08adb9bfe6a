import { loadavg } from 'node:os';
import { contract, type Endpoint, kioskSettings } from '@curbside/contract';
import { DEMO_ACCOUNTS, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import {
  allowLoopbackKiosks,
  type BenchSession,
  callFor,
  rowsOf,
  signIn,
  startBenchServer,
} from './server.ts';

/**
 * The kiosk page's heap over many guests (issue 24: "after 1,000 guest cycles in a browser the page's heap has
 * not grown by more than 10 %"). Debian's Chromium opens the built kiosk page, paired as a lobby pairs it, on a
 * server of its own; guests follow one another: every other guest books a ride and presses Done, the others
 * type their name and start over. The heap is measured after a forced garbage collection (CDP HeapProfiler
 * collectGarbage, then Runtime getHeapUsage and a heap snapshot): the baseline after the warm-up guests (every
 * chunk loaded), then at checkpoints. The goal is judged on the objects the page holds; V8's compiled code,
 * which grows as the page's functions grow hot and then stops, is printed beside (ADR 128). Needs
 * `npm run build` first.
 *
 *   npm run bench:kiosk-heap                       # 1,000 guests; BENCH_CYCLES=200 for a short run
 */
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CHECKPOINTS = 4;
const GOAL = 0.1;

const server = await startBenchServer({ serveWeb: true });
const { deps, address } = server;
const lobby = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from locations where name = 'Harbor View Hotel lobby'`),
  );
  return row?.id ?? '';
});

const call = <T>(session: BenchSession, endpoint: Endpoint, body: unknown) =>
  callFor<T>(address, session, endpoint, body);

// A Dispatch kiosk in the hotel's lobby, idle after the longest time so no countdown comes between guests.
const admin = await signIn(address, DEMO_ACCOUNTS.harborView.admin);
await allowLoopbackKiosks(address, admin);
const kiosk = await call<{ id: string }>(admin, contract.kiosk.addOrEditKiosk, {
  name: 'Heap lobby',
  code: 'HEAP-1',
  url: 'heap-1',
  type: 'dispatch',
  status: 'active',
});
await call(admin, kioskSettings.update, {
  kioskId: kiosk.id,
  ...kioskSettings.spec.defaults,
  idleSeconds: 600,
  pickupLocationId: lobby,
});
const { code } = await call<{ code: string }>(admin, contract.kiosk.createPairingCode, { kioskId: kiosk.id });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ baseURL: address, viewport: { width: 1280, height: 800 } });
context.setDefaultTimeout(30_000);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto('/KioskIndex/heap');
await page.getByLabel('Pairing code').fill(code);
await page.getByRole('button', { name: 'Pair' }).click();
await page.getByRole('button', { name: 'Touch to start' }).waitFor();

/** One guest: a ride booked and Done (even guests), or a name typed and Start over (odd ones). */
async function guest(page: Page, n: number) {
  await page.getByRole('button', { name: 'Touch to start' }).click();
  await page.getByRole('button', { name: /JFK Terminal 4/ }).click();
  await page.getByLabel('Your name').fill(`Heap guest ${n}`);
  if (n % 2 === 1) {
    await page.getByRole('button', { name: 'Start over' }).click();
  } else {
    // The demo hotel's booking rules ask every channel for a room (ADR 70).
    await page.getByLabel('Room number (if staying with us)').fill('1204');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book my ride' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
  }
  await page.getByRole('button', { name: 'Touch to start' }).waitFor();
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
}

/**
 * The page's heap after a full collection: V8's used heap (`Runtime.getHeapUsage`), and from a heap snapshot
 * the part of it that is compiled code (which V8 adds as functions grow hot, whatever the guests left) and the
 * rest, the objects the page holds (ADR 128). The browser's own objects outside V8 are not counted.
 */
async function heapAfterCollection() {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const width = snapshot.meta.node_fields.length;
  const typeAt = snapshot.meta.node_fields.indexOf('type');
  const sizeAt = snapshot.meta.node_fields.indexOf('self_size');
  const [types] = snapshot.meta.node_types;
  let code = 0;
  let objects = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt] ?? 0];
    const size = nodes[i + sizeAt] ?? 0;
    if (type === 'code') code += size;
    else if (type !== 'native' && type !== 'synthetic') objects += size;
  }
  return { used: usedSize, code, objects };
}

type Heap = Awaited<ReturnType<typeof heapAfterCollection>>;
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
const percent = (now: number, then: number) => {
  const growth = ((now - then) / then) * 100;
  return `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`;
};
const describe = (heap: Heap, base: Heap) =>
  `used ${mb(heap.used)} MB (${percent(heap.used, base.used)}); objects ${mb(heap.objects)} MB (${percent(heap.objects, base.objects)}), compiled code ${mb(heap.code)} MB (${percent(heap.code, base.code)})`;

const started = performance.now();
for (let n = 0; n < WARMUP; n += 1) await guest(page, n);
const baseline = await heapAfterCollection();
const lines = [`  after ${WARMUP} warm-up guests (baseline): ${describe(baseline, baseline)}`];
let last = baseline;
for (let n = 1; n <= CYCLES; n += 1) {
  await guest(page, WARMUP + n);
  if (n % Math.max(1, Math.round(CYCLES / CHECKPOINTS)) === 0 || n === CYCLES) {
    last = await heapAfterCollection();
    lines.push(`  after ${n} guests: ${describe(last, baseline)}`);
  }
}
// The goal is on what the page holds: compiled code grows as V8 warms up and stops (ADR 128).
const growth = (last.objects - baseline.objects) / baseline.objects;
const usedGrowth = (last.used - baseline.used) / baseline.used;
const minutes = (performance.now() - started) / 60_000;

process.stdout.write(
  [
    '',
    `Curbside kiosk heap — ${server.database.kind}, Chromium ${browser.version()}, node ${process.version}`,
    `  ${CYCLES} guests after ${WARMUP} warm-up (half booked a ride, half started over) in ${minutes.toFixed(1)} min`,
    `  machine: load average ${loadavg()[0]?.toFixed(1)} at the end`,
    '',
    ...lines,
    '',
    `  objects held ${(growth * 100).toFixed(1)} % (goal ≤ ${GOAL * 100} %): ${growth <= GOAL ? 'met' : 'NOT met'}; used heap with compiled code ${(usedGrowth * 100).toFixed(1)} %`,
    '',
  ].join('\n'),
);
await browser.close();
await server.stop();
process.exitCode = growth <= GOAL ? 0 : 1;
