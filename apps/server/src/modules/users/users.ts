import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, conflict, duplicate, forbidden, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { storedPhoneOrNull } from '../company/company-formats.ts';
import { linkBase } from '../login/login.service.ts';
import { endSessionsOf } from '../login/sessions.ts';
import { tellLimitsReached } from '../notices/limits.ts';
import { requireRoomFor } from '../packages/packages.service.ts';
import { queueInvitation } from './invitations.ts';
import * as repo from './users.repository.ts';

/** One's own data, or anyone's of the company with users.manage. */
export function ownOrManager(caller: CompanyUserPrincipal, userId: string | undefined): string {
  const target = userId ?? caller.userId;
  if (target !== caller.userId && !caller.rules.has('users.manage')) throw forbidden();
  return target;
}

async function summaryOrNotFound(tx: Tx, companyId: string, userId: string) {
  const user = await repo.findSummary(tx, companyId, userId);
  if (!user) throw notFound('user');
  return user;
}

export async function listUsers(
  deps: Deps,
  caller: CompanyUserPrincipal,
  filter: repo.UserFilter & { page: number; pageSize: number },
) {
  const result = await inCompany(deps, caller, async (tx) => {
    if (filter.roleId && !(await repo.findRole(tx, caller.companyId, filter.roleId))) throw notFound('role');
    return repo.pageOfUsers(tx, caller.companyId, filter);
  });
  return { ...result, page: filter.page, pageSize: filter.pageSize };
}

export async function usersByStatus(deps: Deps, caller: CompanyUserPrincipal, status: 'active' | 'inactive') {
  return inCompany(deps, caller, (tx) => repo.listUsers(tx, caller.companyId, { status }));
}

export async function getUser(deps: Deps, caller: CompanyUserPrincipal, userId: string | undefined) {
  const target = ownOrManager(caller, userId);
  return inCompany(deps, caller, (tx) => summaryOrNotFound(tx, caller.companyId, target));
}

export async function updateProfile(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { name: string; phone?: string | null | undefined; language?: 'en' | 'ar' | null | undefined },
) {
  return inCompany(deps, caller, async (tx) => {
    const before = await summaryOrNotFound(tx, caller.companyId, caller.userId);
    const values = {
      name: input.name,
      ...(input.phone !== undefined
        ? { phone: storedPhoneOrNull(input.phone, caller.companyCountry, 'body.phone') }
        : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    };
    await repo.setUsers(tx, caller.companyId, [caller.userId], values);
    const after = await summaryOrNotFound(tx, caller.companyId, caller.userId);
    await recordChange(tx, ctx, caller, {
      action: 'user.profile_updated',
      entity: 'user',
      entityId: caller.userId,
      before: { name: before.name, phone: before.phone, language: before.language },
      after: { name: after.name, phone: after.phone, language: after.language },
    });
    return after;
  });
}

export interface UserInput {
  id?: string | undefined;
  name: string;
  email: string;
  phone?: string | null | undefined;
  roleId: string;
  status: 'active' | 'inactive';
  canBeDriver: boolean;
  language?: 'en' | 'ar' | null | undefined;
}

export async function saveUser(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  commandType: 'ADD' | 'EDIT',
  input: UserInput,
  siteUrl: string,
  hostUrl: string | undefined,
) {
  try {
    return await inCompany(deps, caller, async (tx) => {
      if (input.id) await repo.lockUsersAndAdmins(tx, caller.companyId, [input.id]);
      const before = input.id ? await repo.findSummary(tx, caller.companyId, input.id) : undefined;
      if (input.id && !before) throw notFound('user');
      const role = await repo.findRole(tx, caller.companyId, input.roleId, true);
      if (!role) throw notFound('role');
      if (commandType === 'EDIT' && !before) {
        throw badRequest('Name the user to edit.', [{ path: 'body.id', message: 'Required to edit' }]);
      }
      if (commandType === 'ADD' && before) {
        throw badRequest('A new user has no id.', [{ path: 'body.id', message: 'Must be absent to add' }]);
      }
      if (role.status !== 'active' && before?.roleId !== role.id) {
        throw conflict('This role is not active.', 'ROLE_INACTIVE');
      }
      if (await repo.emailTaken(tx, input.email, before?.id)) {
        throw duplicate('email');
      }
      // One more active user counts against the package's limit of staff users (ADR 63).
      if (input.status === 'active' && before?.status !== 'active')
        await requireRoomFor(tx, caller.companyId, 'staffUsers');
      const values = {
        name: input.name,
        email: input.email,
        roleId: role.id,
        canBeDriver: input.canBeDriver,
        ...(input.phone !== undefined
          ? { phone: storedPhoneOrNull(input.phone, caller.companyCountry, 'body.phone') }
          : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
      };
      if (before) {
        if (before.id === caller.userId && (before.roleId !== role.id || before.status !== input.status)) {
          throw forbidden('You cannot change your own role or status.', 'OWN_ROLE');
        }
        const losesAdmin =
          before.roleCode === 'ADMIN' &&
          before.status === 'active' &&
          (role.code !== 'ADMIN' || input.status !== 'active');
        if (losesAdmin && (await repo.otherActiveAdmins(tx, caller.companyId, [before.id])) === 0) {
          throw conflict('The last active administrator must stay an active administrator.', 'LAST_ADMIN');
        }
        await repo.setUsers(tx, caller.companyId, [before.id], {
          ...values,
          status: input.status,
          ...(input.canBeDriver ? {} : { shift: 'not_available' as const }),
        });
        if (before.status === 'active' && input.status === 'inactive') {
          await endSessionsOf(tx, { companyId: caller.companyId, userId: before.id }, 'deactivated');
        }
        // One more active user may bring the company to 80 % or 100 % of its staff limit (ADR 90).
        if (input.status === 'active' && before.status !== 'active')
          await tellLimitsReached(tx, caller.companyId);
        const after = await summaryOrNotFound(tx, caller.companyId, before.id);
        await recordChange(tx, ctx, caller, {
          action: 'user.updated',
          entity: 'user',
          entityId: before.id,
          before,
          after,
        });
        return after;
      }
      const createdId = await repo.insertUser(tx, caller.companyId, { ...values, status: input.status });
      const after = await summaryOrNotFound(tx, caller.companyId, createdId);
      if (after.status === 'active') {
        await queueInvitation(tx, caller.companyId, after, 'email', linkBase(siteUrl, hostUrl));
        await tellLimitsReached(tx, caller.companyId);
      }
      await recordChange(tx, ctx, caller, {
        action: 'user.created',
        entity: 'user',
        entityId: createdId,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw duplicate('email');
    }
    throw error;
  }
}
