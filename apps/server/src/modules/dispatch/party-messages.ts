import type { Tx } from '@curbside/db';
import {
  dateTimeFormat,
  isMessageEvent,
  type MessageEvent,
  messageLanguageOf,
  messageLocaleOf,
  PARTY_MESSAGE_EVENTS,
  type PartyStatus,
  renderMessage,
  toE164,
} from '@curbside/domain';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import {
  type GuestLinkKey,
  type GuestMessage,
  type MessageCompany,
  registerPartyMessages,
} from '../messaging/registry.ts';
import { templateFor } from '../messaging/templates.ts';
import { rulesOf, sendsGuestMessage } from './booking-rules.ts';
import { findDetails, findPartyState, type PartyDetailRow } from './parties.repository.ts';
import { queueMessage } from './party-messages.repository.ts';

export const guestLinkOf = (siteUrl: string, guestKey: string) =>
  `${siteUrl.replace(/\/$/, '')}/GuestView/${guestKey}`;

/**
 * Words `event` for a party, filled from its ride, in the guest's language: a text to the phone when it reads
 * as E.164 (the form opt-outs are kept in), else an e-mail. Null when the party is not found or has no contact.
 * A template that names the link gets one with `linkKey`'s key.
 */
export async function guestMessageFor(
  tx: Tx,
  company: MessageCompany,
  partyId: string,
  event: MessageEvent,
  linkKey: GuestLinkKey,
): Promise<GuestMessage | null> {
  const party = await findDetails(tx, company.companyId, partyId);
  return party ? messageTo(tx, company, party, event, linkKey) : null;
}

/** `guestMessageFor` of a party whose details are read already. */
async function messageTo(
  tx: Tx,
  company: MessageCompany,
  party: PartyDetailRow,
  event: MessageEvent,
  linkKey: GuestLinkKey,
): Promise<GuestMessage | null> {
  const phone = toE164(party.phone);
  const channel = phone ? 'sms' : party.email ? 'email' : null;
  if (!channel) return null;
  const language = messageLanguageOf(party.guestLanguage);
  const template = await templateFor(tx, company.companyId, event, language);
  const when = dateTimeFormat(messageLocaleOf(language), {
    timeZone: company.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(party.scheduledAt);
  const body = renderMessage(template, {
    guestName: party.guestName,
    from: party.fromLocationName,
    to: party.toLocationName,
    driverName: party.driverName ?? party.otherDriverName ?? (language === 'ar' ? 'السائق' : 'Your driver'),
    companyName: company.companyName,
    when,
    quotedWait:
      party.quotedWaitMinutes === null
        ? null
        : `${party.quotedWaitMinutes} ${language === 'ar' ? 'دقيقة' : 'min'}`,
    link: template.includes('{link}')
      ? guestLinkOf(company.siteUrl, await keyOf(tx, company.companyId, party.id, linkKey))
      : null,
  });
  return {
    channel,
    recipient: phone ?? party.email,
    subject:
      channel === 'email' ? `${company.companyName}: ${language === 'ar' ? 'رحلتك' : 'your ride'}` : null,
    body,
    email: party.email || null,
  };
}

/** Hands messaging the wording of a party's predefined messages, at start-up (ADR 57). */
export const registerPartyMessageWording = (): void => registerPartyMessages(guestMessageFor);

async function keyOf(tx: Tx, companyId: string, partyId: string, linkKey: GuestLinkKey) {
  if (linkKey === 'preview') return '…';
  if (linkKey === 'issue') return issueGuestKey(tx, 'party', companyId, partyId);
  return linkKey.guestKey;
}

/**
 * Queues the guest message configured for the status a party reached, as an outbox row in the caller's
 * transaction (SMS to the phone, else e-mail). Answers how many rows it queued: none when the party asked not
 * to be notified or the company's booking rules send no message of this status (unless `manual`: staff
 * resending on purpose), has no contact, or the status has no message.
 * Its link carries a new key, or `guestKey` when the guest made the change through their link (their page
 * keeps working). `party` is the party's setting as the caller read it in this transaction, not read again.
 */
export async function queueGuestMessage(
  tx: Tx,
  company: MessageCompany,
  partyId: string,
  status: PartyStatus,
  options: { manual?: boolean; guestKey?: string; party?: { notifyGuest: boolean } } = {},
): Promise<number> {
  const event = PARTY_MESSAGE_EVENTS[status];
  if (!event || !isMessageEvent(event)) return 0;
  const party = options.party ?? (await findPartyState(tx, company.companyId, partyId));
  if (!party) return 0;
  if (!options.manual && !party.notifyGuest) return 0;
  const linkKey = options.guestKey ? { guestKey: options.guestKey } : 'issue';
  // The rules and the party's details in one round trip (ADR 170); the details are read for nothing only when the
  // rules send no message of this status.
  const [rules, details] = await Promise.all([
    options.manual ? undefined : rulesOf(tx, company.companyId),
    findDetails(tx, company.companyId, partyId),
  ]);
  if (!details || (rules && !sendsGuestMessage(rules, status))) return 0;
  const message = await messageTo(tx, company, details, event, linkKey);
  if (!message) return 0;
  await queueMessage(tx, {
    companyId: company.companyId,
    partyId,
    channel: message.channel,
    templateCode: event,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
  });
  return 1;
}
