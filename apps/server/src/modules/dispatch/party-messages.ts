import { schema, type Tx } from '@curbside/db';
import {
  isMessageEvent,
  messageLanguageOf,
  PARTY_MESSAGE_EVENTS,
  type PartyStatus,
  renderMessage,
  toE164,
} from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
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
 * Queues the guest message configured for the status a party reached, as an outbox row in the caller's
 * transaction (SMS to the phone, else e-mail). Answers how many rows it queued: none when the party asked not
 * to be notified (unless `manual`: staff resending on purpose), has no contact, or the status has no message.
 */
export async function queueGuestMessage(
  tx: Tx,
  company: MessageCompany,
  partyId: string,
  status: PartyStatus,
  options: { manual?: boolean } = {},
): Promise<number> {
  const event = PARTY_MESSAGE_EVENTS[status];
  if (!event) return 0;
  const party = await findDetails(tx, company.companyId, partyId);
  if (!party) return 0;
  if (!party.notifyGuest && !options.manual) return 0;
  // Texts go to E.164 numbers only, the form opt-outs are kept in; a phone that cannot be read as one falls
  // back to e-mail.
  const phone = toE164(party.phone);
  const channel = phone ? 'sms' : party.email ? 'email' : null;
  if (!channel) return 0;
  if (!isMessageEvent(event)) return 0;
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
    link: guestLinkOf(company.siteUrl, party.guestKey),
  });
  await tx.insert(schema.outboxMessages).values({
    companyId: company.companyId,
    partyId,
    channel,
    templateCode: event,
    recipient: phone ?? party.email,
    subject:
      channel === 'email' ? `${company.companyName}: ${language === 'ar' ? 'رحلتك' : 'your ride'}` : null,
    body,
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
      createdAt: m.createdAt,
    })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.partyId, partyId)))
    .orderBy(m.createdAt);
}
