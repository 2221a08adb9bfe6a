import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyRow, insertedId, ownColumns } from '../../resources/table-store.ts';

/** A permit's payments and refunds, and the totals the permit keeps of them. */

const p = schema.parkingPermits;
const pay = schema.parkingPayments;
const creator = alias(schema.users, 'creator');

const paymentColumns = {
  id: pay.id,
  kind: pay.kind,
  method: pay.method,
  amountCents: pay.amountCents,
  accountReference: pay.accountReference,
  cardLast4: pay.cardLast4,
  provider: pay.provider,
  createdAt: pay.createdAt,
  createdByName: creator.name,
};

const paymentsQuery = (tx: Tx) =>
  tx
    .select(paymentColumns)
    .from(pay)
    .leftJoin(creator, and(eq(creator.companyId, pay.companyId), eq(creator.id, pay.createdBy)));

export type PaymentRow = Awaited<ReturnType<typeof paymentsQuery>>[number];

/** What a permit costs and what was paid and refunded of it, or undefined. */
export function permitCosts(tx: Tx, companyId: string, permitId: string) {
  return companyRow(tx, p, companyId, permitId, {
    columns: ownColumns(p, 'costCents', 'paidCents', 'refundedCents'),
  });
}

/** A permit's payments and refunds, oldest first, each with who took it. */
export function paymentsOfPermit(tx: Tx, companyId: string, permitId: string) {
  return paymentsQuery(tx)
    .where(and(eq(pay.companyId, companyId), eq(pay.permitId, permitId)))
    .orderBy(asc(pay.createdAt), asc(pay.id));
}

/** One payment with who took it, or undefined. */
export async function paymentById(tx: Tx, companyId: string, id: string) {
  const [payment] = await paymentsQuery(tx).where(and(eq(pay.companyId, companyId), eq(pay.id, id)));
  return payment;
}

/** The payment recorded under an idempotency key, with the digest of its request, or undefined. */
export async function paymentOfKey(tx: Tx, companyId: string, idempotencyKey: string) {
  const [stored] = await tx
    .select({ id: pay.id, permitId: pay.permitId, requestDigest: pay.requestDigest })
    .from(pay)
    .where(and(eq(pay.companyId, companyId), eq(pay.idempotencyKey, idempotencyKey)));
  return stored;
}

/** A payment of a permit; answers its id. */
export async function insertPayment(tx: Tx, values: typeof pay.$inferInsert) {
  return insertedId(tx, pay, values);
}

/** Sets what was paid of a (locked) permit. */
export async function setPaid(tx: Tx, companyId: string, permitId: string, paidCents: number) {
  await tx
    .update(p)
    .set({ paidCents })
    .where(and(eq(p.companyId, companyId), eq(p.id, permitId)));
}

/** A permit's refund: a refund row beside its payments, by the method of its latest payment, and its total. */
export async function recordRefund(
  tx: Tx,
  refund: { companyId: string; permitId: string; amountCents: number; userId: string },
) {
  const [last] = await tx
    .select({ method: pay.method })
    .from(pay)
    .where(
      and(eq(pay.companyId, refund.companyId), eq(pay.permitId, refund.permitId), eq(pay.kind, 'payment')),
    )
    .orderBy(sql`${pay.createdAt} desc`)
    .limit(1);
  await tx.insert(pay).values({
    companyId: refund.companyId,
    permitId: refund.permitId,
    kind: 'refund',
    method: last?.method ?? 'cash',
    amountCents: refund.amountCents,
    createdBy: refund.userId,
  });
  await tx
    .update(p)
    .set({ refundedCents: sql`${p.refundedCents} + ${refund.amountCents}` })
    .where(and(eq(p.companyId, refund.companyId), eq(p.id, refund.permitId)));
}
