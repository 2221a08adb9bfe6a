import { schema, type Tx } from '@curbside/db';
import {
  DEFAULT_TEMPLATES,
  isMessageEvent,
  PARTY_MESSAGE_EVENTS,
  type PartyStatus,
  renderMessage,
} from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
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
  const channel = party.phone ? 'sms' : party.email ? 'email' : null;
  if (!channel) return 0;
  if (!isMessageEvent(event)) return 0;
  const template = DEFAULT_TEMPLATES[event].en;
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone: company.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(party.scheduledAt);
  const body = renderMessage(template, {
    guestName: party.guestName,
    from: party.fromLocationName,
    to: party.toLocationName,
    driverName: party.driverName ?? party.otherDriverName ?? 'Your driver',
    companyName: company.companyName,
    when,
    link: guestLinkOf(company.siteUrl, party.guestKey),
  });
  await tx.insert(schema.outboxMessages).values({
    companyId: company.companyId,
    partyId,
    channel,
    templateCode: event,
    recipient: channel === 'sms' ? party.phone : party.email,
    subject: channel === 'email' ? `${company.companyName}: your ride` : null,
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
