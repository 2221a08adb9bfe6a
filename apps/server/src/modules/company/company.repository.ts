import { schema, type Tx } from '@curbside/db';
import type { Clock, CompanyCountry } from '@curbside/domain';
import { eq } from 'drizzle-orm';

const c = schema.companies;
const profileColumns = {
  id: c.id,
  name: c.name,
  timeZone: c.timeZone,
  currency: c.currency,
  country: c.country,
  clock: c.clock,
};

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

/** The company's profile row, locked for the transaction when `lock`; undefined when there is none. */
export async function findProfile(tx: Tx, companyId: string, lock: boolean) {
  const query = tx.select(profileColumns).from(c).where(eq(c.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets the company's country and clock, answering its profile row after. */
export async function updateFormats(
  tx: Tx,
  companyId: string,
  formats: { country: CompanyCountry; clock: Clock | null },
) {
  const [after] = await tx
    .update(c)
    .set({ country: formats.country, clock: formats.clock, updatedAt: new Date() })
    .where(eq(c.id, companyId))
    .returning(profileColumns);
  return after;
}
