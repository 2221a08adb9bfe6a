/**
 * Migrations 0000–0012 were squashed into `0000_baseline` (ADR 164, as ADR 50 squashed an earlier chain).
 * Drizzle applies a migration when its journal time is later than the last one the database ran, so the
 * baseline carries 0012's time: a database that ran every earlier migration skips it, a new one runs it. A
 * database that stopped before 0012 would run it over tables it already has; it is refused with a message
 * instead of failing half-way.
 */
export const BASELINE_WHEN = 1_796_027_733_335;

/** A connection of either kind: PGlite's client and node-postgres's answer `{ rows }`. */
interface Queryable {
  query(statement: string): Promise<{ rows: unknown[] }>;
}

async function readOne(client: Queryable, statement: string): Promise<unknown> {
  const [row] = (await client.query(statement)).rows as Record<string, unknown>[];
  return row ? Object.values(row)[0] : undefined;
}

export async function refuseDatabaseBeforeBaseline(client: Queryable): Promise<void> {
  const journal = await readOne(client, `select to_regclass('drizzle.__drizzle_migrations')::text`);
  if (journal == null) return;
  const last = await readOne(client, 'select max(created_at)::text from drizzle.__drizzle_migrations');
  if (last == null || Number(last) >= BASELINE_WHEN) return;
  throw new Error(
    'This database stopped before migration 0012_search-newest-sql, which this version cannot continue ' +
      'from: start the previous release (commit 09ccafb0) on it once to migrate it, then this one.',
  );
}
