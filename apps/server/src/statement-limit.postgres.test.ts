import { type DatabaseHandle, MIGRATION_LOCK_KEY, openDatabase } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './lib/rows.ts';
import { fromDatabaseError } from './plugins/database-errors.ts';
import { createTestDatabase } from './testing/test-database.ts';

/** The pool's limit in these tests: far below any statement the test lets run on purpose. */
const LIMIT_MS = 200;

let database: DatabaseHandle;
let limited: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('a PostgreSQL test database has a URL');
  limited = await openDatabase({ url: database.url, poolSize: 2, statementTimeoutMs: LIMIT_MS });
});
afterAll(async () => {
  await limited?.close();
  await database?.close();
});

const shown = async (handle: DatabaseHandle, setting: string) => {
  const result = await handle.db.execute(sql.raw(`show ${setting}`));
  return rowsOf<Record<string, string>>(result)[0]?.[setting];
};

describe("the pool's statement limit (ADR 197)", () => {
  it('stops a runaway statement, answered as DATABASE_TIMEOUT with Retry-After, and leaves the pool usable', async () => {
    expect(await shown(limited, 'statement_timeout')).toBe(`${LIMIT_MS}ms`);
    expect(await shown(limited, 'idle_in_transaction_session_timeout')).toBe(`${LIMIT_MS * 2}ms`);
    const stopped = await limited.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (error: unknown) => error,
    );
    const answer = fromDatabaseError(stopped);
    expect([answer?.status, answer?.code]).toEqual([503, 'DATABASE_TIMEOUT']);
    expect(answer?.headers?.['retry-after']).toBeTruthy();
    expect(await shown(limited, 'statement_timeout')).toBe(`${LIMIT_MS}ms`);
  });

  it("migrates while another process's migration holds the lock for longer than the limit", async () => {
    let migrating: Promise<void> | undefined;
    // Another process's migration, as its lock: held by a transaction of the unlimited pool.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      migrating = limited.migrate();
      // Once the migration waits for the lock, it is kept waiting well past the limit.
      for (let waiting = false; !waiting; ) {
        const result = await tx.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        waiting = rowsOf<{ n: number }>(result)[0]?.n === 1;
        if (!waiting) await tx.execute(sql`select pg_sleep(0.02)`);
      }
      await tx.execute(sql`select pg_sleep(${(LIMIT_MS * 3) / 1000})`);
    });
    await expect(migrating).resolves.toBeUndefined();
    // The connection that migrated is back under the limit.
    for (let connection = 0; connection < 2; connection += 1) {
      expect(await shown(limited, 'statement_timeout')).toBe(`${LIMIT_MS}ms`);
    }
  });
});
