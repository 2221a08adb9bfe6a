/**
 * Access rules stay hand-written (on the shared company-change helper) rather than a collection definition:
 * they are not rows added and deleted one by one but a matrix, each role's default set of rule codes and each
 * user's overrides of it, replaced or changed a set at a time (`AddOrUpdateAccessRues?commandType=ADD|EDIT`,
 * `DeleteDefaultAccess?commandType=RULES|ALL`), and nobody changes their own role's or their own rules.
 */
import { schema } from '@curbside/db';
import { ACCESS_RULES, type AccessRuleCode, isAccessRuleCode } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { roleDefaultRules, userRuleOverrides } from '../login/access.repository.ts';
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
    const user = await repo.userRow(tx, caller.companyId, input.userId);
    if (!user) throw notFound('user');
    checkRuleCodes(
      input.rules.map((rule) => rule.code),
      'body.rules',
    );
    const defaults = await roleDefaultRules(tx, caller.companyId, user.roleId);
    const before = await userRuleOverrides(tx, caller.companyId, user.id);
    const uar = schema.userAccessRules;
    for (const rule of input.rules) {
      await tx
        .delete(uar)
        .where(
          and(eq(uar.companyId, caller.companyId), eq(uar.userId, user.id), eq(uar.ruleCode, rule.code)),
        );
      if (rule.allowed !== null) {
        await tx.insert(uar).values({
          companyId: caller.companyId,
          userId: user.id,
          ruleCode: rule.code,
          allowed: rule.allowed,
        });
      }
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
    const dar = schema.defaultAccessRules;
    const uar = schema.userAccessRules;
    const defaults = await tx
      .select({ roleId: dar.roleId, code: dar.ruleCode })
      .from(dar)
      .where(eq(dar.companyId, caller.companyId));
    const overrides = await tx
      .select({ userId: uar.userId, rule: uar.ruleCode, allowed: uar.allowed })
      .from(uar)
      .where(eq(uar.companyId, caller.companyId));
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

/** Changes a role's default rules; nobody changes their own role's, so nobody raises their own privileges. */
async function changeDefaultRules(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  roleId: string,
  change: (current: AccessRuleCode[]) => AccessRuleCode[],
) {
  if (roleId === caller.roleId) {
    throw forbidden('You cannot change the access rules of your own role.', 'OWN_ROLE');
  }
  return inCompany(deps, caller, async (tx) => {
    const role = await repo.findRole(tx, caller.companyId, roleId);
    if (!role) throw notFound('role');
    // Input is checked once the role is known, so another company's role is a 404 whatever the input.
    const before = (await roleDefaultRules(tx, caller.companyId, role.id)).sort();
    const after = [...new Set(change(before))].sort();
    const dar = schema.defaultAccessRules;
    await tx.delete(dar).where(and(eq(dar.companyId, caller.companyId), eq(dar.roleId, role.id)));
    if (after.length > 0) {
      await tx
        .insert(dar)
        .values(after.map((ruleCode) => ({ companyId: caller.companyId, roleId: role.id, ruleCode })));
    }
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

export async function setDefaultRules(
  deps: Deps,
  ctx: RequestContext,
  principal: CompanyUserPrincipal,
  commandType: 'ADD' | 'EDIT',
  input: { roleId: string; ruleCodes: string[] },
) {
  return changeDefaultRules(deps, ctx, principal, input.roleId, (current) => {
    const codes = checkRuleCodes(input.ruleCodes, 'body.ruleCodes');
    return commandType === 'ADD' ? [...current, ...codes] : codes;
  });
}

export async function deleteDefaultRules(
  deps: Deps,
  ctx: RequestContext,
  principal: CompanyUserPrincipal,
  commandType: 'RULES' | 'ALL',
  input: { roleId: string; ruleCodes: string[] },
) {
  return changeDefaultRules(deps, ctx, principal, input.roleId, (current) => {
    const codes = checkRuleCodes(input.ruleCodes, 'body.ruleCodes');
    if (commandType === 'RULES' && codes.length === 0) {
      throw badRequest('Name the rules to remove.', [{ path: 'body.ruleCodes', message: 'Required' }]);
    }
    return commandType === 'ALL' ? [] : current.filter((code) => !codes.includes(code));
  });
}

export async function defaultRules(deps: Deps, caller: CompanyUserPrincipal) {
  return inCompany(deps, caller, async (tx) => {
    const all = await repo.listRoles(tx, caller.companyId);
    const dar = schema.defaultAccessRules;
    const rows = await tx
      .select({ roleId: dar.roleId, code: dar.ruleCode })
      .from(dar)
      .where(eq(dar.companyId, caller.companyId));
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
