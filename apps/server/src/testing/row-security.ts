import type { Tx } from '@curbside/db';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../lib/rows.ts';

/** The rows a raw statement answers in the transaction: the catalogue reads and forged writes of the tenancy tests. */
export async function queryRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

/** Whether row-level security refused a statement: Drizzle wraps the database's error, the refusal is in its cause. */
export function refusedByRowSecurity(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && /violates row-level security policy/.test(cause.message);
}
