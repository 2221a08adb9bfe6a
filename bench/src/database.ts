import { type DatabaseHandle, openDatabase, openScratchDatabase } from '@curbside/db';

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
  return openScratchDatabase(url, 'curbside_bench');
}
