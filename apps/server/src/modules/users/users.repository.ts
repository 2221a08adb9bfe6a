import { schema, type Tx } from '@curbside/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  max,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { likePattern, pageRows } from '../../resources/paging.ts';
import { companyRow, insertedId, ownColumns } from '../../resources/table-store.ts';

const u = schema.users;
const r = schema.roles;
const v = schema.driverVehicles;

const summaryColumns = {
  ...ownColumns(
    u,
    'id',
    'name',
    'email',
    'phone',
    'roleId',
    'status',
    'canBeDriver',
    'shift',
    'language',
    'createdAt',
  ),
  roleCode: r.code,
  roleName: r.name,
  hasPhoto: sql<boolean>`${u.photoSha256} is not null`,
  vehicleId: v.id,
  vehiclePlate: v.plateNumber,
  vehicleLabel: sql<
    string | null
  >`(select mk.name || ' ' || md.name from ${schema.vehicleMakes} mk join ${schema.vehicleModels} md on md.make_id = mk.id where md.id = ${v.modelId})`,
};

interface SummaryRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  roleCode: string;
  roleName: string;
  status: 'active' | 'inactive';
  canBeDriver: boolean;
  shift: 'available' | 'not_available';
  language: string | null;
  hasPhoto: boolean;
  vehicleId: string | null;
  vehiclePlate: string | null;
  vehicleLabel: string | null;
  createdAt: Date;
}

export function toSummary(row: SummaryRow) {
  const { vehicleId, vehiclePlate, vehicleLabel, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    currentVehicle:
      vehicleId && vehiclePlate
        ? { id: vehicleId, label: vehicleLabel ?? '', plateNumber: vehiclePlate }
        : null,
  };
}
export type UserSummary = ReturnType<typeof toSummary>;

function summaries(tx: Tx) {
  return tx
    .select(summaryColumns)
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .leftJoin(v, and(eq(v.companyId, u.companyId), eq(v.userId, u.id), eq(v.isCurrent, true)));
}

export interface UserFilter {
  search?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  roleId?: string | undefined;
  canBeDriver?: boolean | undefined;
  shift?: 'available' | 'not_available' | undefined;
  ids?: string[] | undefined;
}

function whereOf(companyId: string, filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(u.companyId, companyId)];
  if (filter.status) conditions.push(eq(u.status, filter.status));
  if (filter.roleId) conditions.push(eq(u.roleId, filter.roleId));
  if (filter.canBeDriver !== undefined) conditions.push(eq(u.canBeDriver, filter.canBeDriver));
  if (filter.shift) conditions.push(eq(u.shift, filter.shift));
  if (filter.ids) conditions.push(inArray(u.id, filter.ids));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(u.name, pattern), ilike(u.email, pattern), ilike(u.phone, pattern)));
  }
  return and(...conditions);
}

export async function listUsers(tx: Tx, companyId: string, filter: UserFilter) {
  const rows = await summaries(tx).where(whereOf(companyId, filter)).orderBy(asc(u.name), asc(u.id));
  return rows.map(toSummary);
}

export async function pageOfUsers(
  tx: Tx,
  companyId: string,
  filter: UserFilter & { page: number; pageSize: number },
) {
  const where = whereOf(companyId, filter);
  const rows = await pageRows(summaries(tx).where(where).orderBy(asc(u.name), asc(u.id)), filter);
  const [total] = await tx.select({ n: count() }).from(u).where(where);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

export async function findSummary(tx: Tx, companyId: string, userId: string) {
  const [row] = await summaries(tx).where(and(eq(u.companyId, companyId), eq(u.id, userId)));
  return row ? toSummary(row) : undefined;
}

export async function emailTaken(tx: Tx, email: string, exceptId?: string) {
  // The user name is unique across the platform, but row-level security shows the caller's company only:
  // this finds a clash inside the company, and the unique index (users_email_key) catches any other.
  const [row] = await tx
    .select({ id: u.id })
    .from(u)
    .where(and(sql`lower(${u.email}) = lower(${email})`, exceptId ? ne(u.id, exceptId) : undefined));
  return row !== undefined;
}

/**
 * The company's role `roleId`; `lock` holds it until the transaction ends, so changes of the role, of its
 * default rules or screens, and a user given it take turns: a role that users have stays active, and each
 * change of its rules or screens starts from the one before it (none lost, never a mix of two).
 */
export function findRole(tx: Tx, companyId: string, roleId: string, lock = false) {
  return companyRow(tx, r, companyId, roleId, { lock });
}

export async function listRoles(tx: Tx, companyId: string, status?: 'active' | 'inactive') {
  return tx
    .select({
      id: r.id,
      code: r.code,
      name: r.name,
      status: r.status,
      // Raw names: in a one-table select the columns of \`roles\` would be written without their table.
      userCount: sql<number>`(select count(*)::int from users x where x.company_id = roles.company_id and x.role_id = roles.id)`,
    })
    .from(r)
    .where(and(eq(r.companyId, companyId), status ? eq(r.status, status) : undefined))
    .orderBy(asc(r.name));
}

export async function usersOfRole(tx: Tx, companyId: string, roleId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.companyId, companyId), eq(u.roleId, roleId)));
  return row?.n ?? 0;
}

export async function roleCodeTaken(tx: Tx, companyId: string, code: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.code, code), exceptId ? ne(r.id, exceptId) : undefined));
  return row !== undefined;
}

/**
 * Locks the company's users `userIds` and its active administrators, in id order, until the transaction ends.
 * Changes of users' status or role take turns here, so each reads what the one before it wrote: two managers
 * deactivating the last two administrators at once leave one, and the same change sent twice is made once.
 */
