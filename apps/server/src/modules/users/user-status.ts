import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { endSessionsOf } from '../login/sessions.ts';
import * as repo from './users.repository.ts';
import { ownOrManager } from './users.ts';

export async function updateShift(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  shift: 'available' | 'not_available',
  userId: string | undefined,
) {
  const target = ownOrManager(caller, userId);
  return inCompany(deps, caller, async (tx) => {
    const before = await repo.userRow(tx, caller.companyId, target);
    if (!before) throw notFound('user');
    if (!before.canBeDriver) throw conflict('Only drivers have a shift.', 'NOT_A_DRIVER');
    if (before.status !== 'active') throw conflict('The user is not active.', 'USER_INACTIVE');
    await repo.setUsers(tx, caller.companyId, [target], { shift });
    // Off shift nothing of where the driver is stays current (ADR 74); the history keeps its days.
    if (shift === 'not_available') await repo.forgetCurrentPosition(tx, caller.companyId, target);
    await recordChange(tx, ctx, caller, {
      action: 'user.shift_changed',
      entity: 'user',
      entityId: target,
      before: { shift: before.shift },
      after: { shift },
    });
    return { userId: target, shift };
  });
}

/**
 * Changes the status of users in the caller's transaction. Nobody changes their own status; the last active
 * administrator stays active; a deactivated user's sessions end.
 */
async function applyStatus(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  userIds: string[],
  status: 'active' | 'inactive',
) {
  const ids = [...new Set(userIds)];
  if (ids.includes(caller.userId)) throw forbidden('You cannot change your own status.', 'OWN_STATUS');
  await repo.lockUsersAndAdmins(tx, caller.companyId, ids);
  const before = await repo.listUsers(tx, caller.companyId, { ids });
  if (before.length !== ids.length) throw notFound('user');
  if (status === 'inactive') {
    const admins = before.filter((user) => user.roleCode === 'ADMIN' && user.status === 'active');
    if (admins.length > 0 && (await repo.otherActiveAdmins(tx, caller.companyId, ids)) === 0) {
      throw conflict('The last active administrator cannot be deactivated.', 'LAST_ADMIN');
    }
  }
  const changed = before.filter((user) => user.status !== status);
  await repo.setUsers(
    tx,
    caller.companyId,
    changed.map((user) => user.id),
    { status },
  );
  for (const user of changed) {
    if (status === 'inactive')
      await endSessionsOf(tx, { companyId: caller.companyId, userId: user.id }, 'deactivated');
    await recordChange(tx, ctx, caller, {
      action: status === 'active' ? 'user.activated' : 'user.deactivated',
      entity: 'user',
      entityId: user.id,
      before: { status: user.status },
      after: { status },
    });
  }
  return repo.listUsers(tx, caller.companyId, { ids });
}

export async function updateStatus(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { userId: string; status: 'active' | 'inactive' },
) {
  return inCompany(deps, caller, async (tx) => {
    const [user] = await applyStatus(tx, ctx, caller, [input.userId], input.status);
    if (!user) throw notFound('user');
    return user;
  });
}

export async function bulkUpdate(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  userIds: string[],
  commandType: 'ACTIVATE' | 'DEACTIVATE',
) {
  return inCompany(deps, caller, async (tx) => {
    const items = await applyStatus(
      tx,
      ctx,
      caller,
      userIds,
      commandType === 'ACTIVATE' ? 'active' : 'inactive',
    );
    return { updated: items.length, items };
  });
}
