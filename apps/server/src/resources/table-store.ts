import type { Collection, ItemOf, ListQuery, SaveInputOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { and, asc, desc, eq, getTableColumns, ilike, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { notFound } from '../errors.ts';
import { type OwnedTable, ownedBy, ownerValues } from './owner.ts';
import { likePattern, pageOfRows } from './paging.ts';

/** A company's table: `company_id` leads its key and every row has its own `id` (ADR 5). */
export type CompanyTable = PgTable & { companyId: PgColumn; id: PgColumn };

/** The condition that picks the company's row `id` of a company's table (or placeholders for them, ADR 188). */
export const ownRow = (table: CompanyTable, companyId: string | Placeholder, id: string | Placeholder) =>
  and(eq(table.companyId, companyId), eq(table.id, id));

/** Marks a step of a history (a party's, a wait-list entry's) as taken back by an undo. */
export async function markStepUndone(
  tx: Tx,
  history: CompanyTable & { undone: PgColumn },
  companyId: string,
  stepId: string,
): Promise<void> {
  await tx
    .update(history)
    .set({ undone: true } as never)
    .where(ownRow(history, companyId, stepId));
}

/**
 * The company's row `id` of `table` (its `columns`, else the whole row), or undefined. `lock` holds the row
 * until the transaction ends (`FOR UPDATE`), so two changes of it take turns.
 */
export async function companyRow<T extends CompanyTable, F extends SelectedFields = T['_']['columns']>(
  tx: Tx,
  table: T,
  companyId: string,
  id: string,
  options: { columns?: F; lock?: boolean } = {},
): Promise<SelectResultFields<F> | undefined> {
  const query = tx
    .select(options.columns ?? getTableColumns(table))
    .from(table as PgTable)
    .where(ownRow(table, companyId, id))
    .$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  return row as SelectResultFields<F> | undefined;
}

/** Inserts one row of `table` and answers its id. */
export async function insertedId<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'],
) {
  const [row] = (await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id })) as { id: string }[];
  if (!row) throw new Error('The insert answered no row.');
  return row.id;
}

/** Refuses with a 404 naming `what` unless the company has the row `id` in `table`. */
export async function expectCompanyRow(
  tx: Tx,
  table: CompanyTable,
  companyId: string,
  id: string,
  what: string,
) {
  const found = await companyRow(tx, table, companyId, id, { columns: { id: table.id } });
  if (!found) throw notFound(what);
}

/** Where a collection's rows live: what the binder (bind-collection.ts) reads and writes through. */
export interface CollectionStore<C extends Collection> {
  list(tx: Tx, companyId: string, query: ListQuery<C>): Promise<{ rows: ItemOf<C>[]; total: number }>;
  find(tx: Tx, companyId: string, id: string): Promise<ItemOf<C> | undefined>;
  /** Adds a row and answers its id. */
  insert(tx: Tx, companyId: string, input: SaveInputOf<C>): Promise<string>;
  /** Changes a row; false when it does not exist. */
  update(tx: Tx, companyId: string, id: string, input: SaveInputOf<C>): Promise<boolean>;
  /** Deletes a row; false when it does not exist. A row still referenced is refused by its foreign keys. */
  remove(tx: Tx, companyId: string, id: string): Promise<boolean>;
  /** Switches a row on or off (for a definition with an activate call); false when it does not exist. */
  activate?(tx: Tx, companyId: string, id: string, active: boolean): Promise<boolean>;
  /**
   * Moves a row to `position` in the company's order (past the end: last), renumbering the others 0, 1, 2...
   * in one transaction; where it was and where it landed, or undefined when it does not exist.
   */
  reorder?(
    tx: Tx,
    companyId: string,
    id: string,
    position: number,
  ): Promise<{ from: number; to: number } | undefined>;
}

export interface TableStoreOptions<C extends Collection, T extends OwnedTable> {
  table: T;
  /** The item's fields, joined columns included, named as the contract's item names them. */
  columns: SelectedFields;
  /** The joins those fields need (a zone charge names its zones). */
  joins?: (query: PgSelect) => PgSelect;
  /** The columns the search text is looked for in (case-insensitively, anywhere in the text). */
  search: readonly (PgColumn | SQL)[];
  /** The column of each sort key of the definition's list, or its columns in order (the current one first). */
  sort: Record<C['spec']['list']['sort'][number], PgColumn | SQL | readonly (PgColumn | SQL)[]>;
  /** Conditions of the list's own filters. */
  filter?: (query: ListQuery<C>) => (SQL | undefined)[];
  /** The row's values of a saved input, without company and id. */
  values: (input: SaveInputOf<C>) => Record<string, unknown>;
  /** The row's values that make it active or not (`{ status: 'inactive' }`), for an activate call. */
  active?: (active: boolean) => Record<string, unknown>;
  /** The integer column that orders the rows, for a reorder call (`sortOrder`). */
  position?: PgColumn;
}

/**
 * A table's columns of these names, each under its own name: the selected fields of an item (or of its part)
 * that is the table's row as it stands.
 */
export function ownColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): { [P in K]: T['_']['columns'][P] } {
  const columns = table as unknown as Record<K, T['_']['columns'][K]>;
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as { [P in K]: T['_']['columns'][P] };
}

