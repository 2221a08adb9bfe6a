import { spawn } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

/** `npm start`: builds the web app if needed, then runs the server (embedded database unless DATABASE_URL). */
ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
