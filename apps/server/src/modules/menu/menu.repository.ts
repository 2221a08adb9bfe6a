import { schema, type Tx } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { companyRow, ownColumns } from '../../resources/table-store.ts';

/** A user of the company and their role, or undefined. */
export const findUser = (tx: Tx, companyId: string, userId: string) =>
  companyRow(tx, schema.users, companyId, userId, { columns: ownColumns(schema.users, 'id', 'roleId') });

export async function menuCodesOfRole(tx: Tx, companyId: string, roleId: string): Promise<string[]> {
  const rows = await tx
    .select({ code: schema.roleMenuAccess.menuCode })
    .from(schema.roleMenuAccess)
    .where(and(eq(schema.roleMenuAccess.companyId, companyId), eq(schema.roleMenuAccess.roleId, roleId)));
  return rows.map((row) => row.code).sort();
}

export async function replaceMenuCodesOfRole(tx: Tx, companyId: string, roleId: string, codes: string[]) {
  await tx
    .delete(schema.roleMenuAccess)
    .where(and(eq(schema.roleMenuAccess.companyId, companyId), eq(schema.roleMenuAccess.roleId, roleId)));
  if (codes.length > 0) {
    await tx.insert(schema.roleMenuAccess).values(codes.map((menuCode) => ({ companyId, roleId, menuCode })));
  }
}
