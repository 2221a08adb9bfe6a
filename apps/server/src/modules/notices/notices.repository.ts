import { schema, type Tx } from '@curbside/db';
import { STAFF_NOTICE_DEFAULTS, type StaffNoticeEvent } from '@curbside/domain';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { rowsOf } from '../../lib/rows.ts';
import { pageOfRows } from '../../resources/paging.ts';

const n = schema.notifications;

export interface Recipient {
  id: string;
  email: string;
}

/** Whom an event reaches: the company's name, those told in the inbox and those told by e-mail. */
export interface StaffNoticeRecipients {
  companyName: string;
  inApp: Recipient[];
  email: Recipient[];
}

/**
 * The active users of the roles the company chose for an event (ADR 99), the default where it chose none, split
 * by channel: one statement over users, their roles, the company and its choice for the event.
 */
export async function recipientsOf(
  tx: Tx,
  companyId: string,
  event: StaffNoticeEvent,
): Promise<StaffNoticeRecipients> {
  const s = schema.staffNoticeSettings;
  const u = schema.users;
  const r = schema.roles;
  const c = schema.companies;
  const fallback = STAFF_NOTICE_DEFAULTS[event];
  const defaultRoles = sql`array[${sql.join(
    fallback.roles.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  const inApp = sql<boolean>`coalesce(${s.inApp}, ${fallback.inApp})`;
  const email = sql<boolean>`coalesce(${s.email}, ${fallback.email})`;
  const rows = await tx
    .select({ id: u.id, email: u.email, companyName: c.name, byInApp: inApp, byEmail: email })
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .innerJoin(c, eq(c.id, u.companyId))
    .leftJoin(s, and(eq(s.companyId, u.companyId), eq(s.event, event)))
    .where(
      and(
        eq(u.companyId, companyId),
        eq(u.status, 'active'),
        sql`${r.code} = any(coalesce(${s.roles}, ${defaultRoles}))`,
        or(inApp, email),
      ),
    )
    .orderBy(u.email);
  const pick = (row: (typeof rows)[number]) => ({ id: row.id, email: row.email });
  return {
    companyName: rows[0]?.companyName ?? '',
    inApp: rows.filter((row) => row.byInApp).map(pick),
    email: rows.filter((row) => row.byEmail).map(pick),
  };
}

/** The company's active users, or the one named (undefined when there is none). */
export async function activeUsers(tx: Tx, companyId: string, userId?: string): Promise<Recipient[]> {
  const u = schema.users;
  return tx
    .select({ id: u.id, email: u.email })
    .from(u)
    .where(and(eq(u.companyId, companyId), eq(u.status, 'active'), userId ? eq(u.id, userId) : undefined));
}

export async function companyExists(tx: Tx, companyId: string): Promise<{ name: string } | undefined> {
  const [row] = await tx
    .select({ name: schema.companies.name })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return row;
}

export type NewNotice = Omit<typeof n.$inferInsert, 'id' | 'createdAt' | 'readAt'>;

export async function insertNotices(tx: Tx, notices: NewNotice[]): Promise<void> {
  if (notices.length > 0) await tx.insert(n).values(notices);
}

/** Records a limit's threshold told in a period; false when it had been told already. */
export async function recordLimitNotice(
  tx: Tx,
  notice: typeof schema.limitNotices.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(schema.limitNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ percent: schema.limitNotices.percent });
  return rows.length === 1;
}

const mine = (companyId: string, userId: string) => and(eq(n.companyId, companyId), eq(n.userId, userId));

/** One page of a person's notices, newest first, over `(company_id, user_id, created_at)`. */
export async function pageOfNotices(
  tx: Tx,
  companyId: string,
  userId: string,
  page: { page: number; pageSize: number; unreadOnly: boolean },
) {
  const where = and(mine(companyId, userId), page.unreadOnly ? isNull(n.readAt) : undefined);
  const columns = {
    id: n.id,
    kind: n.kind,
    params: n.params,
    subject: n.subject,
    body: n.body,
    readAt: n.readAt,
    createdAt: n.createdAt,
  };
  return pageOfRows<SelectResultFields<typeof columns>>(
    tx,
    { table: n, columns, where, orderBy: [desc(n.createdAt), desc(n.id)] },
    page,
  );
}

/** How many of a person's notices are unread, over the partial index of unread rows. */
export async function unreadCount(tx: Tx, companyId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(n)
    .where(and(mine(companyId, userId), isNull(n.readAt)));
  return row?.n ?? 0;
}

/** Marks a person's own notices read (those named, or all); answers how many changed. */
export async function markRead(tx: Tx, companyId: string, userId: string, ids: string[] | null) {
  const rows = await tx
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(mine(companyId, userId), isNull(n.readAt), ids ? inArray(n.id, ids) : undefined))
    .returning({ id: n.id });
  return rows.length;
}

/** E-mails to queue in the outbox, in the business transaction (ADR 11). */
export async function queueEmails(
  tx: Tx,
  mails: { companyId: string; templateCode: string; recipient: string; subject: string; body: string }[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(schema.outboxMessages)
    .values(mails.map((mail) => ({ ...mail, channel: 'email' as const })));
}

/** The company's active staff and kiosks against its package's limits, and its month now; none without a package. */
export async function limitUse(tx: Tx, companyId: string) {
  const [row] = rowsOf<{
    period: string;
    staff: number;
    kiosks: number;
    max_staff: number | null;
    max_kiosks: number | null;
  }>(
    await tx.execute(sql`
      select to_char(now() at time zone c.time_zone, 'YYYY-MM') as period,
             p.max_staff_users as max_staff, p.max_kiosks,
             (select count(*)::int from users u where u.company_id = c.id and u.status = 'active') as staff,
             (select count(*)::int from kiosks k where k.company_id = c.id and k.status = 'active') as kiosks
        from companies c
        join packages p on p.id = c.package_id
       where c.id = ${companyId}`),
  );
  return row;
}
