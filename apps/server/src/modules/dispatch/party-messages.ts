import { schema, type Tx } from '@curbside/db';
import {
  isMessageEvent,
  type MessageEvent,
  messageLanguageOf,
  PARTY_MESSAGE_EVENTS,
  type PartyStatus,
  renderMessage,
  toE164,
} from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { templateFor } from '../messaging/templates.ts';
import { findDetails } from './parties.repository.ts';

export interface MessageCompany {
  companyId: string;
  companyName: string;
  timeZone: string;
  /** Where the guest's private link points (`<siteUrl>/GuestView/<key>`). */
  siteUrl: string;
}

export const guestLinkOf = (siteUrl: string, guestKey: string) =>
  `${siteUrl.replace(/\/$/, '')}/GuestView/${guestKey}`;

/**
 * The key a message's guest link carries (ADR 54): a new one (`issue`, the row's earlier link stops working),
 * the guest's own when they made the change through their link, or none in a preview (`…`), which sends nothing.
 */
export type GuestLinkKey = 'issue' | 'preview' | { guestKey: string };

/** A guest message worded for one party: where it goes and what it says, in the guest's language. */
export interface GuestMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** The guest's e-mail address, when the party has one (a failed text falls back to it). */
  email: string | null;
}

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
  if (!party) return null;
  const phone = toE164(party.phone);
  const channel = phone ? 'sms' : party.email ? 'email' : null;
  if (!channel) return null;
  const [guest] = await tx
    .select({ language: schema.parties.guestLanguage })
    .from(schema.parties)
    .where(and(eq(schema.parties.companyId, company.companyId), eq(schema.parties.id, partyId)));
  const language = messageLanguageOf(guest?.language);
  const template = await templateFor(tx, company.companyId, event, language);
  const when = new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-US', {
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
      ? guestLinkOf(company.siteUrl, await keyOf(tx, company.companyId, partyId, linkKey))
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

async function keyOf(tx: Tx, companyId: string, partyId: string, linkKey: GuestLinkKey) {
  if (linkKey === 'preview') return '…';
  if (linkKey === 'issue') return issueGuestKey(tx, 'party', companyId, partyId);
  return linkKey.guestKey;
}

/**
 * Queues the guest message configured for the status a party reached, as an outbox row in the caller's
 * transaction (SMS to the phone, else e-mail). Answers how many rows it queued: none when the party asked not
 * to be notified (unless `manual`: staff resending on purpose), has no contact, or the status has no message.
 * Its link carries a new key, or `guestKey` when the guest made the change through their link (their page
 * keeps working).
 */
export async function queueGuestMessage(
  tx: Tx,
  company: MessageCompany,
  partyId: string,
  status: PartyStatus,
  options: { manual?: boolean; guestKey?: string } = {},
): Promise<number> {
  const event = PARTY_MESSAGE_EVENTS[status];
  if (!event || !isMessageEvent(event)) return 0;
  const [party] = await tx
    .select({ notifyGuest: schema.parties.notifyGuest })
    .from(schema.parties)
    .where(and(eq(schema.parties.companyId, company.companyId), eq(schema.parties.id, partyId)));
  if (!party || (!party.notifyGuest && !options.manual)) return 0;
  const linkKey = options.guestKey ? { guestKey: options.guestKey } : 'issue';
  const message = await guestMessageFor(tx, company, partyId, event, linkKey);
  if (!message) return 0;
  await tx.insert(schema.outboxMessages).values({
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

/** The guest messages of one party, newest first, for the drawer. */
export function messagesOf(tx: Tx, companyId: string, partyId: string) {
  const m = schema.outboxMessages;
  return tx
    .select({
      id: m.id,
      channel: m.channel,
      templateCode: m.templateCode,
      recipient: m.recipient,
      body: m.body,
      status: m.status,
      deliveryStatus: m.deliveryStatus,
      error: sql<
        string | null
      >`case when ${m.status} = 'failed' or ${m.deliveryStatus} = 'failed' then ${m.lastError} end`,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.partyId, partyId)))
    .orderBy(m.createdAt);
}
