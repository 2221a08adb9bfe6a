import { schema, type Tx } from '@curbside/db';
import { and, eq } from 'drizzle-orm';

const dar = schema.defaultAccessRules;
const uar = schema.userAccessRules;

/** Every role's default rule codes in the company. */
export function allDefaultRules(tx: Tx, companyId: string) {
  return tx.select({ roleId: dar.roleId, code: dar.ruleCode }).from(dar).where(eq(dar.companyId, companyId));
}

/** Every user's overrides of their role's rules in the company. */
export function allOverrides(tx: Tx, companyId: string) {
  return tx
    .select({ userId: uar.userId, rule: uar.ruleCode, allowed: uar.allowed })
    .from(uar)
    .where(eq(uar.companyId, companyId));
}

/** Sets a user's override of one rule: allowed, refused, or (null) back to the role's default. */
export async function setOverride(
  tx: Tx,
  companyId: string,
  userId: string,
  ruleCode: string,
  allowed: boolean | null,
) {
  await tx
    .delete(uar)
    .where(and(eq(uar.companyId, companyId), eq(uar.userId, userId), eq(uar.ruleCode, ruleCode)));
  if (allowed !== null) await tx.insert(uar).values({ companyId, userId, ruleCode, allowed });
}

/** Replaces a role's default rule codes with `ruleCodes`. */
export async function replaceRoleDefaults(
  tx: Tx,
  companyId: string,
  roleId: string,
  ruleCodes: readonly string[],
) {
  await tx.delete(dar).where(and(eq(dar.companyId, companyId), eq(dar.roleId, roleId)));
  if (ruleCodes.length > 0) {
    await tx.insert(dar).values(ruleCodes.map((ruleCode) => ({ companyId, roleId, ruleCode })));
  }
}
