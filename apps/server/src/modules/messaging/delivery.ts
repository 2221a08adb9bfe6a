import { schema, type Tx } from '@curbside/db';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { publish } from '../../plugins/realtime.ts';

export type SmsProvider = 'twilio' | 'vonage';
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

/**
 * An outbound message's state as a person reads it, from its row's columns: a failure anywhere is failed, the
 * provider's delivered is delivered, a text only the log provider took is `logged` (never "sent": no provider
 * was set up), else our own status (queued, sending, sent).
 */
export const outboundStateOf = (o: {
  status: SQLWrapper;
  deliveryStatus: SQLWrapper;
  provider: SQLWrapper;
}): SQL =>
  sql`case when ${o.status} = 'failed' or ${o.deliveryStatus} = 'failed' then 'failed'
    when ${o.deliveryStatus} = 'delivered' then 'delivered'
    when ${o.status} = 'sent' and ${o.provider} = 'log' then 'logged' else ${o.status} end`;

const RANK: Record<DeliveryStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2 };

/** What the common carrier errors mean, as the desk reads them; other codes are shown as the provider's. */
const CARRIER_ERRORS: Readonly<Record<string, string>> = {
  '30003': 'unreachable handset',
  '30004': 'blocked by the recipient',
  '30005': 'unknown number',
  '30006': 'landline or unreachable carrier',
  '30007': 'blocked by the carrier',
  '30008': 'unknown error',
};

/** The reason of a failed delivery as stored: the provider's code, with its meaning when it is a common one. */
export function deliveryError(provider: SmsProvider, code: string | undefined): string | null {
  if (!code || code === '0') return null;
  const meaning = CARRIER_ERRORS[code];
  return `${provider} ${code.slice(0, 40)}${meaning ? `: ${meaning}` : ''}`;
}

/**
 * A provider's delivery callback. The message's delivery status only moves up the scale queued < sent <
 * delivered | failed, so a repeated callback or a late "sent" after "delivered" changes nothing, and a
 * final state is never replaced by the other. A report for an id no message carries yet (the provider called
 * back before the worker recorded its id) is kept and applied when the id is recorded (applyEarlyDelivery).
 * A text that fails falls back to e-mail when the guest has one. Answers whether a message changed.
 */
export async function recordDelivery(
  tx: Tx,
  companyId: string,
  provider: SmsProvider,
  providerMessageId: string,
  status: DeliveryStatus,
  error: string | null = null,
): Promise<boolean> {
  const o = schema.outboxMessages;
  const rankOf = sql`case ${o.deliveryStatus} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else -1 end`;
  const changed = await tx
    .update(o)
    .set({
      deliveryStatus: status,
      deliveryUpdatedAt: sql`now()`,
      ...(status === 'failed' ? { lastError: error ?? `${provider}: failed` } : {}),
    })
    .where(
      and(
        eq(o.companyId, companyId),
        eq(o.provider, provider),
        eq(o.providerMessageId, providerMessageId),
        sql`${rankOf} < ${RANK[status]}`,
      ),
    )
    .returning({ id: o.id });
  if (changed.length === 0) {
    const [known] = await tx
      .select({ id: o.id })
      .from(o)
      .where(
        and(eq(o.companyId, companyId), eq(o.provider, provider), eq(o.providerMessageId, providerMessageId)),
      );
    if (!known) await keepEarly(tx, companyId, provider, providerMessageId, status, error);
    return false;
  }
  if (status === 'failed') for (const message of changed) await fallBackToEmail(tx, companyId, message.id);
  return true;
}

/** Keeps a report for an id not recorded yet; of several, the highest on the scale (the first of equals). */
async function keepEarly(
  tx: Tx,
  companyId: string,
  provider: SmsProvider,
  providerMessageId: string,
  status: DeliveryStatus,
  error: string | null,
) {
  const e = schema.smsEarlyDeliveries;
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

/** Applies (and forgets) a report that arrived before the worker recorded this provider id. */
export async function applyEarlyDelivery(
  tx: Tx,
  companyId: string,
  provider: SmsProvider,
  providerMessageId: string,
): Promise<void> {
  const e = schema.smsEarlyDeliveries;
  const [early] = await tx
    .delete(e)
    .where(
      and(eq(e.companyId, companyId), eq(e.provider, provider), eq(e.providerMessageId, providerMessageId)),
    )
    .returning();
  if (early) await recordDelivery(tx, companyId, provider, providerMessageId, early.status, early.error);
}

/**
 * Queues the text's words as an e-mail to the party's guest when the text failed and the guest has an e-mail
 * address; once per text (the e-mail names the text it stands in for). Answers whether it queued one.
 */
export async function fallBackToEmail(tx: Tx, companyId: string, messageId: string): Promise<boolean> {
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
  if (!row) return false;
  await tx.insert(schema.outboxMessages).values({
    companyId,
    partyId: row.party_id,
    channel: 'email',
    templateCode: row.template_code,
    recipient: row.email,
    subject: row.company_name,
    body: row.body,
    sentBy: row.sent_by,
    fallbackFor: messageId,
  });
  return true;
}

/** Tells the company's browsers its conversations changed (delivered with the transaction's commit). */
export const announceMessages = (tx: Tx, companyId: string) =>
  publish(tx, { companyId, type: 'messages.changed', tags: ['messages'] });
