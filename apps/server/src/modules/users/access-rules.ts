import { ACCESS_RULES, type AccessRuleCode, isAccessRuleCode } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { roleDefaultRules, userRuleOverrides } from '../login/access.repository.ts';
import * as accessRules from './access-rules.repository.ts';
import * as repo from './users.repository.ts';

function ruleStates(defaults: Iterable<string>, overrides: { rule: string; allowed: boolean }[]) {
  const fromRole = new Set(defaults);
  const own = new Map(overrides.map((o) => [o.rule, o.allowed]));
  return ACCESS_RULES.map((code) => {
    const allowed = own.get(code);
    return allowed === undefined
      ? { code, allowed: fromRole.has(code), source: 'role' as const }
      : { code, allowed, source: 'user' as const };
  });
}

function checkRuleCodes(codes: string[], path: string): AccessRuleCode[] {
  const errors = codes.flatMap((code, index) =>
    isAccessRuleCode(code) ? [] : [{ path: `${path}.${index}`, message: `Unknown access rule: ${code}` }],
  );
  if (errors.length > 0) throw badRequest('Some access rules are not known.', errors);
  return [...new Set(codes)].filter(isAccessRuleCode).sort();
}

export async function updateUserAccess(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { userId: string; rules: { code: string; allowed: boolean | null }[] },
) {
  if (input.userId === caller.userId) {
    throw forbidden('You cannot change your own access rules.', 'OWN_ACCESS');
  }
  return inCompany(deps, caller, async (tx) => {
    // Locked: overrides set at once are written one after the other, each replacing the one before it.
    const user = await repo.userRow(tx, caller.companyId, input.userId, true);
    if (!user) throw notFound('user');
    checkRuleCodes(
      input.rules.map((rule) => rule.code),
      'body.rules',
    );
    const defaults = await roleDefaultRules(tx, caller.companyId, user.roleId);
    const before = await userRuleOverrides(tx, caller.companyId, user.id);
    for (const rule of input.rules) {
      await accessRules.setOverride(tx, caller.companyId, user.id, rule.code, rule.allowed);
    }
    const after = await userRuleOverrides(tx, caller.companyId, user.id);
    await recordChange(tx, ctx, caller, {
      action: 'user.access_changed',
      entity: 'user',
      entityId: user.id,
      before: { overrides: before },
      after: { overrides: after },
    });
    return { userId: user.id, rules: ruleStates(defaults, after) };
  });
}

export async function allUsersAccess(
  deps: Deps,
  caller: CompanyUserPrincipal,
  status: 'active' | 'inactive' | undefined,
) {
  return inCompany(deps, caller, async (tx) => {
    const users = await repo.listUsers(tx, caller.companyId, { status });
    const defaults = await accessRules.allDefaultRules(tx, caller.companyId);
    const overrides = await accessRules.allOverrides(tx, caller.companyId);
    return users.map((user) => ({
      userId: user.id,
      name: user.name,
      email: user.email,
      roleName: user.roleName,
      status: user.status,
      rules: ruleStates(
        defaults.filter((d) => d.roleId === user.roleId).map((d) => d.code),
        overrides.filter((o) => o.userId === user.id),
      ),
    }));
  });
}

/** How a command changes a role's default rules: from the rules it has and the (known) rules the command names. */
export type DefaultRulesChange = (current: AccessRuleCode[], named: AccessRuleCode[]) => AccessRuleCode[];

/** ADD adds the named rules to the role's; EDIT makes them the role's rules. */
export const settingRules =
  (commandType: 'ADD' | 'EDIT'): DefaultRulesChange =>
  (current, named) =>
    commandType === 'ADD' ? [...current, ...named] : named;

/** RULES removes the named rules (one at least) from the role's; ALL removes them all. */
export const removingRules =
  (commandType: 'RULES' | 'ALL'): DefaultRulesChange =>
  (current, named) => {
    if (commandType === 'RULES' && named.length === 0) {
      throw badRequest('Name the rules to remove.', [{ path: 'body.ruleCodes', message: 'Required' }]);
    }
    return commandType === 'ALL' ? [] : current.filter((code) => !named.includes(code));
  };

/** Changes a role's default rules; nobody changes their own role's, so nobody raises their own privileges. */
export async function changeDefaultRules(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { roleId: string; ruleCodes: string[] },
  change: DefaultRulesChange,
) {
  if (input.roleId === caller.roleId) {
    throw forbidden('You cannot change the access rules of your own role.', 'OWN_ROLE');
  }
  return inCompany(deps, caller, async (tx) => {
    const role = await repo.findRole(tx, caller.companyId, input.roleId, true);
    if (!role) throw notFound('role');
    // Input is checked once the role is known, so another company's role is a 404 whatever the input.
    const named = checkRuleCodes(input.ruleCodes, 'body.ruleCodes');
    const before = (await roleDefaultRules(tx, caller.companyId, role.id)).sort();
    const after = [...new Set(change(before, named))].sort();
    await accessRules.replaceRoleDefaults(tx, caller.companyId, role.id, after);
    await recordChange(tx, ctx, caller, {
      action: 'role.default_access_changed',
      entity: 'role',
      entityId: role.id,
      before: { ruleCodes: before },
      after: { ruleCodes: after },
    });
    return { roleId: role.id, ruleCodes: after as string[] };
  });
}

export async function defaultRules(deps: Deps, caller: CompanyUserPrincipal) {
  return inCompany(deps, caller, async (tx) => {
    const all = await repo.listRoles(tx, caller.companyId);
    const rows = await accessRules.allDefaultRules(tx, caller.companyId);
    return {
      rules: [...ACCESS_RULES] as string[],
      roles: all.map((role) => ({
        roleId: role.id,
        code: role.code,
        name: role.name,
        ruleCodes: rows
          .filter((row) => row.roleId === role.id)
          .map((row) => row.code)
          .sort(),
      })),
    };
  });
}
