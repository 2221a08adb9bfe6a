import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@curbside/db';
import pg from 'pg';
import { inject } from 'vitest';

/** Which database the server tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of its own for one test file. On PostgreSQL it is a new database on the
 * TEST_DATABASE_URL server, dropped again by `close`.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    // global-setup.ts migrated one database and dumped it, so each file starts in half a second.
    const dumpPath = inject('pgliteDump');
    const dump = dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
    const handle = await openDatabase({ loadDataDir: dump });
    if (!dump) await handle.migrate();
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `curbside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(base, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
