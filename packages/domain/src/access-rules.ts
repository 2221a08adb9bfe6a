import type { SeededRoleCode } from './roles.ts';

/**
 * Named capabilities. Default access rules give each role its defaults; per-user access rules override them.
 * The server enforces them on every call; the browser only hides what a user cannot do.
 */
export const ACCESS_RULES = [
  'party.cancel',
  'party.refund',
  'party.delete',
  'party.undo',
  'parking.confirm',
  'reports.view',
  'users.manage',
  'settings.manage',
] as const;
export type AccessRuleCode = (typeof ACCESS_RULES)[number];

export function isAccessRuleCode(code: string): code is AccessRuleCode {
  return (ACCESS_RULES as readonly string[]).includes(code);
}

/**
 * The rule that lets a user see the company's money: takings, revenue, cash-out figures (ADR 24). Without it an
 * answer carries no company-wide money field at all. A driver still sees what to collect on their own rides.
 */
export const COMPANY_MONEY_RULE: AccessRuleCode = 'reports.view';

/** Whether a user with these effective rules may see the company's money figures. */
export const seesCompanyMoney = (rules: ReadonlySet<AccessRuleCode>): boolean =>
  rules.has(COMPANY_MONEY_RULE);

/** What each seeded role may do before an administrator changes anything. */
export const DEFAULT_RULES_BY_ROLE: Record<SeededRoleCode, readonly AccessRuleCode[]> = {
  ADMIN: ACCESS_RULES,
  DISPATCHER: ['party.cancel', 'party.undo', 'parking.confirm', 'reports.view'],
  DRIVER: [],
  VALET: ['parking.confirm'],
  FRONTDESK: ['party.cancel', 'parking.confirm'],
};

/**
 * The effective rules of one user: the role's defaults, then the user's own overrides
 * (an override may grant or withdraw a rule).
 */
export function effectiveRules(
  roleDefaults: Iterable<AccessRuleCode>,
  userOverrides: Iterable<{ rule: AccessRuleCode; allowed: boolean }>,
): Set<AccessRuleCode> {
  const rules = new Set(roleDefaults);
  for (const override of userOverrides) {
    if (override.allowed) rules.add(override.rule);
    else rules.delete(override.rule);
  }
  return rules;
}
