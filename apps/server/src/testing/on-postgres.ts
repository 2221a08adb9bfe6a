import { describe, it } from 'vitest';
import { testDatabaseKind } from './test-database.ts';

/**
 * Tests that need PostgreSQL itself (several processes on one database, a server that goes away and comes back):
 * defined on the PostgreSQL project only, so the PGlite project neither runs them nor counts them as skipped
 * (ADR 133: the summary's skipped count stays 0).
 */
const onPostgres = () => testDatabaseKind() === 'postgres';

export const describeOnPostgres = (name: string, suite: () => void): void => {
  if (onPostgres()) describe(name, suite);
};

export const itOnPostgres = (name: string, test: () => Promise<void>, timeoutMs?: number): void => {
  if (onPostgres()) it(name, test, timeoutMs);
};
