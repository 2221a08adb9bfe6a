import type { Tx } from '@curbside/db';
import { type Feature, type MessageEvent, packageHas } from '@curbside/domain';

/*
 * What the modules above messaging do in its name (ADR 57). Messaging knows the texts every company answers
 * (STOP, START, HELP) and how a message goes out; the wait list, parking and dispatch register here, at
 * start-up and from their own folder, the keywords they answer and how a party's messages are worded. So
 * messaging imports none of them.
 */

/** A keyword a guest may text, answered by the module that registered it. */
export interface KeywordHandler {
  /** The feature of the company's package the keyword works in; without it the text is no keyword. */
  feature: Feature;
  /** Whether the text is this keyword. */
  matches(text: string): boolean;
  /** Acts on the text in the company's transaction, after messaging has kept it. */
  receive(tx: Tx, companyId: string, sms: { from: string; text: string }): Promise<unknown>;
}

const keywords = new Map<string, KeywordHandler>();

/** Registers the keyword `name`; registering it again (a second app in one process) replaces it. */
export function registerInboundKeyword(name: string, handler: KeywordHandler): void {
  keywords.set(name, handler);
}

/**
 * The registered keyword a text is for a company whose package has `features` (null: every feature), if any:
 * the first registered that matches and whose feature the package has. A keyword of a feature the company does
 * not pay for is no keyword there, so a text cannot fetch a car or queue where the package has no such thing.
 */
export function keywordOf(text: string, features: ReadonlySet<string> | null): KeywordHandler | undefined {
  for (const handler of keywords.values()) {
    if (handler.matches(text) && packageHas(features, handler.feature)) return handler;
  }
  return undefined;
}

/** The company a party's message is worded for. */
export interface MessageCompany {
  companyId: string;
  companyName: string;
  timeZone: string;
  /** Where the guest's private link points (`<siteUrl>/GuestView/<key>`). */
  siteUrl: string;
}

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
 * The key a message's guest link carries (ADR 54): a new one (`issue`; the row's recent earlier links keep working),
 * the guest's own when they made the change through their link, or none in a preview (`…`), which sends nothing.
 */
export type GuestLinkKey = 'issue' | 'preview' | { guestKey: string };

/** Words `event` for a party; null when the party is not found or has no contact. */
export type PartyMessageWording = (
  tx: Tx,
  company: MessageCompany,
  partyId: string,
  event: MessageEvent,
  linkKey: GuestLinkKey,
) => Promise<GuestMessage | null>;

let partyWording: PartyMessageWording | undefined;

/** Registers how a predefined message is worded for a party (parties are dispatch's). */
export function registerPartyMessages(wording: PartyMessageWording): void {
  partyWording = wording;
}

/** A predefined message worded for a party by the module that registered the wording. */
export const partyMessageFor: PartyMessageWording = (tx, company, partyId, event, linkKey) => {
  if (!partyWording) throw new Error('No module has registered how party messages are worded.');
  return partyWording(tx, company, partyId, event, linkKey);
};
