import { inScope } from '@curbside/db';
import { ACCESS_RULES, isMenuCode, MENU_CATALOGUE } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, Principal, RequestContext } from '../../context.ts';
import { companyCaller, scopeOf } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { rulesOfUser } from '../login/access.repository.ts';
import { menuFor, toMenuItem } from '../login/session-info.ts';
import { findRole } from '../users/users.repository.ts';
import * as repo from './menu.repository.ts';

/** The caller's own menu, or (for someone who manages users) every screen with one role's access. */
export async function menuList(deps: Deps, principal: Principal, roleId: string | undefined) {
  if (!roleId) return menuFor(principal).map((item) => ({ ...item, allowed: true }));
  // A role's screens belong to a company: only its own users may read them.
  const user = companyCaller(principal);
  if (!user.rules.has('users.manage')) throw forbidden();
  const codes = await inScope(deps.db, scopeOf(user), async (tx) => {
    if (!(await findRole(tx, user.companyId, roleId))) throw notFound('role');
    return new Set(await repo.menuCodesOfRole(tx, user.companyId, roleId));
  });
  return MENU_CATALOGUE.map((item) => ({ ...toMenuItem(item), allowed: codes.has(item.code) }));
}

/** Sets a role's screens. Nobody changes their own role's access, so nobody can raise their own privileges. */
export async function updateMenuAccess(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: { roleId: string; menuCodes: string[] },
) {
  const unknown = input.menuCodes.flatMap((code, index) =>
    isMenuCode(code) ? [] : [{ path: `body.menuCodes.${index}`, message: `Unknown screen: ${code}` }],
  );
  if (unknown.length > 0) throw badRequest('Some screens are not known.', unknown);
  if (input.roleId === user.roleId) {
    throw forbidden('You cannot change the access of your own role.', 'OWN_ROLE');
  }
  const menuCodes = [...new Set(input.menuCodes)].sort();
  await inScope(deps.db, scopeOf(user), async (tx) => {
    const role = await findRole(tx, user.companyId, input.roleId, true);
    if (!role) throw notFound('role');
    const before = await repo.menuCodesOfRole(tx, user.companyId, role.id);
    await repo.replaceMenuCodesOfRole(tx, user.companyId, role.id, menuCodes);
    await audit(tx, ctx, {
      companyId: user.companyId,
      action: 'role.menu_access_changed',
      entity: 'role',
      entityId: role.id,
      before: { menuCodes: before },
      after: { menuCodes },
    });
  });
  return { roleId: input.roleId, menuCodes };
}

/** A user's effective rules; anyone may read their own, someone who manages users may read anyone's. */
export async function userAccessRules(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  if (userId !== caller.userId && !caller.rules.has('users.manage')) throw forbidden();
  const { defaults, overrides } = await inScope(deps.db, scopeOf(caller), async (tx) => {
    const user = await repo.findUser(tx, caller.companyId, userId);
    if (!user) throw notFound('user');
    return rulesOfUser(tx, caller.companyId, user.roleId, user.id);
  });
  const fromRole = new Set<string>(defaults);
  const overridden = new Map(overrides.map((o) => [o.rule as string, o.allowed]));
  return {
    userId,
    rules: ACCESS_RULES.map((code) => {
      const own = overridden.get(code);
      return own === undefined
        ? { code, allowed: fromRole.has(code), source: 'role' as const }
        : { code, allowed: own, source: 'user' as const };
    }),
  };
}
