import { getTableColumns, is, SQL } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/**
 * The field each unique key and foreign key names, by constraint name: its last column that is not the
 * company. PostgreSQL leaves the key's values out of its error where row-level security applies, so the
 * constraint's name is what tells the server which field a duplicate or a missing reference is.
 */
const PG_NAME_MAX = 63;

function build(): Map<string, string> {
  const fields = new Map<string, string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
    const fieldOf = (columns: readonly (AnyPgColumn | SQL)[]) => {
      const named = columns
        .flatMap((part) => (is(part, SQL) ? part.queryChunks.filter((chunk) => is(chunk, PgColumn)) : [part]))
        .map((column) => (column as PgColumn).name)
        .filter((name) => name !== 'company_id');
      const last = named.at(-1);
      return last ? keyOf.get(last) : undefined;
    };
    const config = getTableConfig(table);
    const keys: [string | undefined, string | undefined][] = [
      ...config.uniqueConstraints.map(
        (key) => [key.getName(), fieldOf(key.columns)] as [string, string | undefined],
      ),
      ...config.indexes
        .filter((index) => index.config.unique)
        .map(
          (index) =>
            [index.config.name, fieldOf(index.config.columns as (AnyPgColumn | SQL)[])] as [
              string | undefined,
              string | undefined,
            ],
        ),
      ...config.foreignKeys.map(
        (key) => [key.getName(), fieldOf(key.reference().columns)] as [string, string | undefined],
      ),
      ...config.columns
        .filter((column) => column.isUnique)
        .map(
          (column) => [column.uniqueName, keyOf.get(column.name)] as [string | undefined, string | undefined],
        ),
    ];
    for (const [name, field] of keys) {
      if (!name || !field) continue;
      fields.set(name, field);
      // PostgreSQL cuts a longer name to its 63 bytes (NAMEDATALEN - 1): its errors name the cut one.
      if (name.length > PG_NAME_MAX) fields.set(name.slice(0, PG_NAME_MAX), field);
    }
  }
  return fields;
}

let cache: Map<string, string> | null = null;

/** The field a constraint names (`zones_company_name_key` → `name`), if the schema declares it. */
export function constraintField(constraint: string): string | undefined {
  cache ??= build();
  return cache.get(constraint);
}
