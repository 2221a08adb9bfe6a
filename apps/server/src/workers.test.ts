import { readFileSync } from 'node:fs';
import http from 'node:http';
import { contract } from '@curbside/contract';
import type { DatabaseHandle } from '@curbside/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryQueuedRequestAnswered } from './testing/listen-queue.ts';
import { describeOnPostgres } from './testing/on-postgres.ts';
import { type ServerProcess, startServerProcess, waitReady } from './testing/server-process.ts';
import { createTestDatabase } from './testing/test-database.ts';

/** The processes a primary started: the children the kernel lists for it. */
function childrenOf(pid: number): number[] {
  const listed = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return listed ? listed.split(/\s+/).map(Number) : [];
}

/** A wrong sign-in on a connection of its own: the primary hands each new connection to the next worker. */
function wrongSignIn(base: string): Promise<number> {
  const body = JSON.stringify({ userName: 'nobody@nowhere.example', password: 'guess' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/${contract.login.validateAuthentication.path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited 30 s for ${what}`);
}

describe('WORKERS at start', () => {
  it('is refused on the embedded database, naming DATABASE_URL: it belongs to one process', async () => {
    const server = await startServerProcess({ dataDir: '/nonexistent/curbside-workers' }, { WORKERS: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS above 1 needs DATABASE_URL');
  });

  it('stops with exit 1 when its processes cannot start, rather than starting them again and again', async () => {
    // Nothing listens on port 1: each worker gives up on the database while starting.
    const server = await startServerProcess(
      { databaseUrl: 'postgres://curbside@127.0.0.1:1/curbside' },
      { WORKERS: '2' },
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('a server process failed to start; stopping');
  });
});

describeOnPostgres('two server processes on one port (ADR 163)', () => {
  let server: ServerProcess;
  let database: DatabaseHandle;
  const primary = () => server.child.pid ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess(
      { databaseUrl: database.url ?? '' },
      { WORKERS: '2', SIGN_IN_RATE_LIMIT: '3' },
    );
    await waitReady(server, 90_000);
    await until(() => childrenOf(primary()).length === 2, 'two workers');
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
  });

  it('counts a client in one rate-limit window whichever process its connections reach', async () => {
    // Alone, each process would see two of the four attempts and refuse none (the limit is 3).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await wrongSignIn(server.base));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('starts another process when one dies, and keeps answering', async () => {
    const [victim] = childrenOf(primary());
    process.kill(victim ?? 0, 'SIGKILL');
    await until(() => {
      const now = childrenOf(primary());
      return now.length === 2 && !now.includes(victim ?? 0);
    }, 'a new worker');
    await waitReady(server, 60_000);
  });

  it('on SIGTERM answers every request in the listen queue, stops every process and exits 0', async () => {
    const workers = childrenOf(primary());
    await expectEveryQueuedRequestAnswered(server, 'may be served');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
