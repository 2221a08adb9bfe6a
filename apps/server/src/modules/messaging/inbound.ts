import { schema, type Tx } from '@curbside/db';
import { type InboundKeyword, inboundKeyword, messageLanguageOf } from '@curbside/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queueTemplatedSms } from './templates.ts';

export type SmsProvider = 'twilio' | 'vonage';
export type DeliveryStatus = 'queued' | 'sent' | 'delivered' | 'failed';

export interface InboundSms {
  provider: SmsProvider;
  providerMessageId: string;
  /** E.164. */
  from: string;
  to: string;
  text: string;
}

/**
 * A guest's text, in the company's transaction: kept once (a repeated webhook finds its provider id taken and
 * changes nothing), then acted on when it is a keyword: STOP and its synonyms stop texts to that number for
 * the company, START and UNSTOP resume them, HELP queues the company's help text (`sms.help`) in the
 * guest's language. Answers what it did.
 */
export async function receiveSms(
  tx: Tx,
  companyId: string,
  sms: InboundSms,
): Promise<{ duplicate: boolean; keyword: InboundKeyword }> {
  const keyword = inboundKeyword(sms.text);
  const [kept] = await tx
    .insert(schema.smsInboundMessages)
    .values({
      companyId,
      provider: sms.provider,
      providerMessageId: sms.providerMessageId,
      fromPhone: sms.from,
      toPhone: sms.to,
      body: sms.text,
      keyword,
    })
    .onConflictDoNothing()
    .returning({ id: schema.smsInboundMessages.id });
  if (!kept) return { duplicate: true, keyword };

  const optOuts = schema.smsOptOuts;
  if (keyword === 'stop') {
    await tx.insert(optOuts).values({ companyId, phone: sms.from }).onConflictDoNothing();
  } else if (keyword === 'start') {
    await tx.delete(optOuts).where(and(eq(optOuts.companyId, companyId), eq(optOuts.phone, sms.from)));
  } else if (keyword === 'help') {
    await queueHelp(tx, companyId, sms.from);
  }
  return { duplicate: false, keyword };
}

async function queueHelp(tx: Tx, companyId: string, phone: string) {
  const p = schema.parties;
  const digits = phone.replace(/\D/g, '');
  // The guest's language is the one of their latest party from this number (phones are kept as typed there).
  const [latest] = await tx
    .select({ language: p.guestLanguage })
    .from(p)
    .where(and(eq(p.companyId, companyId), sql`regexp_replace(${p.phone}, '[^0-9]', '', 'g') = ${digits}`))
    .orderBy(desc(p.createdAt))
    .limit(1);
  const [company] = await tx
    .select({ name: schema.companies.name })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  await queueTemplatedSms(tx, {
    companyId,
    event: 'sms.help',
    language: messageLanguageOf(latest?.language),
    recipient: phone,
    values: { companyName: company?.name ?? '' },
  });
}

const RANK: Record<DeliveryStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2 };

/**
 * A provider's delivery callback. The message's delivery status only moves up the scale queued < sent <
 * delivered | failed, so a repeated callback or a late "sent" after "delivered" changes nothing, and a
 * final state is never replaced by the other. Answers whether the message changed.
 */
export async function recordDelivery(
  tx: Tx,
  companyId: string,
  provider: SmsProvider,
  providerMessageId: string,
  status: DeliveryStatus,
): Promise<boolean> {
  const o = schema.outboxMessages;
  const rankOf = sql`case ${o.deliveryStatus} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else -1 end`;
  const changed = await tx
    .update(o)
    .set({ deliveryStatus: status, deliveryUpdatedAt: sql`now()` })
    .where(
      and(
        eq(o.companyId, companyId),
        eq(o.provider, provider),
        eq(o.providerMessageId, providerMessageId),
        sql`${rankOf} < ${RANK[status]}`,
      ),
    )
    .returning({ id: o.id });
  return changed.length > 0;
}
