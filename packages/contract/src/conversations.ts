import { z } from 'zod';
import {
  companyOnlyOptional,
  id,
  isoDate,
  itemsOf,
  optionalCompany,
  paged,
  pagedSearch,
  pageRequest,
  timestamp,
} from './common.ts';
import { storedText } from './content.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { messageState, partyStatus } from './party.ts';

/** One message of a party's conversation, either way. */
export const conversationMessage = z.object({
  id,
  direction: z.enum(['in', 'out']),
  channel: z.enum(['email', 'sms']),
  body: z.string(),
  /** The template an outbound message was worded from; `conversation.reply` for staff's own words. */
  templateCode: z.string().nullable(),
  state: messageState,
  /** Why an outbound message failed (the provider's error, `opted out`, the quota pause). */
  error: z.string().nullable(),
  /** Who on the staff wrote a reply. */
  sentByName: z.string().nullable(),
  at: timestamp,
  /** For a guest's text: whether the desk has opened the conversation since it arrived. */
  read: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** A party's conversation as the inbox lists it: the guest, the last message, unread and failed counts. */
export const conversationSummary = z.object({
  partyId: id,
  guestName: z.string(),
  phone: z.string(),
  partyStatus,
  lastMessage: z.object({ body: z.string(), direction: z.enum(['in', 'out']), state: messageState }),
  lastAt: timestamp,
  unread: z.number().int(),
  failed: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

const partyQuery = z.object({ partyId: id, ...optionalCompany });
/** The longest reply staff may type: ten GSM-7 segments. */
export const REPLY_MAX_LENGTH = 1_530;
const replyText = z
  .string()
  .trim()
  .min(1, 'required')
  .max(REPLY_MAX_LENGTH)
  .refine((text) => !text.includes('\0'), 'nulCharacter');

/** The codes of the templates staff may send from the inbox as predefined messages (ADR 35). */
export const PREDEFINED_MESSAGE_CODES = [
  'party.dispatched',
  'party.will-call',
  'party.map-request',
  'waitlist.ready',
  'valet.car-ready',
  'party.cancelled',
] as const;
export const predefinedCode = z.enum(PREDEFINED_MESSAGE_CODES);

const inbox = 'screen:ChatMessages' as const;

/** The two-way inbox (ADR 35): conversations by party, replies, predefined messages. */
export const conversations = {
  getMessageHistoryByParty: endpoint({
    method: 'POST',
    path: 'MessageApi/GetMessageHistoryByParty',
    reads: ['messages', 'parties'],
    summary:
      'The inbox: one conversation per party that has messages, the latest first, with unread and failed counts; paged, searchable by guest name or phone.',
    permission: inbox,
    query: noQuery,
    body: z
      .object({
        ...optionalCompany,
        ...pagedSearch,
        unreadOnly: z.boolean().optional(),
      })
      .optional(),
    response: paged(conversationSummary),
  }),
  getPartyMessages: endpoint({
    method: 'POST',
    path: 'MessageApi/GetPartyMessages',
    reads: ['messages', 'parties'],
    summary:
      "Opens a party's conversation: its texts and e-mails both ways, oldest first (the latest 200), and marks the guest's texts read.",
    permission: inbox,
    query: partyQuery,
    body: noBody,
    response: z.object({
      partyId: id,
      guestName: z.string(),
      phone: z.string(),
      email: z.string(),
      /** The guest texted STOP: no text reaches them until they text START. */
      optedOut: z.boolean(),
      items: z.array(conversationMessage),
    }),
  }),
  getMessageHistoryByPartyId: endpoint({
    method: 'POST',
    path: 'MessageApi/GetMessageHistoryByPartyId',
    reads: ['messages'],
    summary:
      "What the product sent a party's guest, oldest first: each text and e-mail with its delivery state and error, the e-mail that stood in for a failed text. Changes nothing.",
    permission: 'company',
    query: partyQuery,
    body: noBody,
    response: itemsOf(conversationMessage),
  }),
  sendMessageToParty: endpoint({
    method: 'POST',
    path: 'MessageApi/SendMessageToParty',
    writes: ['messages'],
    summary:
      "Replies to a party's guest in staff's own words: a text to the party's phone, else an e-mail; through the outbox.",
    permission: inbox,
    query: noQuery,
    body: z.object({ ...optionalCompany, partyId: id, text: replyText }),
    response: conversationMessage,
  }),
  getPredefinedMessages: endpoint({
    method: 'POST',
    path: 'MessageApi/GetPredefinedMessages',
    reads: ['messageTemplates'],
    summary:
      "The messages staff may send from the inbox with one click: each code with the company's text in each language.",
    permission: inbox,
    query: noQuery,
    body: companyOnlyOptional,
    response: itemsOf(z.object({ code: predefinedCode, ...storedText.shape })),
  }),
  getProcessedNotificationForStaticCode: endpoint({
    method: 'POST',
    path: 'MessageApi/GetProcessedNotificationForStaticCode',
    reads: ['messageTemplates', 'parties'],
    summary:
      "A predefined message filled in for one party, in the guest's language, as it would be sent (a preview; nothing is sent).",
    permission: inbox,
    query: noQuery,
    body: z.object({ ...optionalCompany, partyId: id, code: predefinedCode }),
    response: z.object({ channel: z.enum(['sms', 'email']), body: z.string() }),
  }),
  sendMessageParty: endpoint({
    method: 'POST',
    path: 'MessageApi/SendMessageParty',
    writes: ['messages'],
    summary:
      "Sends a predefined message to a party's guest, filled in for the party in the guest's language.",
    permission: inbox,
    query: noQuery,
    body: z.object({ ...optionalCompany, partyId: id, code: predefinedCode }),
    response: conversationMessage,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: 'MessageApi/SendMessage',
    writes: ['messages'],
    summary:
      'One message to the guests of several parties on the chosen channels (isText: to each phone, isEmail: to each e-mail address); a party without that contact is skipped.',
    permission: inbox,
    query: z.object({
      isEmail: z.enum(['true', 'false']).default('false'),
      isText: z.enum(['true', 'false']).default('false'),
    }),
    body: z.object({
      ...optionalCompany,
      partyIds: z.array(id).min(1, 'required').max(50),
      subject: z.string().trim().max(200).optional(),
      text: replyText,
    }),
    response: z.object({ queued: z.number().int(), skipped: z.array(id) }),
  }),
};

/** A calendar month, `YYYY-MM`, within the dates a call takes. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'monthFormat')
  .refine((value) => value >= '1900-01' && value <= '2199-12', 'dateOutOfRange');

/** The message reports: usage against the allowance, and every message in a period. */
export const messageReports = {
  getMessageUsageCount: endpoint({
    method: 'POST',
    path: 'Report/GetMessageUsageCount',
    reads: ['messages'],
    summary:
      "The month's SMS segments a provider accepted against the package's allowance, by day (company time), the alerts sent, the pause policy and the provider texts go through.",
    permission: 'rule:reports.view',
    query: noQuery,
    body: z.object({ ...optionalCompany, month: isoMonth.optional() }).optional(),
    response: z.object({
      month: z.string(),
      /** Segments a month the package includes; null when the company has no package (no cap). */
      allowance: z.number().int().nullable(),
      /** Segments a provider accepted this month: a text only logged (no provider set up) is not counted. */
      used: z.number().int(),
      percent: z.number().int().nullable(),
      byDay: z.array(z.object({ date: z.string(), segments: z.number().int() })),
      /** The provider texts go through now; `log` means none is set up: texts are logged, never sent. */
      smsProvider: z.enum(['log', 'twilio', 'vonage']),
      alerts: z.array(z.object({ percent: z.number().int(), at: timestamp })),
      /** Feedback and marketing texts are paused now (service texts keep flowing). */
      nonServicePaused: z.boolean(),
      policy: z.object({ pausePercent: z.number().int(), alertPercents: z.array(z.number().int()) }),
    }),
  }),
  getMessageHistory: endpoint({
    method: 'POST',
    path: 'Report/GetMessageHistory',
    reads: ['messages'],
    summary:
      'Every message of the company in a period (company dates), both ways, newest first, with its state, error and segments; numbers masked; paged.',
    permission: 'rule:reports.view',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      fromDate: isoDate,
      toDate: isoDate,
      channel: z.enum(['sms', 'email']).optional(),
      direction: z.enum(['in', 'out']).optional(),
      state: messageState.optional(),
      ...pageRequest,
    }),
    response: paged(
      z.object({
        id,
        direction: z.enum(['in', 'out']),
        channel: z.enum(['email', 'sms']),
        templateCode: z.string().nullable(),
        /** The phone masked (country digit and last two) or the e-mail's domain only. */
        recipient: z.string(),
        partyId: id.nullable(),
        guestName: z.string().nullable(),
        state: messageState,
        error: z.string().nullable(),
        segments: z.number().int().nullable(),
        at: timestamp,
      }),
    ),
  }),
};
