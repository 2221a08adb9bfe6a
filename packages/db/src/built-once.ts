import { is, type Query, SQL, sql } from 'drizzle-orm';
import {
  PgColumn,
  type PgSelect,
  type PgTable,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client.ts';
import { HELD_MARK } from './round-trips.ts';

/** What a built-once statement is given to build on: the database or transaction of its first run. */
type Builder = Database | Tx;

/**
 * A select whose SQL text Drizzle writes once, the first time it runs, rather than on every run (ADR 188): `build`
 * makes it with `sql.placeholder(name)` wherever a value of the run goes, and each run binds `values` to those
 * names. Drizzle walks every column, join and condition of a statement each time it writes one; for the drawer's
 * party row (sixty columns, four joins) that was 0.3 ms a request, the largest single cost of the server's CPU
 * under `bench:load`. The rows are typed and mapped as the select itself answers them.
 *
 * `build` must use nothing of a run but its placeholders: whatever else it reads is written into the text once,
 * for good. Its selection is flat (a column or an `sql` expression under each key), as Drizzle orders a flat
 * selection's fields; a nested one is refused when first built.
 */
export function selectBuiltOnce<TSelect extends PgSelect, TValues extends Record<string, unknown>>(
  build: (db: Builder) => TSelect,
): (tx: Builder, values: TValues) => Promise<Awaited<TSelect>> {
  let built: { query: Query; fields: SelectedFieldsOrdered } | undefined;
  return (tx, values) => {
    if (!built) {
      const select = build(tx);
      const { sql: text, params } = select.toSQL();
      built = { query: { sql: text, params }, fields: flatFields(select._.selectedFields) };
    }
    return run<Awaited<TSelect>>(tx, built.query, built.fields, values);
  };
}

/**
 * Runs a statement built once with `values` in `tx`, a turn after it was asked, as Drizzle runs a statement when it
 * is awaited: statements asked in one turn (`Promise.all`) reach the connection in the order they were asked,
 * which is the order they go in one round trip (round-trips.ts). With `fields`, its rows are mapped to them.
 */
async function run<T>(
  tx: Builder,
  query: Query,
  fields: SelectedFieldsOrdered | undefined,
  values: Record<string, unknown>,
): Promise<T> {
  await Promise.resolve();
  const statement = tx._.session.prepareQuery<PreparedQueryConfig & { execute: T }>(
    query,
    fields,
    undefined,
    fields !== undefined,
  );
  return statement.execute(values);
}

/** A flat selection's fields in order, each answered under its own key (what Drizzle's select maps rows by). */
function flatFields(selection: Record<string, unknown>): SelectedFieldsOrdered {
  return Object.entries(selection).map(([key, field]) => {
    if (!is(field, PgColumn) && !is(field, SQL) && !is(field, SQL.Aliased)) {
      throw new Error(
        `A built-once select takes a flat selection: "${key}" is not a column or an SQL expression.`,
      );
    }
    return { path: [key], field };
  });
}

/**
 * An insert of one row whose answer nobody reads (a history step, an audit row, a queued message, an event): held
 * and sent with the transaction's next statement or its commit on PostgreSQL, instead of in a round trip of its own
 * (ADR 185; PGlite runs it at once), its text written once (ADR 188). Every insert gives a value to each of
 * `columns` (null where it has none); the table's other columns take their defaults.
 */
export function heldInsert<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
): (tx: Builder, values: { [P in K]-?: Exclude<T['$inferInsert'][P], undefined> }) => Promise<void> {
  let built: Query | undefined;
  return (tx, values) => {
    if (!built) {
      const placeholders = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
      const { sql: text, params } = tx
        .insert(table)
        .values(placeholders as T['$inferInsert'])
        .toSQL();
      built = { sql: `${HELD_MARK}${text}`, params };
    }
    return run<void>(tx, built, undefined, values);
  };
}
