import { schema, type Tx } from '@curbside/db';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';

/** The reads and writes of delivery: provider callbacks on outbound rows, early reports, e-mail fallbacks. */
const o = schema.outboxMessages;
const e = schema.smsEarlyDeliveries;

export type SmsProvider = 'twilio' | 'vonage';
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

/**
 * An outbound message's state as a person reads it, from its row's columns: a failure anywhere is failed, the
 * provider's delivered is delivered, a text only the log provider took is `logged` (never "sent": no provider
 * was set up), else our own status (queued, sending, sent).
 */
export const outboundStateOf = (columns: {
  status: SQLWrapper;
  deliveryStatus: SQLWrapper;
  provider: SQLWrapper;
}): SQL =>
  sql`case when ${columns.status} = 'failed' or ${columns.deliveryStatus} = 'failed' then 'failed'
    when ${columns.deliveryStatus} = 'delivered' then 'delivered'
    when ${columns.status} = 'sent' and ${columns.provider} = 'log' then 'logged' else ${columns.status} end`;

/** A status's place on the scale queued < sent < delivered | failed. */
const RANK: Record<DeliveryStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2 };

const byProviderId = (companyId: string, provider: SmsProvider, providerMessageId: string) =>
  and(eq(o.companyId, companyId), eq(o.provider, provider), eq(o.providerMessageId, providerMessageId));

/** A provider's report of one message's delivery. */
export interface DeliveryReport {
  provider: SmsProvider;
  providerMessageId: string;
  status: DeliveryStatus;
  error: string | null;
}

/** Moves the delivery status of the messages with the report's provider id up to its status; answers those it moved. */
export async function raiseDeliveryStatus(tx: Tx, companyId: string, report: DeliveryReport) {
  const { provider, providerMessageId, status, error } = report;
  const rankOf = sql`case ${o.deliveryStatus} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else -1 end`;
  return tx
    .update(o)
    .set({
      deliveryStatus: status,
      deliveryUpdatedAt: sql`now()`,
      ...(status === 'failed' ? { lastError: error ?? `${provider}: failed` } : {}),
    })
    .where(and(byProviderId(companyId, provider, providerMessageId), sql`${rankOf} < ${RANK[status]}`))
    .returning({ id: o.id });
}

/** Whether a message of the company carries this provider id. */
export async function providerIdKnown(
  tx: Tx,
  companyId: string,
  provider: SmsProvider,
  providerMessageId: string,
): Promise<boolean> {
  const [known] = await tx
    .select({ id: o.id })
    .from(o)
    .where(byProviderId(companyId, provider, providerMessageId));
  return Boolean(known);
}

/** Keeps a report for an id not recorded yet; of several, the highest on the scale (the first of equals). */
export async function keepEarly(tx: Tx, companyId: string, report: DeliveryReport) {
  const { provider, providerMessageId, status, error } = report;
  const rankOf = sql`case ${e.status} when 'queued' then 0 when 'sent' then 1 else 2 end`;
  await tx
    .insert(e)
    .values({ companyId, provider, providerMessageId, status, error })
    .onConflictDoUpdate({
      target: [e.companyId, e.provider, e.providerMessageId],
      set: { status, error },
      setWhere: sql`${rankOf} < ${RANK[status]}`,
    });
}

/** Takes (deletes and answers) the report kept for this provider id, if any. */
export async function takeEarly(tx: Tx, companyId: string, provider: SmsProvider, providerMessageId: string) {
  const [early] = await tx
    .delete(e)
    .where(
      and(eq(e.companyId, companyId), eq(e.provider, provider), eq(e.providerMessageId, providerMessageId)),
    )
    .returning();
  return early;
}

/**
 * What an e-mail standing in for a text needs: the guest's address, the company's name, the text's words. Only
 * for a text to a party whose guest has an address, and none when a fallback was queued already.
 */
export async function fallbackSource(tx: Tx, companyId: string, messageId: string) {
  const [row] = rowsOf<{
    email: string;
    company_name: string;
    body: string;
    template_code: string;
    party_id: string;
    sent_by: string | null;
  }>(
    await tx.execute(sql`
      select p.email, c.name as company_name, o.body, o.template_code, o.party_id, o.sent_by
        from outbox_messages o
        join parties p on p.company_id = o.company_id and p.id = o.party_id
        join companies c on c.id = o.company_id
       where o.company_id = ${companyId} and o.id = ${messageId} and o.channel = 'sms' and p.email <> ''
         and not exists (select 1 from outbox_messages f
                          where f.company_id = o.company_id and f.fallback_for = o.id)`),
  );
  return row;
}
