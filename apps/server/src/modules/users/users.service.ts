import { PHOTO_MAX_BYTES } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { ACCESS_RULES, type AccessRuleCode, isAccessRuleCode, isSeededRoleCode } from '@curbside/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { audit } from '../../plugins/audit.ts';
import { roleDefaultRules, userRuleOverrides } from '../login/access.repository.ts';
import { insertPasswordReset, queueEmail } from '../login/login.repository.ts';
import { linkBase } from '../login/login.service.ts';
import { endSessionsOf } from '../login/sessions.ts';
import * as repo from './users.repository.ts';

/** An invitation link works once, for seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

const ROLE_CODE = /^[A-Z][A-Z0-9_]{1,29}$/;

/** One's own data, or anyone's of the company with users.manage. */
export function ownOrManager(caller: CompanyUserPrincipal, userId: string | undefined): string {
  const target = userId ?? caller.userId;
  if (target !== caller.userId && !caller.rules.has('users.manage')) throw forbidden();
  return target;
}

/** Whether an error (or its cause) is a unique-key violation of this constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint === constraint || pg.message?.includes(constraint)))
      return true;
  }
  return false;
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
  const result = await inScope(deps.db, scopeOf(caller), async (tx) => {
    if (filter.roleId && !(await repo.findRole(tx, caller.companyId, filter.roleId))) throw notFound('role');
    return repo.pageOfUsers(tx, caller.companyId, filter);
  });
  return { ...result, page: filter.page, pageSize: filter.pageSize };
}

export async function usersByStatus(deps: Deps, caller: CompanyUserPrincipal, status: 'active' | 'inactive') {
  return inScope(deps.db, scopeOf(caller), (tx) => repo.listUsers(tx, caller.companyId, { status }));
}

export async function getUser(deps: Deps, caller: CompanyUserPrincipal, userId: string | undefined) {
  const target = ownOrManager(caller, userId);
  return inScope(deps.db, scopeOf(caller), (tx) => summaryOrNotFound(tx, caller.companyId, target));
}

export async function getPhoto(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  const row = await inScope(deps.db, scopeOf(caller), (tx) => repo.userRow(tx, caller.companyId, userId));
  if (!row) throw notFound('user');
  if (!row.photo || !row.photoMimeType) return null;
  return { mimeType: row.photoMimeType, base64: row.photo.toString('base64') };
}

export async function updateShift(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  shift: 'available' | 'not_available',
  userId: string | undefined,
) {
  const target = ownOrManager(caller, userId);
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const before = await repo.userRow(tx, caller.companyId, target);
    if (!before) throw notFound('user');
    if (!before.canBeDriver) throw conflict('Only drivers have a shift.', 'NOT_A_DRIVER');
    if (before.status !== 'active') throw conflict('The user is not active.', 'USER_INACTIVE');
    await tx
      .update(schema.users)
      .set({ shift, updatedAt: new Date() })
      .where(and(eq(schema.users.companyId, caller.companyId), eq(schema.users.id, target)));
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action: 'user.shift_changed',
      entity: 'user',
      entityId: target,
      before: { shift: before.shift },
      after: { shift },
    });
    return { userId: target, shift };
  });
}

export async function updateProfile(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { name: string; phone?: string | null | undefined; language?: 'en' | 'ar' | null | undefined },
) {
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const before = await summaryOrNotFound(tx, caller.companyId, caller.userId);
    const values = {
      name: input.name,
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    };
    await tx
      .update(schema.users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(schema.users.companyId, caller.companyId), eq(schema.users.id, caller.userId)));
    const after = await summaryOrNotFound(tx, caller.companyId, caller.userId);
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action: 'user.profile_updated',
      entity: 'user',
      entityId: caller.userId,
      before: { name: before.name, phone: before.phone, language: before.language },
      after: { name: after.name, phone: after.phone, language: after.language },
    });
    return after;
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
  const before = await repo.listUsers(tx, caller.companyId, { ids });
  if (before.length !== ids.length) throw notFound('user');
  if (status === 'inactive') {
    const admins = before.filter((user) => user.roleCode === 'ADMIN' && user.status === 'active');
    if (admins.length > 0 && (await repo.otherActiveAdmins(tx, caller.companyId, ids)) === 0) {
      throw conflict('The last active administrator cannot be deactivated.', 'LAST_ADMIN');
    }
  }
  const changed = before.filter((user) => user.status !== status);
  if (changed.length > 0) {
    await tx
      .update(schema.users)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(schema.users.companyId, caller.companyId),
          inArray(
            schema.users.id,
            changed.map((user) => user.id),
          ),
        ),
      );
  }
  for (const user of changed) {
    if (status === 'inactive')
      await endSessionsOf(tx, { companyId: caller.companyId, userId: user.id }, 'deactivated');
    await audit(tx, ctx, {
      companyId: caller.companyId,
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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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

/** Queues an invitation (a one-time link to choose a password, valid seven days) by e-mail or SMS. */
async function queueInvitation(
  tx: Tx,
  companyId: string,
  user: { id: string; name: string; email: string; phone: string | null },
  channel: 'email' | 'sms',
  base: string,
): Promise<boolean> {
  if (channel === 'sms' && !user.phone) return false;
  const code = randomToken();
  await insertPasswordReset(tx, {
    companyId,
    userId: user.id,
    platformAdminId: null,
    email: user.email,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = new URL(`/auth/Changepassword/${user.id}/${companyId}`, base);
  link.searchParams.set('email', user.email);
  link.searchParams.set('code', code);
  if (channel === 'email') {
    await queueEmail(tx, {
      companyId,
      templateCode: 'USER_CREDENTIALS',
      recipient: user.email,
      subject: 'Your Curbside account',
      body: [
        `Hello ${user.name},`,
        '',
        `An account was opened for you on Curbside. Your user name is ${user.email}.`,
        'To choose your password, open:',
        link.toString(),
        '',
        'The link works once, for seven days.',
      ].join('\n'),
    });
  } else {
    await tx.insert(schema.outboxMessages).values({
      companyId,
      channel: 'sms',
      templateCode: 'USER_CREDENTIALS',
      recipient: user.phone ?? '',
      body: `Curbside: choose your password for ${user.email} (link valid 7 days): ${link.toString()}`,
    });
  }
  return true;
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
    return await inScope(deps.db, scopeOf(caller), async (tx) => {
      const before = input.id ? await repo.findSummary(tx, caller.companyId, input.id) : undefined;
      if (input.id && !before) throw notFound('user');
      const role = await repo.findRole(tx, caller.companyId, input.roleId);
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
        throw conflict('This e-mail address is already a user name.', 'DUPLICATE_EMAIL');
      }
      const values = {
        name: input.name,
        email: input.email,
        roleId: role.id,
        canBeDriver: input.canBeDriver,
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
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
        await tx
          .update(schema.users)
          .set({
            ...values,
            status: input.status,
            ...(input.canBeDriver ? {} : { shift: 'not_available' as const }),
            updatedAt: new Date(),
          })
          .where(and(eq(schema.users.companyId, caller.companyId), eq(schema.users.id, before.id)));
        if (before.status === 'active' && input.status === 'inactive') {
          await endSessionsOf(tx, { companyId: caller.companyId, userId: before.id }, 'deactivated');
        }
        const after = await summaryOrNotFound(tx, caller.companyId, before.id);
        await audit(tx, ctx, {
          companyId: caller.companyId,
          action: 'user.updated',
          entity: 'user',
          entityId: before.id,
          before,
          after,
        });
        return after;
      }
      const [created] = await tx
        .insert(schema.users)
        .values({ companyId: caller.companyId, ...values, status: input.status })
        .returning({ id: schema.users.id });
      if (!created) throw new Error('user insert returned nothing');
      const after = await summaryOrNotFound(tx, caller.companyId, created.id);
      if (after.status === 'active') {
        await queueInvitation(tx, caller.companyId, after, 'email', linkBase(siteUrl, hostUrl));
      }
      await audit(tx, ctx, {
        companyId: caller.companyId,
        action: 'user.created',
        entity: 'user',
        entityId: created.id,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw conflict('This e-mail address is already a user name.', 'DUPLICATE_EMAIL');
    }
    throw error;
  }
}

/** The image type of some bytes by their signature: PNG, JPEG or WebP; null for anything else. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

function decodePhoto(text: string): { bytes: Buffer; mimeType: string } {
  const base64 = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  const invalid = (message: string) =>
    badRequest('The photo is not valid.', [{ path: 'body.photo', message }]);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) throw invalid('Not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw invalid(`At most ${PHOTO_MAX_BYTES / 1024} KiB`);
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw invalid('A PNG, JPEG or WebP image');
  return { bytes, mimeType };
}

export async function setPhoto(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { userId?: string | undefined; photo: string },
) {
  const target = ownOrManager(caller, input.userId);
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const before = await repo.userRow(tx, caller.companyId, target);
    if (!before) throw notFound('user');
    const { bytes, mimeType } = decodePhoto(input.photo);
    await tx
      .update(schema.users)
      .set({ photo: bytes, photoMimeType: mimeType, updatedAt: new Date() })
      .where(and(eq(schema.users.companyId, caller.companyId), eq(schema.users.id, target)));
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action: 'user.photo_changed',
      entity: 'user',
      entityId: target,
      before: { photo: before.photo ? { mimeType: before.photoMimeType, size: before.photo.length } : null },
      after: { photo: { mimeType, size: bytes.length } },
    });
    return { userId: target, mimeType, size: bytes.length };
  });
}

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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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
    await audit(tx, ctx, {
      companyId: caller.companyId,
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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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

export async function roles(
  deps: Deps,
  caller: CompanyUserPrincipal,
  status: 'active' | 'inactive' | undefined,
) {
  const rows = await inScope(deps.db, scopeOf(caller), (tx) => repo.listRoles(tx, caller.companyId, status));
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
    return await inScope(deps.db, scopeOf(caller), async (tx) => {
      const before = input.id ? await repo.findRole(tx, caller.companyId, input.id) : undefined;
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
          throw conflict(`The code ${input.code} is already used.`, 'DUPLICATE_CODE');
        }
        const [created] = await tx
          .insert(schema.roles)
          .values({
            companyId: caller.companyId,
            code: input.code,
            name: input.name,
            status: input.status ?? 'active',
          })
          .returning();
        if (!created) throw new Error('role insert returned nothing');
        await audit(tx, ctx, {
          companyId: caller.companyId,
          action: 'role.created',
          entity: 'role',
          entityId: created.id,
          after: { code: created.code, name: created.name, status: created.status },
        });
        return {
          id: created.id,
          code: created.code,
          name: created.name,
          status: created.status,
          seeded: false,
          userCount: 0,
          deleted: false,
        };
      }
      if (!before) throw required('id');
      const seeded = isSeededRoleCode(before.code);
      const inUse = await repo.usersOfRole(tx, caller.companyId, before.id);
      if (commandType === 'DELETE') {
        if (seeded) throw conflict('A seeded role cannot be deleted.', 'SEEDED_ROLE');
        if (inUse > 0) throw conflict('A role that users have cannot be deleted.', 'ROLE_IN_USE');
        await tx
          .delete(schema.roles)
          .where(and(eq(schema.roles.companyId, caller.companyId), eq(schema.roles.id, before.id)));
        await audit(tx, ctx, {
          companyId: caller.companyId,
          action: 'role.deleted',
          entity: 'role',
          entityId: before.id,
          before: { code: before.code, name: before.name, status: before.status },
        });
        return {
          id: before.id,
          code: before.code,
          name: before.name,
          status: before.status,
          seeded,
          userCount: 0,
          deleted: true,
        };
      }
      const code = input.code ?? before.code;
      if (seeded && code !== before.code) throw conflict('A seeded role keeps its code.', 'SEEDED_ROLE');
      const status = input.status ?? before.status;
      if (status === 'inactive' && before.status === 'active' && inUse > 0) {
        throw conflict('A role that users have cannot be deactivated.', 'ROLE_IN_USE');
      }
      if (code !== before.code && (await repo.roleCodeTaken(tx, caller.companyId, code, before.id))) {
        throw conflict(`The code ${code} is already used.`, 'DUPLICATE_CODE');
      }
      const [after] = await tx
        .update(schema.roles)
        .set({ code, name: input.name ?? before.name, status })
        .where(and(eq(schema.roles.companyId, caller.companyId), eq(schema.roles.id, before.id)))
        .returning();
      if (!after) throw notFound('role');
      await audit(tx, ctx, {
        companyId: caller.companyId,
        action: 'role.updated',
        entity: 'role',
        entityId: before.id,
        before: { code: before.code, name: before.name, status: before.status },
        after: { code: after.code, name: after.name, status: after.status },
      });
      return {
        id: after.id,
        code: after.code,
        name: after.name,
        status: after.status,
        seeded,
        userCount: inUse,
        deleted: false,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_company_code_key')) {
      throw conflict(`The code ${input.code ?? ''} is already used.`, 'DUPLICATE_CODE');
    }
    throw error;
  }
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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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
    await audit(tx, ctx, {
      companyId: caller.companyId,
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
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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

export async function auditLog(
  deps: Deps,
  caller: CompanyUserPrincipal,
  filter: {
    page: number;
    pageSize: number;
    userId?: string | undefined;
    entity?: string | undefined;
    commandType?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
) {
  const { rows, total } = await inScope(deps.db, scopeOf(caller), async (tx) => {
    if (filter.userId && !(await repo.userRow(tx, caller.companyId, filter.userId))) throw notFound('user');
    return repo.auditPage(tx, caller.companyId, caller.companyTimeZone, {
      ...filter,
      action: filter.commandType,
    });
  });
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export function smsProvider(_principal: CompanyUserPrincipal) {
  // No SMS integration exists yet: every company uses the log provider, which only records messages.
  return { provider: 'log' as const, configured: false };
}

export async function availability(
  deps: Deps,
  caller: CompanyUserPrincipal,
  shift: 'available' | 'not_available' | undefined,
) {
  return inScope(deps.db, scopeOf(caller), (tx) =>
    repo.listUsers(tx, caller.companyId, { status: 'active', canBeDriver: true, shift }),
  );
}

export async function driversPerformance(
  deps: Deps,
  caller: CompanyUserPrincipal,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
) {
  const tz = caller.companyTimeZone;
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const drivers = await repo.listUsers(tx, caller.companyId, { canBeDriver: true });
    const stats = await repo.signInStats(
      tx,
      caller.companyId,
      range.fromDate ? sql`(${range.fromDate}::date)::timestamp at time zone ${tz}` : undefined,
      range.toDate ? sql`(${range.toDate}::date + 1)::timestamp at time zone ${tz}` : undefined,
    );
    const byUser = new Map(stats.map((row) => [row.userId, row]));
    // Rides, on-time pick-ups, pick-up times and ratings come from parties, which do not exist yet.
    return drivers.map((driver) => {
      const signIns = byUser.get(driver.id);
      return {
        userId: driver.id,
        name: driver.name,
        status: driver.status,
        shift: driver.shift,
        currentVehicle: driver.currentVehicle,
        signIns: signIns?.signIns ?? 0,
        lastSignInAt: signIns?.lastSignInAt ? new Date(signIns.lastSignInAt).toISOString() : null,
        rides: 0,
        onTimePickUps: 0,
        averagePickUpMinutes: null,
        averageRating: null,
      };
    });
  });
}

export async function sendInvitations(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  channel: 'email' | 'sms',
  input: { userIds: string[]; hostUrl?: string | undefined },
  siteUrl: string,
) {
  const ids = [...new Set(input.userIds)];
  const base = linkBase(siteUrl, input.hostUrl);
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const users = await repo.listUsers(tx, caller.companyId, { ids });
    if (users.length !== ids.length) throw notFound('user');
    const skipped: string[] = [];
    let queued = 0;
    for (const user of users) {
      const sent =
        user.status === 'active' && (await queueInvitation(tx, caller.companyId, user, channel, base));
      if (!sent) {
        skipped.push(user.id);
        continue;
      }
      queued += 1;
      await audit(tx, ctx, {
        companyId: caller.companyId,
        action: channel === 'email' ? 'user.credentials_emailed' : 'user.credentials_texted',
        entity: 'user',
        entityId: user.id,
      });
    }
    return { queued, skipped };
  });
}
