import type { Settings, SettingsInputOf, SettingsOf } from '@curbside/contract';
import { selectBuiltOnce, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';

/**
 * A company's settings table: `company_id` is its whole key, so a company has one row at most; or, for settings
 * kept per parent, `company_id` and the parent's column are (one row per parent at most).
 */
export type SettingsTable = PgTable & { companyId: PgColumn };

/**
 * Where a company's settings live: what the binder (bind-settings.ts) reads and writes through. `parentId` is
 * given for settings kept per parent, and only then.
 */
export interface SettingsStore<S extends Settings> {
  /** The company's (or the parent's) row; undefined while it has never saved. */
  find(tx: Tx, companyId: string, parentId?: string): Promise<SettingsOf<S> | undefined>;
  /** The company's (or the parent's) settings: its row, or the definition's defaults while it has none. */
  read(tx: Tx, companyId: string, parentId?: string): Promise<SettingsOf<S>>;
  /** Adds the row or replaces it, in one statement, and answers it. */
  upsert(tx: Tx, companyId: string, input: SettingsInputOf<S>, parentId?: string): Promise<SettingsOf<S>>;
  /** Settings kept per parent: whether the company has this parent (row-level security sees only its own). */
  parentExists?(tx: Tx, companyId: string, parentId: string): Promise<boolean>;
}

/** The parent of settings kept per parent: the settings table's column naming it, and the parents' table. */
export interface SettingsParentOptions {
  column: PgColumn;
  table: PgTable & { companyId: PgColumn; id: PgColumn };
}

export interface SettingsStoreOptions<S extends Settings, T extends SettingsTable> {
  /** The settings' definition: its defaults answer while the company (or the parent) has no row. */
  definition: S;
  table: T;
  /** The item's fields, named as the contract's item names them. */
  columns: SelectedFields;
  /** The row's values of an update, without the company. */
  values: (input: SettingsInputOf<S>) => Record<string, unknown>;
  /** Settings kept per parent: where the parent is named, and whose rows the parents are. */
  parent?: SettingsParentOptions;
}

/**
 * The store of settings kept in one table of their own. The update is `INSERT … ON CONFLICT (company_id) DO
 * UPDATE`: two first updates at once leave one row (the later one whole), never a duplicate-key error. Per
 * parent, the conflict is on the company and the parent's column.
 */
export function settingsStore<S extends Settings, T extends SettingsTable>(
  options: SettingsStoreOptions<S, T>,
): SettingsStore<S> {
  const { table, parent } = options;
  const ofCompany = eq(table.companyId, sql.placeholder('companyId'));
  // Read by every booking, guest message and settings screen: its text is written once (ADR 188).
  const rowOf = selectBuiltOnce((db) =>
    db
      .select(options.columns)
      .from(table as PgTable)
      .where(parent ? and(ofCompany, eq(parent.column, sql.placeholder('parentId'))) : ofCompany)
      .$dynamic(),
  );
  const find = async (tx: Tx, companyId: string, parentId?: string) => {
    const [row] = (await rowOf(tx, { companyId, parentId: parentId ?? '' })) as SettingsOf<S>[];
    return row;
  };
  const store: SettingsStore<S> = {
    find,
    read: async (tx, companyId, parentId) =>
      (await find(tx, companyId, parentId)) ?? (options.definition.spec.defaults as SettingsOf<S>),
    async upsert(tx, companyId, input, parentId) {
      const values = options.values(input);
      const stamped = 'updatedAt' in table ? { ...values, updatedAt: new Date() } : values;
      await tx
        .insert(table)
        .values({ ...values, ...keyOf(table, parent, parentId), companyId } as never)
        .onConflictDoUpdate({
          target: parent ? [table.companyId, parent.column] : table.companyId,
          set: stamped as never,
        });
      const row = await find(tx, companyId, parentId);
      if (!row) throw new Error('The upsert left no row.');
      return row;
    },
  };
  if (parent) {
    store.parentExists = async (tx, companyId, parentId) => {
      const found = await tx
        .select({ id: parent.table.id })
        .from(parent.table as PgTable)
        .where(and(eq(parent.table.companyId, companyId), eq(parent.table.id, parentId)));
      return found.length > 0;
    };
  }
  return store;
}

/**
 * The store of settings whose item is its table's own columns named as the definition's fields (those of its
 * defaults), each saved as it comes. A field that is no column of the table fails here, when the server starts.
 */
export function fieldsSettingsStore<S extends Settings, T extends SettingsTable>(
  definition: S,
  table: T,
): SettingsStore<S> {
  const fields = Object.keys(definition.spec.defaults as object);
  const columns = table as unknown as Record<string, PgColumn | undefined>;
  const missing = fields.filter((field) => !columns[field]);
  if (missing.length > 0) {
    throw new Error(`Settings fields without a column of their table: ${missing.join(', ')}.`);
  }
  return settingsStore<S, T>({
    definition,
    table,
    columns: Object.fromEntries(fields.map((field) => [field, columns[field]])) as SelectedFields,
    values: (input) =>
      Object.fromEntries(fields.map((field) => [field, (input as Record<string, unknown>)[field]])),
  });
}

/** The parent's value of a new row, under the property name the table gives the parent's column. */
function keyOf(
  table: SettingsTable,
  parent: SettingsParentOptions | undefined,
  parentId: string | undefined,
) {
  if (!parent) return {};
  const property = Object.entries(table).find(([, column]) => column === parent.column)?.[0];
  if (!property) throw new Error('The parent column is not a column of the settings table.');
  return { [property]: parentId };
}

/** A company's settings table of one row, stamped with the time it was last saved. */
type StampedSettingsTable = SettingsTable & { updatedAt: PgColumn };

/**
 * A company's one settings row read and saved whole, for the settings a service reads and writes itself (sealed
 * secrets, a view it builds) rather than through the binder. The save is one upsert on `company_id`, so two first
 * saves at once leave one whole row, never a duplicate-key error; it answers the row after.
 */
export function companyRowStore<T extends StampedSettingsTable>(table: T) {
  type Row = T['$inferSelect'];
  type Columns = Omit<T['$inferInsert'], 'companyId' | 'createdAt' | 'updatedAt'>;
  return {
    async find(tx: Tx, companyId: string): Promise<Row | undefined> {
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.companyId, companyId));
      return row as Row | undefined;
    },
    async save(tx: Tx, companyId: string, columns: Columns): Promise<Row> {
      const [row] = await tx
        .insert(table)
        .values({ ...columns, companyId } as never)
        .onConflictDoUpdate({ target: table.companyId, set: { ...columns, updatedAt: sql`now()` } as never })
        .returning();
      if (!row) throw new Error('The upsert left no row.');
      return row as Row;
    },
  };
}
