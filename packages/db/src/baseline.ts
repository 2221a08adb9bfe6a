/**
 * Migrations 0000–0018 were squashed into `0000_baseline` (ADR 50). Drizzle applies a migration when its
 * journal time is later than the last one the database ran, so the baseline carries 0018's time: a database
 * that ran every earlier migration skips it, a new one runs it. A database that stopped before 0018 would
 * run it over tables it already has; it is refused with a message instead of failing half-way.
 */
export const BASELINE_WHEN = 1_795_717_087_208;

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
    'This database stopped before migration 0018_company_clock_and_country, which this version cannot ' +
      'continue from: start the previous release (commit 2eac193) on it once to migrate it, then this one.',
  );
}
