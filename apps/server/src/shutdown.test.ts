import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@curbside/db';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectEveryQueuedRequestAnswered } from './testing/listen-queue.ts';
import { type ServerProcess, startServerProcess, waitReady } from './testing/server-process.ts';
import { createTestDatabase, testDatabaseKind } from './testing/test-database.ts';

describe('SIGTERM', () => {
  let server: ServerProcess;
  let database: DatabaseHandle | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') {
      database = await createTestDatabase();
      server = await startServerProcess({ databaseUrl: database.url ?? '' });
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'curbside-shutdown-'));
      server = await startServerProcess({ dataDir });
    }
    await waitReady(server, 90_000);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request waiting in the listen queue, refuses readiness first, and exits 0', async () => {
    await expectEveryQueuedRequestAnswered(server);
  });
});
