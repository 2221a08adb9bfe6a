import type { Collection } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CollectionStore, type CompanyTable, companyRow } from '../../resources/table-store.ts';
import { releaseFile } from '../files/files.repository.ts';

/**
 * A collection store whose rows show a file of the company's store (an icon's picture, an advertisement's
 * image): when a save points a row at another file, or a delete removes the row, the file it showed leaves the
 * store unless something else still points at it (its foreign keys decide, `releaseFile`).
 */
export function releasingImages<C extends Collection>(
  store: CollectionStore<C>,
  table: CompanyTable,
  image: PgColumn,
): CollectionStore<C> {
  const imageOf = async (tx: Tx, companyId: string, id: string) =>
    (await companyRow(tx, table, companyId, id, { columns: { sha256: image } }))?.sha256 as
      | string
      | undefined;
  const release = async (tx: Tx, companyId: string, before: string | undefined, id: string | null) => {
    if (!before) return;
    const after = id ? await imageOf(tx, companyId, id) : undefined;
    if (after !== before) await releaseFile(tx, companyId, before);
  };
  return {
    ...store,
    async update(tx, companyId, id, input) {
      const before = await imageOf(tx, companyId, id);
      const changed = await store.update(tx, companyId, id, input);
      if (changed) await release(tx, companyId, before, id);
      return changed;
    },
    async remove(tx, companyId, id) {
      const before = await imageOf(tx, companyId, id);
      const removed = await store.remove(tx, companyId, id);
      if (removed) await release(tx, companyId, before, null);
      return removed;
    },
  };
}
