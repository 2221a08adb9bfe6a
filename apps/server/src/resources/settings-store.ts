import type { Settings, SettingsInputOf, SettingsOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';

/** A company's settings table: `company_id` is its whole key, so a company has one row at most. */
export type SettingsTable = PgTable & { companyId: PgColumn };

/** Where a company's settings live: what the binder (bind-settings.ts) reads and writes through. */
export interface SettingsStore<S extends Settings> {
  /** The company's row; undefined while it has never saved. */
  find(tx: Tx, companyId: string): Promise<SettingsOf<S> | undefined>;
  /** Adds the company's row or replaces it, in one statement, and answers it. */
  upsert(tx: Tx, companyId: string, input: SettingsInputOf<S>): Promise<SettingsOf<S>>;
}

export interface SettingsStoreOptions<S extends Settings, T extends SettingsTable> {
  table: T;
  /** The item's fields, named as the contract's item names them. */
  columns: SelectedFields;
  /** The row's values of an update, without the company. */
  values: (input: SettingsInputOf<S>) => Record<string, unknown>;
}

/**
 * The store of settings kept in one table of their own. The update is `INSERT … ON CONFLICT (company_id) DO
 * UPDATE`: two first updates at once leave one row (the later one whole), never a duplicate-key error.
 */
export function settingsStore<S extends Settings, T extends SettingsTable>(
  options: SettingsStoreOptions<S, T>,
): SettingsStore<S> {
  const { table } = options;
  const find = async (tx: Tx, companyId: string) => {
    const [row] = (await tx
      .select(options.columns)
      .from(table as PgTable)
      .where(eq(table.companyId, companyId))) as SettingsOf<S>[];
    return row;
  };
  return {
    find,
    async upsert(tx, companyId, input) {
      const values = options.values(input);
      const stamped = 'updatedAt' in table ? { ...values, updatedAt: new Date() } : values;
      await tx
        .insert(table)
        .values({ ...values, companyId } as never)
        .onConflictDoUpdate({ target: table.companyId, set: stamped as never });
      const row = await find(tx, companyId);
      if (!row) throw new Error('The upsert left no row.');
      return row;
    },
  };
}
