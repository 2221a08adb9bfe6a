import { schema, type Tx } from '@curbside/db';
import { desc, eq } from 'drizzle-orm';
import { countWhere, type PageRange, pageRows } from '../../resources/paging.ts';
import { companyRowStore } from '../../resources/settings-store.ts';

const x = schema.sftpExports;
const r = schema.sftpExportRuns;
export type ExportRow = typeof x.$inferSelect;
const exportRows = companyRowStore(x);

/** The company's export settings, or undefined before the first save. */
export const exportRow = exportRows.find;
/** The whole settings row in one upsert (two first saves at once leave one whole row). */
export const saveExportRow = exportRows.save;

/** A page of the company's export tries, the newest first, and how many there are. */
export async function runsPage(tx: Tx, companyId: string, page: PageRange) {
  const where = eq(r.companyId, companyId);
  const rows = await pageRows(
    tx.select().from(r).where(where).orderBy(desc(r.startedAt), desc(r.attempt)),
    page,
  );
  return { rows, total: await countWhere(tx, r, where) };
}
