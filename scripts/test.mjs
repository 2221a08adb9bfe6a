import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm test`: every test — unit, server integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web,
 * and the browser journeys against the built app. The run ends with the line `tests: N passed, N failed,
 * N skipped`.
 *
 * Without arguments the browser journeys run in a Vitest process of their own, beside the rest (ADR 149): in one
 * process Vitest runs the journeys (a project whose files go one at a time) only after every other file, and a
 * journey keeps about half a core busy, so for the last nine minutes of the run the second core idled. The rest's
 * output is shown as it comes, the journeys' after it, then one line sums the two. With arguments (a path, a
 * `--project`) it is one Vitest run, as before.
 */
const root = new URL('..', import.meta.url).pathname;
const SUMMARY = /^tests: (\d+) passed, (\d+) failed, (\d+) skipped$/m;
/** A run's list of failed tests, as `scripts/summary-reporter.ts` writes it: its heading, then indented lines. */
const FAILURES = /^failed tests:\n((?: {2}.*\n)+)/m;

/**
 * Runs `npx vitest run ...args`. `show`: its output goes to this process's as it comes; else it is kept for
 * later. Resolves its exit status and its whole output.
 */
function vitest(args, show) {
  // Its own process group, so that stopping the run stops its workers, browser and server with it.
  const child = spawn('npx', ['vitest', 'run', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const chunks = [];
  const keep = (target) => (chunk) => {
    chunks.push(chunk);
    if (show) target.write(chunk);
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
const runs =
  args.length > 0
    ? [vitest(args, true)]
    : [vitest(['--project', '!e2e'], true), vitest(['--project', 'e2e'], false)];

// Stopping the run (Ctrl-C, CI's timeout) stops every Vitest process with its workers, browser and server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of runs) if (child.exitCode === null && child.pid) process.kill(-child.pid, signal);
    process.exit(1);
  });
}

const [first, ...others] = await Promise.all(runs.map((run) => run.done));
if (others.length === 0) process.exit(first.status);

const totals = [0, 0, 0];
for (const { status, output } of [first, ...others]) {
  const found = SUMMARY.exec(output);
  // A run that ended without its summary (it crashed, or failed before running), or failed with none of its tests
  // failing (a file that could not load, an error outside the tests), counts as one failure.
  const counts = found ? found.slice(1).map(Number) : [0, 1, 0];
  if (status !== 0 && counts[1] === 0) counts[1] = 1;
  counts.forEach((count, index) => {
    totals[index] += count;
  });
}
for (const { output } of others) {
  process.stdout.write(
    `\nThe browser journeys (run beside the rest, in a Vitest process of their own):\n${output}`,
  );
}
// Every run's failed tests again, together, so that the log's tail names them all.
const failures = [first, ...others].map(({ output }) => FAILURES.exec(output)?.[1] ?? '').join('');
if (failures) process.stdout.write(`\nfailed tests:\n${failures}`);
const failed = [first, ...others].some((run) => run.status !== 0);
process.stdout.write(`\ntests: ${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped\n`);
process.exit(failed ? 1 : 0);
