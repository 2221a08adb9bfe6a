import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webIndex = join(root, 'apps/web/dist/index.html');

/** The newest modification time under `path` (leaving out node_modules and dist folders). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Whether `output` was built after every change under `sources` (paths from the root; those that exist). */
export function builtSince(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const present = sources.map((path) => join(root, path)).filter(existsSync);
  return builtAt > Math.max(...present.map(newest));
}

/** Builds the web app when it has never been built or its sources (or the shared packages) changed since. */
export function ensureWebBuild() {
  if (builtSince(webIndex, ['apps/web', 'packages/contract/src', 'packages/domain/src', 'CHANGELOG.md']))
    return;
  process.stdout.write('Building the web app...\n');
  // A test runner sets NODE_ENV=test, which would make Vite bundle React's development build: build for production.
  const result = spawnSync('npm', ['run', 'build', '-w', '@curbside/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app did not build.');
}
