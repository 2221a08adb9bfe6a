import { fileUrl } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import type { Clock, CompanyCountry } from '@curbside/domain';
import { eq } from 'drizzle-orm';

const c = schema.companies;
const logos = schema.companyLogos;
const profileColumns = {
  id: c.id,
  name: c.name,
  timeZone: c.timeZone,
  currency: c.currency,
  country: c.country,
  clock: c.clock,
  logoSha256: logos.sha256,
};

/** The company's columns a signed-in principal carries (its formats through companyFormatsOf). */
export const principalCompanyColumns = {
  name: schema.companies.name,
  timeZone: schema.companies.timeZone,
  currency: schema.companies.currency,
  country: schema.companies.country,
  clock: schema.companies.clock,
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

/** The company's profile row with its logo, locked for the transaction when `lock`; undefined when there is none. */
export async function findProfile(tx: Tx, companyId: string, lock: boolean) {
  const query = tx
    .select(profileColumns)
    .from(c)
    .leftJoin(logos, eq(logos.companyId, c.id))
    .where(eq(c.id, companyId));
  const [row] = lock ? await query.for('update', { of: c }) : await query;
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Sets the company's time zone, country and clock. */
export async function updateProfile(
  tx: Tx,
  companyId: string,
  profile: { timeZone: string; country: CompanyCountry; clock: Clock | null },
): Promise<void> {
  await tx
    .update(c)
    .set({
      timeZone: profile.timeZone,
      country: profile.country,
      clock: profile.clock,
      updatedAt: new Date(),
    })
    .where(eq(c.id, companyId));
}

/** The company's working switches (`Company/GetCompanySettings`). */
export async function findSettings(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ dispatchRequiresVehicle: c.dispatchRequiresVehicle })
    .from(c)
    .where(eq(c.id, companyId));
  return row;
}

export async function updateSettings(
  tx: Tx,
  companyId: string,
  values: { dispatchRequiresVehicle: boolean },
) {
  await tx
    .update(c)
    .set({ dispatchRequiresVehicle: values.dispatchRequiresVehicle, updatedAt: new Date() })
    .where(eq(c.id, companyId));
}

/** Points the company's logo at a stored file, adding its row the first time. */
export async function setLogo(tx: Tx, companyId: string, sha256: string): Promise<void> {
  await tx
    .insert(logos)
    .values({ companyId, sha256 })
    .onConflictDoUpdate({ target: logos.companyId, set: { sha256, updatedAt: new Date() } });
}

export async function removeLogo(tx: Tx, companyId: string): Promise<void> {
  await tx.delete(logos).where(eq(logos.companyId, companyId));
}

export const logoUrlOf = (sha256: string | null) => (sha256 ? fileUrl(sha256) : null);
