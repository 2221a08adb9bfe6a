import { schema, type Tx } from '@curbside/db';
import { type AccessRuleCode, effectiveRules, isAccessRuleCode } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';

export async function roleDefaultRules(tx: Tx, companyId: string, roleId: string): Promise<AccessRuleCode[]> {
  const rows = await tx
    .select({ code: schema.defaultAccessRules.ruleCode })
    .from(schema.defaultAccessRules)
    .where(
      and(eq(schema.defaultAccessRules.companyId, companyId), eq(schema.defaultAccessRules.roleId, roleId)),
    );
  return rows.map((row) => row.code).filter(isAccessRuleCode);
}

export async function userRuleOverrides(tx: Tx, companyId: string, userId: string) {
  const rows = await tx
    .select({ rule: schema.userAccessRules.ruleCode, allowed: schema.userAccessRules.allowed })
    .from(schema.userAccessRules)
    .where(and(eq(schema.userAccessRules.companyId, companyId), eq(schema.userAccessRules.userId, userId)));
  return rows.flatMap((row) =>
    isAccessRuleCode(row.rule) ? [{ rule: row.rule, allowed: row.allowed }] : [],
  );
}

/** A user's effective rules: the role's defaults with the user's own overrides. */
export async function rulesOfUser(tx: Tx, companyId: string, roleId: string, userId: string) {
  const [defaults, overrides] = await Promise.all([
    roleDefaultRules(tx, companyId, roleId),
    userRuleOverrides(tx, companyId, userId),
  ]);
  return { defaults, overrides, effective: effectiveRules(defaults, overrides) };
}
