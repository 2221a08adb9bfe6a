import { paymentOptions } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { companyRowStore } from '../../resources/settings-store.ts';

const sd = schema.stripeDetails;
const ci = schema.cardPaymentIntents;
const ev = schema.cardProviderEvents;
const pp = schema.partyPayments;
const po = schema.paymentOptions;

export type StripeRow = typeof sd.$inferSelect;
export type IntentRow = typeof ci.$inferSelect;

const stripeRows = companyRowStore(sd);

/** The company's Stripe details as stored (secrets sealed). */
export const stripeRow = stripeRows.find;
export const saveStripeRow = stripeRows.save;

export async function intentByKey(tx: Tx, companyId: string, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(ci)
    .where(and(eq(ci.companyId, companyId), eq(ci.idempotencyKey, idempotencyKey)));
  return row;
}

/** A provider's intent, locked: the webhook's events about it are applied one after the other. */
export async function lockIntent(tx: Tx, companyId: string, provider: string, intentId: string) {
  const [row] = await tx
    .select()
    .from(ci)
    .where(and(eq(ci.companyId, companyId), eq(ci.provider, provider), eq(ci.intentId, intentId)))
    .for('update');
  return row;
}

/** A new intent; an intent already kept under this key stays, and is answered. */
export async function insertIntent(tx: Tx, values: typeof ci.$inferInsert): Promise<IntentRow> {
  await tx.insert(ci).values(values).onConflictDoNothing();
  const row = await intentByKey(tx, values.companyId, values.idempotencyKey);
  if (!row) throw new Error('card payment intent insert returned nothing');
  return row;
}

export async function setIntentStatus(
  tx: Tx,
  companyId: string,
  id: string,
  status: IntentRow['status'],
  paymentId?: string,
) {
  await tx
    .update(ci)
    .set({ status, updatedAt: new Date(), ...(paymentId ? { paymentId } : {}) })
    .where(and(eq(ci.companyId, companyId), eq(ci.id, id)));
}

/** Remembers a webhook event; false when it was applied already (delivered again). */
export async function rememberEvent(
  tx: Tx,
  values: { companyId: string; provider: string; eventId: string; type: string },
): Promise<boolean> {
  const rows = await tx.insert(ev).values(values).onConflictDoNothing().returning({ id: ev.eventId });
  return rows.length > 0;
}

/** What the refunds of one payment add up to, whoever made them (the desk or the provider's dashboard). */
export async function refundedOf(tx: Tx, companyId: string, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${pp.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(pp)
    .where(and(eq(pp.companyId, companyId), eq(pp.refundOf, paymentId), eq(pp.kind, 'refund')));
  return row?.cents ?? 0;
}

/** The party's latest payment taken through a card provider's intent (what a refund goes back to first). */
export async function latestProviderPayment(tx: Tx, companyId: string, partyId: string, provider: string) {
  const [row] = await tx
    .select({ id: pp.id, amountCents: pp.amountCents, intentId: pp.providerReference })
    .from(pp)
    .where(
      and(
        eq(pp.companyId, companyId),
        eq(pp.partyId, partyId),
        eq(pp.kind, 'payment'),
        eq(pp.provider, provider),
      ),
    )
    .orderBy(desc(pp.createdAt), desc(pp.id))
    .limit(1);
  return row;
}

/**
 * Whether a card can be charged through the provider: the company takes cards (its saved option, else the
 * default) and has its Stripe details. One statement: every party's drawer asks it (ADR 161).
 */
export async function takesCards(tx: Tx, companyId: string): Promise<boolean> {
  const byDefault = sql.raw(paymentOptions.spec.defaults.acceptCard ? 'true' : 'false');
  const [row] = rowsOf<{ takes: boolean }>(
    await tx.execute(sql`select coalesce((select ${po.acceptCard} from ${po} where ${po.companyId} = ${companyId}), ${byDefault})
      and exists (select from ${sd} where ${sd.companyId} = ${companyId}) as takes`),
  );
  return row?.takes === true;
}
