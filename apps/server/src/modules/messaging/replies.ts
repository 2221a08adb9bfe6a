import type { ConversationMessage } from '@curbside/contract';
import { PREDEFINED_MESSAGE_CODES, VALIDATION_MESSAGES } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { type MessageEvent, toE164 } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { withoutGuestKeys } from '../../lib/guest-keys.ts';
import { seesParty } from '../../party-access.ts';
import {
  type ChangeCall,
  changeInCompany,
  companyChange,
  inCompany,
} from '../../resources/company-change.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import * as conversations from './conversations.repository.ts';
import * as messaging from './messaging.repository.ts';
import { type GuestLinkKey, type MessageCompany, partyMessageFor } from './registry.ts';
import { templateFor } from './templates.ts';

/** The code a reply in staff's own words is kept under; a service text (ADR 35). */
export const REPLY_CODE = 'conversation.reply';

const companyOf = (caller: CompanyUserPrincipal, ctx: RequestContext): MessageCompany => ({
  companyId: caller.companyId,
  companyName: caller.companyName,
  timeZone: caller.companyTimeZone,
  siteUrl: ctx.siteUrl,
});

interface Outgoing {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  templateCode: string;
}

/** Queues one message to a party's guest, written by the caller, and answers it as the conversation shows it. */
async function queueToParty(
  tx: Tx,
  caller: CompanyUserPrincipal,
  partyId: string,
  message: Outgoing,
): Promise<ConversationMessage> {
  const row = await messaging.queueOutbox(tx, {
    companyId: caller.companyId,
    partyId,
    sentBy: caller.userId,
    ...message,
  });
  return {
    id: row.id,
    direction: 'out',
    channel: message.channel,
    body: withoutGuestKeys(message.body),
    templateCode: message.templateCode,
    state: 'queued',
    error: null,
    sentByName: caller.name,
    at: row.createdAt.toISOString(),
    read: true,
  };
}

/** A party's contact, for a caller who may read the party (`seesParty`, as its messages): else 404. */
async function contactOf(tx: Tx, caller: CompanyUserPrincipal, partyId: string) {
  const p = schema.parties;
  const party = await companyRow(tx, p, caller.companyId, partyId, {
    columns: ownColumns(p, 'phone', 'email', 'driverId'),
  });
  if (!party || !seesParty(caller, party)) throw notFound('party');
  return { phone: toE164(party.phone), email: party.email || null };
}

const noContact = () =>
  badRequest('The party has no phone or e-mail address to write to.', [
    { path: 'body.partyId', message: VALIDATION_MESSAGES.noContact, code: 'noContact' },
  ]);

/** A reply in staff's own words: a text to the party's phone (E.164), else an e-mail. */
export const sendReply = companyChange(
  async (tx, { caller, input }: ChangeCall<{ partyId: string; text: string }>) => {
    const contact = await contactOf(tx, caller, input.partyId);
    const recipient = contact.phone ?? contact.email;
    if (!recipient) throw noContact();
    const result = await queueToParty(tx, caller, input.partyId, {
      channel: contact.phone ? 'sms' : 'email',
      recipient,
      subject: contact.phone ? null : caller.companyName,
      body: input.text,
      templateCode: REPLY_CODE,
    });
    return {
      result,
      change: {
        action: 'message.replied',
        entity: 'party',
        entityId: input.partyId,
        after: { id: result.id },
      },
    };
  },
);

/** A predefined message worded for the party: 404 for a party not found, 400 for one with no contact. */
async function predefinedFor(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { partyId: string; code: MessageEvent },
  linkKey: GuestLinkKey,
) {
  await contactOf(tx, caller, input.partyId);
  const message = await partyMessageFor(tx, companyOf(caller, ctx), input.partyId, input.code, linkKey);
  if (message) return message;
  throw noContact();
}

/** A predefined message filled in for the party in the guest's language (nothing is sent). */
export const processedNotification = (
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: { partyId: string; code: MessageEvent },
) =>
  inCompany(deps, caller, async (tx) => {
    const message = await predefinedFor(tx, ctx, caller, input, 'preview');
    return { channel: message.channel, body: message.body };
  });

/** Sends a predefined message, filled in for the party in the guest's language. */
export const sendPredefined = companyChange(
  async (tx, { ctx, caller, input }: ChangeCall<{ partyId: string; code: MessageEvent }>) => {
    const message = await predefinedFor(tx, ctx, caller, input, 'issue');
    const result = await queueToParty(tx, caller, input.partyId, { ...message, templateCode: input.code });
    return {
      result,
      change: {
        action: 'message.sent',
        entity: 'party',
        entityId: input.partyId,
        after: { id: result.id, code: input.code },
      },
    };
  },
);

/** The predefined messages: each code with the company's text (or the default) in each language. */
export const predefinedMessages = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) => {
    const items = [];
    // One after the other: a transaction's connection runs one query at a time.
    for (const code of PREDEFINED_MESSAGE_CODES) {
      items.push({
        code,
        en: await templateFor(tx, caller.companyId, code, 'en'),
        ar: await templateFor(tx, caller.companyId, code, 'ar'),
      });
    }
    return { items };
  });

/**
 * One message to the guests of several parties on the chosen channels. A party without the contact a channel
 * needs (or not of the company) is skipped; at least one channel must be chosen.
 */
export const sendToParties = (
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  channels: { isEmail: boolean; isText: boolean },
  input: { partyIds: string[]; subject?: string | undefined; text: string },
) => {
  if (!channels.isEmail && !channels.isText) {
    throw badRequest('Choose texts, e-mail or both.', [
      { path: 'query.isText', message: VALIDATION_MESSAGES.chooseChannel, code: 'chooseChannel' },
    ]);
  }
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const ids = [...new Set(input.partyIds)];
    const parties = await conversations.partyContacts(tx, caller.companyId, ids);
    const skipped = new Set(ids);
    let queued = 0;
    for (const party of parties) {
      const phone = toE164(party.phone);
      const targets: Outgoing[] = [];
      if (channels.isText && phone) {
        targets.push({
          channel: 'sms',
          recipient: phone,
          subject: null,
          body: input.text,
          templateCode: REPLY_CODE,
        });
      }
      if (channels.isEmail && party.email) {
        targets.push({
          channel: 'email',
          recipient: party.email,
          subject: input.subject || caller.companyName,
          body: input.text,
          templateCode: REPLY_CODE,
        });
      }
      for (const target of targets) await queueToParty(tx, caller, party.id, target);
      if (targets.length > 0) skipped.delete(party.id);
      queued += targets.length;
    }
    return {
      result: { queued, skipped: [...skipped] },
      change: {
        action: 'message.broadcast',
        entity: 'party',
        entityId: null,
        after: { queued, parties: ids.length },
      },
    };
  });
};
