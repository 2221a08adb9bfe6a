import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase, openScratchDatabase } from '@curbside/db';
import { inject } from 'vitest';

/** Which database the server tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** The dumps this worker has read, by path: read once, copied by each database opened from them. */
const dumps = new Map<string, Promise<Uint8Array>>();
const dumpAt = (path: string) => {
  const read = dumps.get(path) ?? readFile(path);
  dumps.set(path, read);
  return read;
};

/**
 * A fresh, migrated database of its own for one test file. On PostgreSQL it is a new database on the
 * TEST_DATABASE_URL server, copied from the run's migrated template and dropped again by `close`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    // global-setup.ts migrated one database and dumped it, so each file starts in half a second; a worker reads
    // the dump once for all its files (they share its modules, vitest.config.ts).
    const dumpPath = inject('pgliteDump');
    const dump = dumpPath ? await dumpAt(dumpPath) : undefined;
    const handle = await openDatabase({ loadDataDir: dump });
    if (!dump) await handle.migrate();
    return handle;
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  // A test database need not survive a crash: commits that do not wait for the disk make a file's hundreds of
  // small transactions several times quicker, and change nothing a test can observe.
  const base = new URL(process.env.TEST_DATABASE_URL);
  base.searchParams.set('options', '-c synchronous_commit=off');
  const template = inject('postgresTemplate');
  const handle = await openScratchDatabase(base.toString(), 'curbside_test', 5, template || undefined);
  if (!template) await handle.migrate();
  return handle;
}