/** A store's `values` that writes these fields of the saved input as they come. */
export const inputFields =
  <K extends string>(...names: K[]) =>
  <I extends Record<K, unknown>>(input: I): Pick<I, K> =>
    Object.fromEntries(names.map((name) => [name, input[name]])) as Pick<I, K>;

/**
 * A store's `columns` and `values` where the item is the table's row as it stands and a save writes the same
 * fields: `tableRoutes(zones, z, { ...rowFields(z, 'name', 'description', 'active'), search, sort })`.
 */
export function rowFields<
  T extends PgTable & { _: { columns: { id: PgColumn } } },
  K extends keyof T['_']['columns'] & string,
>(table: T, ...names: K[]) {
  return { columns: ownColumns<T, K | 'id'>(table, 'id', ...names), values: inputFields(...names) };
}

/**
 * The store of a collection kept in one table of its own (joins for names of what it refers to allowed): a
 * company's table, or a platform table (`owner` is then `PLATFORM_ROWS`, owner.ts).
 */
export function tableStore<C extends Collection, T extends OwnedTable>(
  options: TableStoreOptions<C, T>,
): CollectionStore<C> {
  const { table } = options;
  const ownRow = (_: T, owner: string, id: string) => and(ownedBy(table, owner), eq(table.id, id));
  const select = (tx: Tx) => {
    const query = tx
      .select(options.columns)
      .from(table as PgTable)
      .$dynamic();
    return options.joins ? options.joins(query) : query;
  };
  const listWhere = (companyId: string, query: ListQuery<C>) => {
    const pattern = query.search ? likePattern(query.search) : null;
    return and(
      ownedBy(table, companyId),
      pattern ? or(...options.search.map((column) => ilike(column, pattern))) : undefined,
      ...(options.filter?.(query) ?? []),
    );
  };

  const set = async (tx: Tx, companyId: string, id: string, values: Record<string, unknown>) => {
    const changed = await tx
      .update(table)
      .set({ ...values, ...('updatedAt' in table ? { updatedAt: new Date() } : {}) } as never)
      .where(ownRow(table, companyId, id))
      .returning({ id: table.id });
    return changed.length > 0;
  };
  const { active, position } = options;

  return {
    async list(tx, companyId, query) {
      const where = listWhere(companyId, query);
      const sorted = options.sort[query.sort as C['spec']['list']['sort'][number]];
      const order = (Array.isArray(sorted) ? sorted : [sorted]).map((column: PgColumn | SQL) =>
        query.direction === 'desc' ? desc(column) : asc(column),
      );
      return pageOfRows<ItemOf<C>>(
        tx,
        { table, columns: options.columns, joins: options.joins, where, orderBy: [...order, asc(table.id)] },
        query,
      );
    },
    async find(tx, companyId, id) {
      const [row] = (await select(tx).where(ownRow(table, companyId, id))) as ItemOf<C>[];
      return row;
    },
    insert: (tx, companyId, input) =>
      insertedId(tx, table, { ...options.values(input), ...ownerValues(table, companyId) } as never),
    update: (tx, companyId, id, input) => set(tx, companyId, id, options.values(input)),
    async remove(tx, companyId, id) {
      const gone = await tx
        .delete(table)
        .where(ownRow(table, companyId, id))
        .returning({ id: table.id });
      return gone.length > 0;
    },
    ...(active ? { activate: (tx, companyId, id, on) => set(tx, companyId, id, active(on)) } : {}),
    ...(position
      ? { reorder: (tx, companyId, id, to) => moveRow(tx, table, position, companyId, id, to) }
      : {}),
  };
}

/**
 * Moves one row of the owner's rows (a company's, or a platform table's) within their order (`position`),
 * renumbering every row 0, 1, 2... Every row of the owner is locked first, in id order, so two moves at once
 * take turns (never a deadlock); the order is read once the locks are held, so the second starts from the
 * first one's result.
 */
async function moveRow(
  tx: Tx,
  table: OwnedTable,
  position: PgColumn,
  owner: string,
  id: string,
  to: number,
): Promise<{ from: number; to: number } | undefined> {
  const mine = ownedBy(table, owner);
  await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(mine)
    .orderBy(asc(table.id))
    .for('update');
  const rows = await tx
    .select({ id: table.id, at: position })
    .from(table as PgTable)
    .where(mine)
    .orderBy(asc(position), asc(table.id));
  const ordered = rows.map((row) => row.id as string);
  const from = ordered.indexOf(id);
  if (from < 0) return undefined;
  const order = ordered.filter((other) => other !== id);
  const landed = Math.min(to, order.length);
  order.splice(landed, 0, id);
  const key = Object.entries(getTableColumns(table)).find(([, column]) => column === position)?.[0];
  if (!key) throw new Error('The position column is not a column of the table.');
  for (const [index, rowId] of order.entries()) {
    if (rows[index]?.id === rowId && rows[index]?.at === index) continue;
    await tx
      .update(table)
      .set({ [key]: index } as never)
      .where(and(mine, eq(table.id, rowId)));
  }
  return { from, to: landed };
}
