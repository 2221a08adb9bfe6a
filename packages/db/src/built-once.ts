import { is, type Query, SQL } from 'drizzle-orm';
import {
  PgColumn,
  type PgSelect,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client.ts';

/** What a built-once select is given to build on: the database or transaction of its first run. */
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
    return tx._.session
      .prepareQuery<PreparedQueryConfig & { execute: Awaited<TSelect> }>(
        built.query,
        built.fields,
        undefined,
        true,
      )
      .execute(values);
  };
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
