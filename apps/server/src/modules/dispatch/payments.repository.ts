import type { PartyDetails } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import type { PartyStatus } from '@curbside/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ownColumns } from '../../resources/table-store.ts';
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

/** The payments and refunds of one party, oldest first (the drawer and the cost details show them). */
export async function paymentsOf(tx: Tx, companyId: string, partyId: string): Promise<PartyPayment[]> {
  const rows = await tx
    .select(paymentColumns)
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(and(eq(pp.companyId, companyId), eq(pp.partyId, partyId)))
    .orderBy(asc(pp.createdAt), asc(pp.id));
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
  const [row] = await tx.insert(pp).values(values).returning({ id: pp.id });
  if (!row) throw new Error('payment insert returned nothing');
  return row.id;
}

/** Adds a payment to the party's paid amount. The version stays: a payment is not a dispatch step (ADR 20). */
export async function addPaid(tx: Tx, companyId: string, partyId: string, amountCents: number) {
  await tx
    .update(p)
    .set({ paidCents: sql`${p.paidCents} + ${amountCents}`, updatedAt: new Date() })
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
}

/**
 * Payments and refunds created from `fromDate` to `toDate` (both whole days in the company's time zone), summed per creator and method: the cash-out report.
 * `userId` narrows it to one staff member.
 */
export async function cashOut(
  tx: Tx,
  companyId: string,
  range: { fromDate: string; toDate: string; timeZone: string; userId?: string | undefined },
) {
  const { fromDate, toDate, timeZone, userId } = range;
  const rows = await tx
    .select({
      userId: pp.createdBy,
      userName: sql<string | null>`min(${u.name})`,
      method: pp.method,
      payments: sql<number>`(count(*) filter (where ${pp.kind} = 'payment'))::int`,
      // Money is 64-bit: sums are read as bigint (a string from node-postgres) and mapped to numbers.
      paidCents:
        sql<number>`(coalesce(sum(${pp.amountCents}) filter (where ${pp.kind} = 'payment'), 0))::bigint`.mapWith(
          Number,
        ),
      refundedCents:
        sql<number>`(coalesce(sum(${pp.amountCents}) filter (where ${pp.kind} = 'refund'), 0))::bigint`.mapWith(
          Number,
        ),
    })
    .from(pp)
    .leftJoin(u, joinCreator)
    .where(
      and(
        eq(pp.companyId, companyId),
        gte(pp.createdAt, sql`(${fromDate}::date)::timestamp at time zone ${timeZone}`),
        lt(pp.createdAt, sql`(${toDate}::date + 1)::timestamp at time zone ${timeZone}`),
        userId ? eq(pp.createdBy, userId) : undefined,
      ),
    )
    .groupBy(pp.createdBy, pp.method)
    .orderBy(sql`min(${u.name}) nulls last`, pp.method);
  return rows;
}
