import { schema, type Tx } from '@curbside/db';
import {
  type InboundKeyword,
  inboundKeyword,
  messageLanguageOf,
  OPEN_PARTY_STATUSES,
} from '@curbside/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queuePush } from '../push/push.service.ts';
import type { SmsProvider } from './delivery.ts';
import { keywordOf } from './registry.ts';
import { queueTemplatedSms } from './templates.ts';

export type { DeliveryStatus, SmsProvider } from './delivery.ts';

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
 * guest's language; a keyword another module registered (ADR 57: the will-call CAR…, a wait-list 1 or 9) goes
 * to that module. Answers what it did.
 */
export async function receiveSms(
  tx: Tx,
  companyId: string,
  sms: InboundSms,
): Promise<{ duplicate: boolean; keyword: InboundKeyword }> {
  const keyword = inboundKeyword(sms.text);
  const party = await latestPartyOf(tx, companyId, sms.from);
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
      partyId: party?.id ?? null,
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
    await queueHelp(tx, companyId, sms.from, party);
  } else {
    const registered = keywordOf(sms.text);
    if (registered) await registered.receive(tx, companyId, sms);
    // Anything no module registered is left for staff to read: the inbox's people are told (ADR 111).
    else await queuePush(tx, companyId, { screen: 'ChatMessages' }, 'guestReply');
  }
  return { duplicate: false, keyword };
}

/**
 * The party a guest's text is about: of the company's parties with that phone (kept as typed, so compared
 * by digits), the latest still open, else the latest. Null when the number belongs to no party.
 */
export async function latestPartyOf(tx: Tx, companyId: string, phone: string) {
  const p = schema.parties;
  const digits = phone.replace(/\D/g, '');
  const open = sql.join(
    OPEN_PARTY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [latest] = await tx
    .select({ id: p.id, language: p.guestLanguage })
    .from(p)
    .where(and(eq(p.companyId, companyId), sql`regexp_replace(${p.phone}, '[^0-9]', '', 'g') = ${digits}`))
    .orderBy(sql`${p.status} in (${open}) desc`, desc(p.createdAt))
    .limit(1);
  return latest ?? null;
}

/** Queues the company's help text, in the language of the guest's party from that number. */
async function queueHelp(
  tx: Tx,
  companyId: string,
  phone: string,
  latest: { language: string | null } | null,
) {
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
