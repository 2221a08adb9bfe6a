import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { DEMO_PASSWORD } from './harness.ts';

/** The platform key every server process a test starts shares (sessions started on one work on another). */
export const PROCESS_APP_SECRET = 'two-process-test-secret-0123456789abcdef';
const SERVER_DIR = join(import.meta.dirname, '../..');

/** The server as production runs it: `src/main.ts` in a process of its own, on a port of its own. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process printed so far (standard output and error), for a failure's message. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `main.ts` on `DATABASE_URL` when `databaseUrl` is given, else on an embedded database in `dataDir`
 * (which it migrates and seeds as `npm start` does). `env`: more settings (`WORKERS`, limits).
 */
export async function startServerProcess(
  where: { databaseUrl: string } | { dataDir: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...('databaseUrl' in where ? { DATABASE_URL: where.databaseUrl } : { DATA_DIR: where.dataDir }),
      APP_SECRET: PROCESS_APP_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the process answers `/api/ready` with 200; fails with its output if it exits or takes too long. */
export async function waitReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}
