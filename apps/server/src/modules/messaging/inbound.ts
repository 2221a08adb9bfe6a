import type { Tx } from '@curbside/db';
import { type InboundKeyword, inboundKeyword, messageLanguageOf } from '@curbside/domain';
import { packageFeaturesIn } from '../../plugins/features.ts';
import { companyNameAndZone } from '../company/company.repository.ts';
import { queuePush } from '../push/push.service.ts';
import type { SmsProvider } from './delivery.repository.ts';
import * as inbound from './inbound.repository.ts';
import { keywordOf } from './registry.ts';
import { queueTemplatedSms } from './templates.ts';

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
 * to that module when the company's package has its feature, and is otherwise kept for staff like any other
 * text. Answers what it did.
 */
export async function receiveSms(
  tx: Tx,
  companyId: string,
  sms: InboundSms,
): Promise<{ duplicate: boolean; keyword: InboundKeyword }> {
  const keyword = inboundKeyword(sms.text);
  const party = await latestPartyOf(tx, companyId, sms.from);
  const kept = await inbound.insertInbound(tx, {
    companyId,
    provider: sms.provider,
    providerMessageId: sms.providerMessageId,
    fromPhone: sms.from,
    toPhone: sms.to,
    body: sms.text,
    keyword,
    partyId: party?.id ?? null,
  });
  if (!kept) return { duplicate: true, keyword };

  if (keyword === 'stop') {
    await inbound.addOptOut(tx, companyId, sms.from);
  } else if (keyword === 'start') {
    await inbound.removeOptOut(tx, companyId, sms.from);
  } else if (keyword === 'help') {
    await queueHelp(tx, companyId, sms.from, party);
  } else {
    const registered = keywordOf(sms.text, await packageFeaturesIn(tx, companyId));
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
  return (await inbound.latestPartyByDigits(tx, companyId, phone.replace(/\D/g, ''))) ?? null;
}

/** Queues the company's help text, in the language of the guest's party from that number. */
async function queueHelp(
  tx: Tx,
  companyId: string,
  phone: string,
  latest: { language: string | null } | null,
) {
  const company = await companyNameAndZone(tx, companyId);
  await queueTemplatedSms(tx, {
    companyId,
    event: 'sms.help',
    language: messageLanguageOf(latest?.language),
    recipient: phone,
    values: { companyName: company.name },
  });
}
