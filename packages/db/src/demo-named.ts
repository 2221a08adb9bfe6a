import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/**
 * Inserts demo rows that each have a unique name and answers their ids by name. An unknown name throws, so a
 * typo in the demo data fails the seed where it is written rather than as a foreign-key error further on.
 */
export async function insertNamed<T extends NamedTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<(name: string) => string> {
  const inserted = (await tx.insert(table).values(rows).returning({ id: table.id, name: table.name })) as {
    id: string;
    name: string;
  }[];
  const ids = new Map(inserted.map((row) => [row.name, row.id]));
  return (name) => {
    const found = ids.get(name);
    if (!found) throw new Error(`demo row ${name} missing`);
    return found;
  };
}
