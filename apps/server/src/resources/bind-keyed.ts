import type { Endpoint, Keyed, KeyedInputOf, KeyedItemOf, KeyedKeyOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Deps } from '../context.ts';
import type { BoundRoute, Handler } from '../plugins/contract.ts';
import { inCompany, recordChange } from './company-change.ts';
import type { ResourceInput } from './owner.ts';

/** Where rows keyed by a natural key live: what the binder reads and writes through. */
export interface KeyedStore<D extends Keyed> {
  /** The company's own rows (keys without one show the default). */
  rows(tx: Tx, companyId: string): Promise<Record<string, unknown>[]>;
  /** The company's row of one key, or undefined. */
  row(tx: Tx, companyId: string, key: KeyedKeyOf<D>): Promise<Record<string, unknown> | undefined>;
  /** Writes one key's value of the writer's company in one statement (an upsert on the key) and answers its row. */
  upsert(tx: Tx, writer: KeyedWriter, input: KeyedInputOf<D>): Promise<Record<string, unknown>>;
  /** A key's item: its row, or the default where the company has none. */
  item(key: KeyedKeyOf<D>, row: Record<string, unknown> | undefined): KeyedItemOf<D>;
}

/**
 * Who writes a keyed row: the company it is of, and the company user who wrote it (null for the super-admin, who
 * is no user of the company and is named by the audit row instead).
 */
export interface KeyedWriter {
  companyId: string;
  userId: string | null;
}

/** The key's parts of a row or an input, as one string (`party.dispatched/en`). */
const keyText = (names: readonly string[], value: Record<string, unknown>) =>
  names.map((name) => String(value[name])).join('/');

/**
 * Binds a keyed definition's two entries in the caller's company: the list answers every key of the catalogue
 * narrowed by the parts asked for, each the company's row or the default; the save upserts one key, with the
 * audit row of the item before and after. The mount refuses another company named in the input and announces
 * the tags inside the transaction (ADR 95).
 */
export function bindKeyed<D extends Keyed>(deps: Deps, definition: D, store: KeyedStore<D>): BoundRoute[] {
  const { noun } = definition.spec;
  const names = Object.keys(definition.spec.key);
  const keyOf = (value: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, value[name]])) as KeyedKeyOf<D>;

  const list = async ({ query, body, caller: user }: ResourceInput<D['list'], D['spec']['read']>) => {
    const asked = ((definition.list.method === 'GET' ? query : body) ?? {}) as Record<string, unknown>;
    const own = await inCompany(deps, user, (tx) => store.rows(tx, user.companyId));
    const byKey = new Map(own.map((row) => [keyText(names, row), row]));
    const wanted = definition.catalogue.filter((key) =>
      names.every(
        (name) => asked[name] === undefined || asked[name] === (key as Record<string, unknown>)[name],
      ),
    );
    return { items: wanted.map((key) => store.item(key, byKey.get(keyText(names, key)))) };
  };

  const save = async ({ body, caller: user, ctx }: ResourceInput<D['save'], D['spec']['write']>) => {
    const input = body as KeyedInputOf<D>;
    const key = keyOf(input as Record<string, unknown>);
    return inCompany(deps, user, async (tx) => {
      const before = store.item(key, await store.row(tx, user.companyId, key));
      const after = store.item(key, await store.upsert(tx, user, input));
      await recordChange(tx, ctx, user, {
        action: `${noun}.updated`,
        entity: noun,
        entityId: null,
        before,
        after,
      });
      return after;
    });
  };

  return [
    { endpoint: definition.list as Endpoint, handler: list as unknown as Handler<Endpoint> },
    { endpoint: definition.save as Endpoint, handler: save as unknown as Handler<Endpoint> },
  ];
}

/** A company's table of keyed rows: `company_id` and the key's columns make its unique key. */
export type KeyedTable = PgTable & { companyId: PgColumn };

export interface KeyedTableStoreOptions<D extends Keyed> {
  table: KeyedTable;
  /** The column of each part of the key. */
  key: { [P in keyof D['spec']['key']]: PgColumn };
  /** The row's other columns the item is made from. */
  columns: Record<string, PgColumn>;
  /** The row's values of a save, without company and key (who wrote it, where the table keeps that). */
  values: (input: KeyedInputOf<D>, writer: KeyedWriter) => Record<string, unknown>;
  item: KeyedStore<D>['item'];
}

/**
 * The store of keyed rows kept in one table: the save is `INSERT … ON CONFLICT (company, key…) DO UPDATE`, so
 * two saves of one key at once leave one whole value (the later one), never a duplicate-key error.
 */
export function keyedTableStore<D extends Keyed>(options: KeyedTableStoreOptions<D>): KeyedStore<D> {
  const { table } = options;
  const keyColumns = Object.entries(options.key) as [string, PgColumn][];
  const fields: Record<string, PgColumn> = { ...Object.fromEntries(keyColumns), ...options.columns };
  const select = (tx: Tx) =>
    tx
      .select(fields)
      .from(table as PgTable)
      .$dynamic();
  return {
    rows: (tx, companyId) => select(tx).where(eq(table.companyId, companyId)),
    async row(tx, companyId, key) {
      const parts = keyColumns.map(([name, column]) => eq(column, (key as Record<string, unknown>)[name]));
      const [found] = await select(tx).where(and(eq(table.companyId, companyId), ...parts));
      return found;
    },
    async upsert(tx, writer, input) {
      const values = options.values(input, writer);
      const key = Object.fromEntries(
        keyColumns.map(([name]) => [name, (input as Record<string, unknown>)[name]]),
      );
      const stamped = 'updatedAt' in table ? { ...values, updatedAt: sql`now()` } : values;
      const [row] = await tx
        .insert(table)
        .values({ ...values, ...key, companyId: writer.companyId } as never)
        .onConflictDoUpdate({
          target: [table.companyId, ...keyColumns.map(([, column]) => column)],
          set: stamped as never,
        })
        .returning(fields);
      if (!row) throw new Error('The upsert answered no row.');
      return row as Record<string, unknown>;
    },
    item: options.item,
  };
}
