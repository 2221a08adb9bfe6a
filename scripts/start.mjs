import { spawn } from 'node:child_process';
import { ensureServerBuild, serverEntry, serverEnvironment, serverNodeFlags } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm start`: builds the web app and compiles the server if needed, then runs the compiled server (embedded
 * database unless DATABASE_URL). Compiled JavaScript starts without a TypeScript loader in the process: less
 * memory, and what runs is what was built.
 */
ensureWebBuild();
await ensureServerBuild();
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  cwd: new URL('..', import.meta.url).pathname,
  env: serverEnvironment(process.env),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