export async function lockUsersAndAdmins(tx: Tx, companyId: string, userIds: string[]): Promise<void> {
  const admins = tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.code, 'ADMIN')));
  await tx
    .select({ id: u.id })
    .from(u)
    .where(
      and(
        eq(u.companyId, companyId),
        or(
          userIds.length > 0 ? inArray(u.id, userIds) : undefined,
          and(eq(u.status, 'active'), inArray(u.roleId, admins)),
        ),
      ),
    )
    .orderBy(asc(u.id))
    .for('update', { of: u });
}

/** Active administrators other than those listed. */
export async function otherActiveAdmins(tx: Tx, companyId: string, exceptUserIds: string[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .where(
      and(
        eq(u.companyId, companyId),
        eq(r.code, 'ADMIN'),
        eq(u.status, 'active'),
        exceptUserIds.length > 0 ? notInArray(u.id, exceptUserIds) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The company's user `userId`; `lock` holds the row until the transaction ends, so two changes of it take turns. */
export function userRow(tx: Tx, companyId: string, userId: string, lock = false) {
  return companyRow(tx, u, companyId, userId, { lock });
}

/** Sets `changes` on the company's users of `userIds`, stamping the change's time. */
export async function setUsers(
  tx: Tx,
  companyId: string,
  userIds: readonly string[],
  changes: Partial<Omit<typeof u.$inferInsert, 'id' | 'companyId'>>,
) {
  if (userIds.length === 0) return;
  await tx
    .update(u)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(u.companyId, companyId), inArray(u.id, [...userIds])));
}

/** Adds a user to the company; answers its id. */
export async function insertUser(
  tx: Tx,
  companyId: string,
  values: Omit<typeof u.$inferInsert, 'companyId'>,
) {
  return insertedId(tx, u, { ...values, companyId });
}

/** Adds a role to the company; answers its row. */
export async function insertRole(
  tx: Tx,
  companyId: string,
  values: Omit<typeof r.$inferInsert, 'companyId'>,
) {
  const [created] = await tx
    .insert(r)
    .values({ ...values, companyId })
    .returning();
  if (!created) throw new Error('role insert returned nothing');
  return created;
}

/** Changes a role of the company; answers its row, or undefined where there is none. */
export async function updateRole(
  tx: Tx,
  companyId: string,
  roleId: string,
  values: Partial<Pick<typeof r.$inferInsert, 'code' | 'name' | 'status'>>,
) {
  const [after] = await tx
    .update(r)
    .set(values)
    .where(and(eq(r.companyId, companyId), eq(r.id, roleId)))
    .returning();
  return after;
}

export async function deleteRole(tx: Tx, companyId: string, roleId: string) {
  await tx.delete(r).where(and(eq(r.companyId, companyId), eq(r.id, roleId)));
}

/** The language a user reads messages in, and their company's name. */
export async function languageAndCompany(tx: Tx, companyId: string, userId: string) {
  const [about] = await tx
    .select({ language: u.language, companyName: schema.companies.name })
    .from(u)
    .innerJoin(schema.companies, eq(schema.companies.id, u.companyId))
    .where(and(eq(u.companyId, companyId), eq(u.id, userId)));
  return about;
}

/** Each user's successful sign-ins and the last one, over the company's days `fromDate` to `toDate` (both in). */
export async function signInStats(
  tx: Tx,
  companyId: string,
  timeZone: string,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
) {
  const h = schema.loginHistory;
  const from = range.fromDate
    ? sql`(${range.fromDate}::date)::timestamp at time zone ${timeZone}`
    : undefined;
  const to = range.toDate ? sql`(${range.toDate}::date + 1)::timestamp at time zone ${timeZone}` : undefined;
  return tx
    .select({ userId: h.userId, signIns: count(), lastSignInAt: max(h.signedInAt) })
    .from(h)
    .where(
      and(
        eq(h.companyId, companyId),
        eq(h.succeeded, true),
        from ? gte(h.signedInAt, from) : undefined,
        to ? lt(h.signedInAt, to) : undefined,
      ),
    )
    .groupBy(h.userId);
}

export async function auditPage(
  tx: Tx,
  companyId: string,
  timeZone: string,
  filter: {
    page: number;
    pageSize: number;
    userId?: string | undefined;
    entity?: string | undefined;
    action?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
) {
  const a = schema.auditLog;
  const where = and(
    eq(a.companyId, companyId),
    filter.userId ? eq(a.actorUserId, filter.userId) : undefined,
    filter.entity ? eq(a.entity, filter.entity) : undefined,
    filter.action ? eq(a.action, filter.action) : undefined,
    filter.fromDate
      ? gte(a.at, sql`(${filter.fromDate}::date)::timestamp at time zone ${timeZone}`)
      : undefined,
    filter.toDate
      ? lt(a.at, sql`(${filter.toDate}::date + 1)::timestamp at time zone ${timeZone}`)
      : undefined,
  );
  const rows = await pageRows(
    tx
      .select({
        id: a.id,
        at: a.at,
        actorUserId: a.actorUserId,
        actorName: a.actorName,
        action: a.action,
        entity: a.entity,
        entityId: a.entityId,
        before: a.before,
        after: a.after,
      })
      .from(a)
      .where(where)
      .orderBy(desc(a.at), desc(a.id)),
    filter,
  );
  const [total] = await tx.select({ n: count() }).from(a).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Forgets where a driver is now: they went off shift, and nothing of it stays current (ADR 74). */
export async function forgetCurrentPosition(tx: Tx, companyId: string, userId: string) {
  const pos = schema.driverPositions;
  await tx.delete(pos).where(and(eq(pos.companyId, companyId), eq(pos.userId, userId)));
}
