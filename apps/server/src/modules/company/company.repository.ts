import { schema, type Tx } from '@curbside/db';
import { eq } from 'drizzle-orm';

/**
 * A company's name and time zone, read inside the caller's transaction: what a guest's page or text needs
 * when no signed-in principal carries them (a guest key names no company).
 */
export async function companyNameAndZone(
  tx: Tx,
  companyId: string,
): Promise<{ name: string; timeZone: string }> {
  const [row] = await tx
    .select({ name: schema.companies.name, timeZone: schema.companies.timeZone })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return { name: row?.name ?? '', timeZone: row?.timeZone ?? 'UTC' };
}
