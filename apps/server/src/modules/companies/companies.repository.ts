import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { likePattern, pageOfRows } from '../../resources/paging.ts';
import { insertedId } from '../../resources/table-store.ts';

const c = schema.companies;
/** The outer row's id, qualified: inside a subquery a bare "id" would name the subquery's own. */
const companyRef = sql.raw('"companies"."id"');

export interface AccountFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  sort: 'createdAt' | 'name';
}

export interface AccountRow {
  id: string;
  name: string;
  timeZone: string;
  currency: string;
  country: string;
  status: 'active' | 'inactive';
  createdAt: Date;
  users: number;
  administratorEmail: string | null;
  parties: number;
  permits: number;
  waitListGuests: number;
  messages: number;
}

/** A company's first active administrator, by the seeded ADMIN role. */
const administratorEmail = sql<string | null>`(
  select u.email from ${schema.users} u
  join ${schema.roles} r on r.company_id = u.company_id and r.id = u.role_id
  where u.company_id = ${companyRef} and r.code = 'ADMIN' and u.status = 'active'
  order by u.created_at, u.id limit 1)`;

/** Rows of `table` the company made in the last 30 days: activity counted from the facts themselves. */
const madeLately = (table: SQL) =>
  sql<number>`(select count(*)::int from ${table} x where x.company_id = ${companyRef} and x.created_at > now() - interval '30 days')`;

/** One page of the platform's companies (platform scope: every company), with users and recent activity. */
export async function pageOfAccounts(tx: Tx, filter: AccountFilter) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where = and(
    filter.status ? eq(c.status, filter.status) : undefined,
    pattern ? or(ilike(c.name, pattern), ilike(administratorEmail, pattern)) : undefined,
  );
  const columns = {
    id: c.id,
    name: c.name,
    timeZone: c.timeZone,
    currency: c.currency,
    country: c.country,
    status: c.status,
    createdAt: c.createdAt,
    users: sql<number>`(select count(*)::int from ${schema.users} u where u.company_id = ${companyRef})`,
    administratorEmail,
    parties: madeLately(sql`${schema.parties}`),
    permits: madeLately(sql`${schema.parkingPermits}`),
    waitListGuests: madeLately(sql`${schema.waitListEntries}`),
    messages: madeLately(sql`${schema.outboxMessages}`),
  };
  const orderBy = [filter.sort === 'name' ? asc(c.name) : desc(c.createdAt), asc(c.id)];
  return pageOfRows<AccountRow>(tx, { table: c, columns, where, orderBy }, filter);
}

/** A company's first administrator; without a password hash, none until they choose one through the e-mailed link. */
export async function insertAdministrator(
  tx: Tx,
  user: {
    companyId: string;
    roleId: string;
    name: string;
    email: string;
    language: 'en' | 'ar';
    passwordHash: string | null;
  },
): Promise<{ id: string }> {
  return { id: await insertedId(tx, schema.users, user) };
}

const s = schema.companySignups;

/** Sign-ups of an address still waiting, made in the last hour: a cap on e-mails one address can be sent. */
export async function recentSignups(tx: Tx, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(and(sql`lower(${s.email}) = lower(${email})`, sql`${s.createdAt} > now() - interval '1 hour'`));
  return row?.n ?? 0;
}

/** How many e-mails of `templateCode` went to this address in the last hour. */
export async function recentEmailsTo(tx: Tx, templateCode: string, email: string): Promise<number> {
  const o = schema.outboxMessages;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(
      and(
        eq(o.templateCode, templateCode),
        sql`lower(${o.recipient}) = lower(${email})`,
        sql`${o.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertSignup(
  tx: Tx,
  signup: { email: string; details: unknown; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(s).values(signup);
}

/** The sign-up this address and code open: not used, not expired. */
export async function findValidSignup(tx: Tx, email: string, codeHash: string) {
  const [row] = await tx
    .select({ id: s.id, details: s.details })
    .from(s)
    .where(
      and(
        sql`lower(${s.email}) = lower(${email})`,
        eq(s.codeHash, codeHash),
        isNull(s.usedAt),
        gt(s.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Uses a sign-up's code once: only one of two requests at once gets the row. */
export async function consumeSignup(tx: Tx, id: string): Promise<boolean> {
  const used = await tx
    .update(s)
    .set({ usedAt: sql`now()` })
    .where(and(eq(s.id, id), isNull(s.usedAt), gt(s.expiresAt, sql`now()`)))
    .returning({ id: s.id });
  return used.length === 1;
}
