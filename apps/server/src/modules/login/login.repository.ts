import { schema, type Tx } from '@curbside/db';
import { and, desc, eq, gt, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { likePattern, pageOfRows } from '../../resources/paging.ts';
import { insertedId } from '../../resources/table-store.ts';

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({
      user: schema.users,
      roleCode: schema.roles.code,
      company: {
        id: schema.companies.id,
        name: schema.companies.name,
        timeZone: schema.companies.timeZone,
        currency: schema.companies.currency,
        status: schema.companies.status,
      },
    })
    .from(schema.users)
    .innerJoin(
      schema.roles,
      and(eq(schema.roles.companyId, schema.users.companyId), eq(schema.roles.id, schema.users.roleId)),
    )
    .innerJoin(schema.companies, eq(schema.companies.id, schema.users.companyId))
    .where(sql`lower(${schema.users.email}) = lower(${email})`);
  return row;
}

export async function findPlatformAdminByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select()
    .from(schema.platformAdmins)
    .where(sql`lower(${schema.platformAdmins.email}) = lower(${email})`);
  return row;
}

/** Counts a wrong password; the account locks for `lockMinutes` once `maxFailures` follow one another. */
export async function countFailedSignIn(
  tx: Tx,
  account: { kind: 'user'; companyId: string; id: string } | { kind: 'platform'; id: string },
  maxFailures: number,
  lockMinutes: number,
): Promise<void> {
  const table = account.kind === 'user' ? schema.users : schema.platformAdmins;
  const lock = sql`case when ${table.failedSignIns} + 1 >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else ${table.lockedUntil} end`;
  const set = {
    failedSignIns: sql`case when ${table.failedSignIns} + 1 >= ${maxFailures} then 0 else ${table.failedSignIns} + 1 end`,
    lockedUntil: lock,
  };
  if (account.kind === 'user') {
    await tx
      .update(schema.users)
      .set(set)
      .where(and(eq(schema.users.companyId, account.companyId), eq(schema.users.id, account.id)));
  } else {
    await tx.update(schema.platformAdmins).set(set).where(eq(schema.platformAdmins.id, account.id));
  }
}

/** A signed-in account starts counting wrong passwords afresh; an admin's sign-in is stamped as well. */
export async function clearFailedSignIns(
  tx: Tx,
  account: { kind: 'user'; companyId: string; id: string } | { kind: 'platform'; id: string },
): Promise<void> {
  if (account.kind === 'user') {
    await tx
      .update(schema.users)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(and(eq(schema.users.companyId, account.companyId), eq(schema.users.id, account.id)));
  } else {
    await tx
      .update(schema.platformAdmins)
      .set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: new Date() })
      .where(eq(schema.platformAdmins.id, account.id));
  }
}

export async function insertLoginHistory(
  tx: Tx,
  entry: {
    companyId: string;
    userId: string;
    succeeded: boolean;
    failureReason?: string;
    ipAddress: string;
    userAgent: string | null;
  },
): Promise<string> {
  return insertedId(tx, schema.loginHistory, { ...entry, lastSeenAt: entry.succeeded ? new Date() : null });
}

export async function userExists(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), eq(schema.users.id, userId)));
  return rows.length > 0;
}

export interface LoginHistoryFilter {
  page: number;
  pageSize: number;
  userId?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
}

/** One page of a company's sign-ins, newest first; dates are whole days in the company's time zone. */
export async function loginHistoryPage(
  tx: Tx,
  companyId: string,
  timeZone: string,
  filter: LoginHistoryFilter,
) {
  const h = schema.loginHistory;
  const conditions: (SQL | undefined)[] = [eq(h.companyId, companyId)];
  if (filter.userId) conditions.push(eq(h.userId, filter.userId));
  if (filter.fromDate)
    conditions.push(gte(h.signedInAt, sql`(${filter.fromDate}::date)::timestamp at time zone ${timeZone}`));
  if (filter.toDate) {
    conditions.push(lt(h.signedInAt, sql`(${filter.toDate}::date + 1)::timestamp at time zone ${timeZone}`));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(schema.users.name, pattern), ilike(schema.users.email, pattern)));
  }
  const where = and(...conditions);
  const join = and(eq(schema.users.companyId, h.companyId), eq(schema.users.id, h.userId));
  const columns = {
    id: h.id,
    userId: h.userId,
    userName: schema.users.name,
    email: schema.users.email,
    signedInAt: h.signedInAt,
    signedOutAt: h.signedOutAt,
    lastSeenAt: h.lastSeenAt,
    succeeded: h.succeeded,
    failureReason: h.failureReason,
    ipAddress: h.ipAddress,
    userAgent: h.userAgent,
    timeZone: h.timeZone,
    language: h.language,
    screen: h.screen,
  };
  type Row = Omit<typeof h.$inferSelect, 'companyId'> & { userName: string; email: string };
  const withUser = (query: PgSelect) => query.innerJoin(schema.users, join);
  return pageOfRows<Row>(
    tx,
    { table: h, columns, joins: withUser, where, orderBy: [desc(h.signedInAt), desc(h.id)] },
    filter,
  );
}

export async function updateLoginHistoryDetails(
  tx: Tx,
  companyId: string,
  id: string,
  details: { timeZone?: string | undefined; language?: string | undefined; screen?: string | undefined },
): Promise<boolean> {
  const updated = await tx
    .update(schema.loginHistory)
    .set({ ...details, lastSeenAt: new Date() })
    .where(and(eq(schema.loginHistory.companyId, companyId), eq(schema.loginHistory.id, id)))
    .returning({ id: schema.loginHistory.id });
  return updated.length > 0;
}

export async function markSignedOut(tx: Tx, companyId: string, id: string): Promise<void> {
  await tx
    .update(schema.loginHistory)
    .set({ signedOutAt: new Date() })
    .where(and(eq(schema.loginHistory.companyId, companyId), eq(schema.loginHistory.id, id)));
}

export async function insertPasswordReset(
  tx: Tx,
  reset: {
    companyId: string | null;
    userId: string | null;
    platformAdminId: string | null;
    email: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(schema.passwordResets).values(reset);
}

/** The unused, unexpired reset that matches an e-mail and a code's hash. */
export async function findValidReset(tx: Tx, email: string, codeHash: string) {
  const [row] = await tx
    .select()
    .from(schema.passwordResets)
    .where(
      and(
        sql`lower(${schema.passwordResets.email}) = lower(${email})`,
        eq(schema.passwordResets.codeHash, codeHash),
        isNull(schema.passwordResets.usedAt),
        gt(schema.passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Marks a reset used, unless another request already did: exactly one caller gets true. */
export async function consumeReset(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(schema.passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.passwordResets.id, id), isNull(schema.passwordResets.usedAt)))
    .returning({ id: schema.passwordResets.id });
  return rows.length === 1;
}

export async function setUserPassword(tx: Tx, companyId: string, userId: string, passwordHash: string) {
  await tx
    .update(schema.users)
    .set({ passwordHash, failedSignIns: 0, lockedUntil: null, updatedAt: new Date() })
    .where(and(eq(schema.users.companyId, companyId), eq(schema.users.id, userId)));
}

export async function setPlatformAdminPassword(tx: Tx, adminId: string, passwordHash: string) {
  await tx
    .update(schema.platformAdmins)
    .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
    .where(eq(schema.platformAdmins.id, adminId));
}

export async function queueEmail(
  tx: Tx,
  message: {
    companyId: string | null;
    templateCode: string;
    recipient: string;
    subject: string;
    body: string;
  },
): Promise<void> {
  await tx.insert(schema.outboxMessages).values({ ...message, channel: 'email' });
}
