import { spawn } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm test`: every test — unit, server integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web,
 * and the browser journeys against the built app — in one `vitest run` (extra arguments, a path or a `--project`,
 * go to it). The run ends with the line `tests: N passed, N failed, N skipped` (scripts/summary-reporter.ts).
 *
 * The journeys run after the rest (ADR 209): their project's files go one at a time, which Vitest runs only once
 * every other file has ended, so the rest keeps both cores and then the journeys do.
 */
const root = new URL('..', import.meta.url).pathname;

ensureChromium();
ensureWebBuild();
// Its own process group, so that stopping the run stops its workers, browser and server with it.
const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
// Stopping the run (Ctrl-C, CI's timeout) stops the Vitest process with its workers, browser and server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, signal);
    process.exit(1);
  });
}
child.on('close', (status) => process.exit(status ?? 1));
