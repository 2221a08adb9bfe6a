import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@curbside/db';

/** The PostgreSQL server a bench uses, if any: `DATABASE_URL`, else `TEST_DATABASE_URL`; PGlite when neither. */
export const benchDatabaseUrl = (): string | undefined =>
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * An embedded database (PGlite, in memory), or a scratch database created on the PostgreSQL server and
 * dropped on close.
 */
export async function openBenchDatabase(): Promise<DatabaseHandle> {
  const url = benchDatabaseUrl();
  if (!url) return openDatabase({});
  const { default: pg } = await import('pg');
  const name = `curbside_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
