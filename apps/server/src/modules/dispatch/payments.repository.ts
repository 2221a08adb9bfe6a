import type { PartyDetails } from '@curbside/contract';
import { schema, selectBuiltOnce, type Tx } from '@curbside/db';
import type { PartyStatus } from '@curbside/domain';
import { and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { likePattern, pageRows } from '../../resources/paging.ts';
import { insertedId, ownColumns } from '../../resources/table-store.ts';
import type { Page } from './board.repository.ts';
import { costColumns, p } from './parties.repository.ts';

const pp = schema.partyPayments;
const u = schema.users;

const paymentColumns = {
  ...ownColumns(
    pp,
    'id',
    'kind',
    'method',
    'amountCents',
    'accountReference',
    'accountHolder',
    'cardLast4',
    'provider',
    'providerReference',
    'createdAt',
  ),
  createdByName: u.name,
};

export type PartyPayment = NonNullable<PartyDetails['payments']>[number];

/** A payment or refund row as the contract answers it. */
export const toPayment = (row: Omit<PartyPayment, 'createdAt'> & { createdAt: Date }): PartyPayment => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const joinCreator = and(eq(u.companyId, pp.companyId), eq(u.id, pp.createdBy));

const paymentRows = selectBuiltOnce((db) =>
  db
    .select(paymentColumns)
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(and(eq(pp.companyId, sql.placeholder('companyId')), eq(pp.partyId, sql.placeholder('partyId'))))
    .orderBy(asc(pp.createdAt), asc(pp.id))
    .$dynamic(),
);

/**
 * The payments and refunds of one party, oldest first (the drawer and the cost details show them); the statement's
 * text is written once (ADR 188).
 */
export async function paymentsOf(tx: Tx, companyId: string, partyId: string): Promise<PartyPayment[]> {
  const rows = await paymentRows(tx, { companyId, partyId });
  return rows.map(toPayment);
}

export async function paymentById(tx: Tx, companyId: string, paymentId: string) {
  const [row] = await tx
    .select(paymentColumns)
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(and(eq(pp.companyId, companyId), eq(pp.id, paymentId)));
  return row ? toPayment(row) : undefined;
}

/** The payment an idempotency key already produced, with the digest of the request that produced it. */
export async function paymentByKey(tx: Tx, companyId: string, idempotencyKey: string) {
  const [row] = await tx
    .select({ id: pp.id, partyId: pp.partyId, requestDigest: pp.requestDigest })
    .from(pp)
    .where(and(eq(pp.companyId, companyId), eq(pp.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * The party a payment is for, locked until the transaction ends: two payments of one party are recorded one
 * after the other, so the balance check sees the first.
 */
export async function lockPartyForPayment(tx: Tx, companyId: string, partyId: string) {
  const [row] = await tx
    .select({
      id: p.id,
      status: p.status,
      version: p.version,
      totalCents: p.totalCents,
      paidCents: p.paidCents,
      refundedCents: p.refundedCents,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)))
    .for('update');
  return row ? { ...row, status: row.status as PartyStatus } : undefined;
}

/** The cost columns of a party and its version: what a payment answer shows. */
export async function partyCosts(tx: Tx, companyId: string, partyId: string) {
  const [row] = await tx
    .select({
      ...costColumns,
      couponCode: p.couponCode,
      gratuityPercent: p.gratuityPercent,
      status: p.status,
      version: p.version,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  return row;
}

export async function insertPayment(tx: Tx, values: typeof pp.$inferInsert): Promise<string> {
  return insertedId(tx, pp, values);
}

/** Adds a payment to the party's paid amount. The version stays: a payment is not a dispatch step (ADR 20). */
export async function addPaid(tx: Tx, companyId: string, partyId: string, amountCents: number) {
  await tx
    .update(p)
    .set({ paidCents: sql`${p.paidCents} + ${amountCents}`, updatedAt: new Date() })
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
}

/** What the cash-out report reads: whole days of the company's calendar, one staff member or a name. */
export interface CashOutFilter {
  fromDate: string;
  toDate: string;
  timeZone: string;
  userId?: string | undefined;
  search?: string | undefined;
}

// Money is 64-bit: sums are read as bigint (a string from node-postgres) and mapped to numbers.
const sumOf = (kind: 'payment' | 'refund') =>
  sql<number>`(coalesce(sum(${pp.amountCents}) filter (where ${pp.kind} = ${kind}), 0))::bigint`.mapWith(
    Number,
  );

/** Payments and refunds created in the filter's days, by the staff member or name it names. */
function cashOutWhere(companyId: string, f: CashOutFilter) {
  const { fromDate, toDate, timeZone, userId, search } = f;
  return and(
    eq(pp.companyId, companyId),
    gte(pp.createdAt, sql`(${fromDate}::date)::timestamp at time zone ${timeZone}`),
    lt(pp.createdAt, sql`(${toDate}::date + 1)::timestamp at time zone ${timeZone}`),
    userId ? eq(pp.createdBy, userId) : undefined,
    search?.trim() ? ilike(u.name, likePattern(search.trim())) : undefined,
  );
}

/**
 * The cash-out report: payments and refunds summed per creator and method (a page of these lines, by name then
 * method), how many lines there are, the totals of every line, and per creator the most paid first (`people`).
 */
export async function cashOut(tx: Tx, companyId: string, f: CashOutFilter, page: Page, people: number) {
  const where = cashOutWhere(companyId, f);
  const userName = sql<string | null>`min(${u.name})`;
  // A builder is changed by what is chained to it: one for the page, another for the count.
  const lines = () =>
    tx
      .select({
        userId: pp.createdBy,
        userName,
        method: pp.method,
        payments: sql<number>`(count(*) filter (where ${pp.kind} = 'payment'))::int`,
        paidCents: sumOf('payment'),
        refundedCents: sumOf('refund'),
      })
      .from(pp)
      .leftJoin(u, joinCreator)
      .where(where)
      .groupBy(pp.createdBy, pp.method);
  const items = await pageRows(lines().orderBy(sql`min(${u.name}) nulls last`, pp.method), page);
  const [counted] = await tx.select({ lines: sql<number>`count(*)::int` }).from(lines().as('lines'));
  const [totals] = await tx
    .select({
      paidCents: sumOf('payment'),
      refundedCents: sumOf('refund'),
    })
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(where);
  const byPerson = await tx
    .select({ userId: pp.createdBy, userName, paidCents: sumOf('payment'), refundedCents: sumOf('refund') })
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(where)
    .groupBy(pp.createdBy)
    .orderBy(desc(sumOf('payment')), sql`min(${u.name}) nulls last`)
    .limit(people);
  return {
    items,
    total: counted?.lines ?? 0,
    totalPaidCents: totals?.paidCents ?? 0,
    totalRefundedCents: totals?.refundedCents ?? 0,
    people: byPerson,
  };
}

/** What can still go back to the guest, and how the latest payment was made. */
export async function refundable(tx: Tx, companyId: string, partyId: string) {
  const [party] = await tx
    .select({ paidCents: p.paidCents, refundedCents: p.refundedCents })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  const [payment] = await tx
    .select({ id: pp.id, method: pp.method })
    .from(pp)
    .where(and(eq(pp.companyId, companyId), eq(pp.partyId, partyId), eq(pp.kind, 'payment')))
    .orderBy(desc(pp.createdAt), desc(pp.id))
    .limit(1);
  return {
    cents: Math.max(0, (party?.paidCents ?? 0) - (party?.refundedCents ?? 0)),
    payment,
  };
}

/** A refund row and the party's refunded total, in the caller's transaction. */
export async function recordRefund(
  tx: Tx,
  values: {
    companyId: string;
    partyId: string;
    amountCents: number;
    method: 'cash' | 'account' | 'card';
    refundOf: string | null;
    userId: string | null;
    /** A refund made through a card provider: its name and the provider's refund (or event) id. */
    provider?: string;
    providerReference?: string;
  },
) {
  const [row] = await tx
    .insert(pp)
    .values({
      companyId: values.companyId,
      partyId: values.partyId,
      kind: 'refund',
      method: values.method,
      amountCents: values.amountCents,
      refundOf: values.refundOf,
      provider: values.provider ?? null,
      providerReference: values.providerReference ?? null,
      createdBy: values.userId,
    })
    .returning({ id: pp.id });
  await tx
    .update(p)
    .set({ refundedCents: sql`${p.refundedCents} + ${values.amountCents}` })
    .where(and(eq(p.companyId, values.companyId), eq(p.id, values.partyId)));
  return row;
}
