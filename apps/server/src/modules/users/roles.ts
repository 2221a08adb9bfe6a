/**
 * Roles stay hand-written (on the shared company-change helper) rather than a collection definition: the
 * specification gives a role one call for adding, editing and deleting (`AddOrEditRole?commandType=ADD|EDIT|
 * DELETE`) and no delete call of its own, its list (`GetRoles`) is unpaged with its own command types, and a
 * role carries rules a collection's binder does not know: seeded roles keep their code and stay, a role users
 * have is neither deleted nor deactivated, and a delete answers the role itself.
 */
import type { schema } from '@curbside/db';
import { isSeededRoleCode } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, conflict, duplicate, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import * as repo from './users.repository.ts';

const ROLE_CODE = /^[A-Z][A-Z0-9_]{1,29}$/;

type Role = Pick<typeof schema.roles.$inferSelect, 'id' | 'code' | 'name' | 'status'>;

/** What the audit log keeps of a role, before and after a change. */
const audited = (role: Role) => ({ code: role.code, name: role.name, status: role.status });

/** A role as AddOrEditRole answers it. */
const saved = (role: Role, state: { seeded: boolean; userCount: number; deleted: boolean }) => ({
  id: role.id,
  ...audited(role),
  ...state,
});

export async function roles(
  deps: Deps,
  caller: CompanyUserPrincipal,
  status: 'active' | 'inactive' | undefined,
) {
  const rows = await inCompany(deps, caller, (tx) => repo.listRoles(tx, caller.companyId, status));
  return rows.map((role) => ({ ...role, seeded: isSeededRoleCode(role.code) }));
}

export async function saveRole(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  commandType: 'ADD' | 'EDIT' | 'DELETE',
  input: {
    id?: string | undefined;
    code?: string | undefined;
    name?: string | undefined;
    status?: 'active' | 'inactive' | undefined;
  },
) {
  const required = (field: 'id' | 'code' | 'name') =>
    badRequest('Some fields are missing.', [{ path: `body.${field}`, message: 'Required' }]);
  try {
    return await inCompany(deps, caller, async (tx) => {
      const before = input.id ? await repo.findRole(tx, caller.companyId, input.id, true) : undefined;
      if (input.id && !before) throw notFound('role');
      if (input.code !== undefined && !ROLE_CODE.test(input.code)) {
        throw badRequest('The role code is not valid.', [
          { path: 'body.code', message: 'Capital letters, digits and _, starting with a letter' },
        ]);
      }
      if (commandType === 'ADD') {
        if (before)
          throw badRequest('A new role has no id.', [{ path: 'body.id', message: 'Must be absent to add' }]);
        if (!input.code) throw required('code');
        if (!input.name) throw required('name');
        if (await repo.roleCodeTaken(tx, caller.companyId, input.code)) {
          throw duplicate('code');
        }
        const created = await repo.insertRole(tx, caller.companyId, {
          code: input.code,
          name: input.name,
          status: input.status ?? 'active',
        });
        await recordChange(tx, ctx, caller, {
          action: 'role.created',
          entity: 'role',
          entityId: created.id,
          after: audited(created),
        });
        return saved(created, { seeded: false, userCount: 0, deleted: false });
      }
      if (!before) throw required('id');
      const seeded = isSeededRoleCode(before.code);
      const inUse = await repo.usersOfRole(tx, caller.companyId, before.id);
      if (commandType === 'DELETE') {
        if (seeded) throw conflict('A seeded role cannot be deleted.', 'SEEDED_ROLE');
        if (inUse > 0) throw conflict('A role that users have cannot be deleted.', 'ROLE_IN_USE');
        await repo.deleteRole(tx, caller.companyId, before.id);
        await recordChange(tx, ctx, caller, {
          action: 'role.deleted',
          entity: 'role',
          entityId: before.id,
          before: audited(before),
        });
        return saved(before, { seeded, userCount: 0, deleted: true });
      }
      const code = input.code ?? before.code;
      if (seeded && code !== before.code) throw conflict('A seeded role keeps its code.', 'SEEDED_ROLE');
      const status = input.status ?? before.status;
      if (status === 'inactive' && before.status === 'active' && inUse > 0) {
        throw conflict('A role that users have cannot be deactivated.', 'ROLE_IN_USE');
      }
      if (code !== before.code && (await repo.roleCodeTaken(tx, caller.companyId, code, before.id))) {
        throw duplicate('code');
      }
      const after = await repo.updateRole(tx, caller.companyId, before.id, {
        code,
        name: input.name ?? before.name,
        status,
      });
      if (!after) throw notFound('role');
      await recordChange(tx, ctx, caller, {
        action: 'role.updated',
        entity: 'role',
        entityId: before.id,
        before: audited(before),
        after: audited(after),
      });
      return saved(after, { seeded, userCount: inUse, deleted: false });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_company_code_key')) {
      throw duplicate('code');
    }
    throw error;
  }
}
