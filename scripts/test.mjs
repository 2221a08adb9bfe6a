import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm test`: every test — unit, server integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web,
 * and the browser journeys against the built app. The run ends with the line `tests: N passed, N failed,
 * N skipped`.
 *
 * Without arguments the browser journeys run in a Vitest process of their own, after the rest (ADR 209): each
 * keeps both cores busy (Chromium's pages, the server and Vitest), so run beside the rest they only slowed it,
 * and the two together took longer than one after the other. Each run's output is shown as it comes, then one
 * line sums the two. With arguments (a path, a `--project`) it is one Vitest run.
 */
const root = new URL('..', import.meta.url).pathname;
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/m;
/** A run's list of failed tests, as `scripts/summary-reporter.ts` writes it: its heading, then indented lines. */
const FAILURES = /^failed tests:\n((?: {2}.*\n)+)/m;

/**
 * Runs `npx vitest run ...args`, its output shown as it comes and kept. Resolves its exit status and its whole
 * output.
 */
function vitest(args) {
  // Its own process group, so that stopping the run stops its workers, browser and server with it.
  const child = spawn('npx', ['vitest', 'run', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const chunks = [];
  const keep = (target) => (chunk) => {
    chunks.push(chunk);
    target.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  const done = new Promise((resolve) => {
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() }));
  });
  return { child, done };
}

ensureChromium();
ensureWebBuild();
const args = process.argv.slice(2);
const plans =
  args.length > 0
    ? [args]
    : [
        ['--project', '!e2e'],
        ['--project', 'e2e'],
      ];

/** The Vitest process running now, if any. */
let current;
// Stopping the run (Ctrl-C, CI's timeout) stops the Vitest process with its workers, browser and server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current && current.child.exitCode === null && current.child.pid)
      process.kill(-current.child.pid, signal);
    process.exit(1);
  });
}

const results = [];
for (const plan of plans) {
  current = vitest(plan);
  results.push(await current.done);
}
if (results.length === 1) process.exit(results[0].status);

const totals = [0, 0, 0];
for (const { status, output } of results) {
  const found = SUMMARY.exec(output);
  // A run that ended without its summary (it crashed, or failed before running), or failed with none of its tests
  // failing (a file that could not load, an error outside the tests), counts as one failure.
  const counts = found ? found.slice(1).map(Number) : [0, 1, 0];
  if (status !== 0 && counts[1] === 0) counts[1] = 1;
  counts.forEach((count, index) => {
    totals[index] += count;
  });
}
// Every run's failed tests again, together, so that the log's tail names them all.
const failures = results.map(({ output }) => FAILURES.exec(output)?.[1] ?? '').join('');
if (failures) process.stdout.write(`\nfailed tests:\n${failures}`);
const failed = results.some((run) => run.status !== 0);
process.stdout.write(`\ntests: ${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped\n`);
process.exit(failed ? 1 : 0);
