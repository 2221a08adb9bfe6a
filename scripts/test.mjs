import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm test`: every test in one vitest run — unit, server integration (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), web, and the browser journeys against the built app. The run ends with the line
 * `tests: N passed, N failed, N skipped`.
 */
ensureChromium();
ensureWebBuild();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
