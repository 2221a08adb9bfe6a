import { z } from 'zod';
import { id, paged, pagedSearch, sortDirection, timestamp, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

/*
 * The company's guests (`/Marketing/GuestManagment`, ADR 120): one person across their parties, parking permits
 * and wait-list entries, grouped on read by `guestRef` (their e-mail in small letters; a booking without one
 * joins the one e-mail its phone was given with, else its phone's digits are the guest: ADR 136). The
 * specification names the screen and no call for it: these take the `Guest/` group.
 */

/** Who a guest is in the company: their e-mail in small letters, or a phone's digits (ADR 136; never shown). */
export const guestRef = z.string().trim().min(1).max(320);

/** Where a guest's texts stand: a number that sent STOP is `optedOut`; a guest without a phone has `noPhone`. */
export const textsState = z.enum(['optedIn', 'optedOut', 'noPhone']);
/** Where their marketing stands: what staff last recorded, or `notAsked` (no marketing goes to them). */
export const marketingState = z.enum(['optedIn', 'optedOut', 'notAsked']);

export const guestSummary = z.object({
  guestRef,
  /** Their name, phone, e-mail, room and language as their latest booking gives them. */
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  roomNumber: z.string(),
  language: z.string(),
  /** Their parties, permits and wait-list entries (deleted ones left out). */
  visits: z.number().int(),
  /** When their latest booking was for: a ride's time, a permit's start, joining a wait list. */
  lastVisitAt: timestamp,
  texts: textsState,
  marketing: marketingState,
});
export type GuestSummary = z.infer<typeof guestSummary>;

export const GUEST_SORTS = ['lastVisit', 'name', 'visits'] as const;

export const guestVisit = z.object({
  kind: z.enum(['party', 'permit', 'waitList']),
  id,
  /** The party's or permit's number; null for a wait-list entry. */
  number: z.number().int().nullable(),
  at: timestamp,
  /** The status code (party, wait list) or name (permit), as the booking's own screens word it. */
  status: z.string(),
  /** What it cost; null for a wait-list entry. */
  totalCents: wholeCents.nullable(),
});

export const guestMessage = z.object({
  id,
  direction: z.enum(['out', 'in']),
  channel: z.enum(['email', 'sms']),
  body: z.string(),
  at: timestamp,
});

export const guestDetails = guestSummary.extend({
  visitList: z.array(guestVisit),
  /** Their latest texts and e-mails both ways, newest first (at most 100). */
  messages: z.array(guestMessage),
});
export type GuestDetails = z.infer<typeof guestDetails>;

/** What an erasure changed, by kind of row: counts only, never whose (ADR 121). */
export const erasureCounts = z.object({
  parties: z.number().int(),
  permits: z.number().int(),
  waitListEntries: z.number().int(),
  messages: z.number().int(),
  feedback: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCounts>;

const SCREEN = 'screen:Marketing/GuestManagment' as const;
const READS = ['parties', 'parkingPermits', 'waitList', 'messages', 'guests'] as const;

export const guest = {
  getGuestList: endpoint({
    method: 'POST',
    path: 'Guest/GetGuestList',
    summary:
      "The company's guests, one per person across parties, permits and wait-list entries; searched by name, phone (any format), e-mail or room; paged and sorted on the server.",
    permission: SCREEN,
    query: noQuery,
    body: z
      .object({
        ...pagedSearch,
        sort: z.enum(GUEST_SORTS).default('lastVisit'),
        direction: sortDirection.default('desc'),
      })
      .strict(),
    response: paged(guestSummary),
    reads: [...READS],
  }),
  getGuestDetails: endpoint({
    method: 'POST',
    path: 'Guest/GetGuestDetails',
    summary:
      'One guest: their bookings of every kind and their messages. 404 for a guest the company has not.',
    permission: SCREEN,
    query: noQuery,
    body: z.object({ guestRef }).strict(),
    response: guestDetails,
    reads: [...READS],
  }),
  updateGuestMarketing: endpoint({
    method: 'POST',
    path: 'Guest/UpdateGuestMarketing',
    summary: "Records the guest's yes or no to the company's marketing, as they gave it to staff.",
    permission: SCREEN,
    query: noQuery,
    body: z.object({ guestRef, optedIn: z.boolean() }).strict(),
    response: z.object({ guestRef, marketing: marketingState }),
    writes: ['guests'],
  }),
  eraseGuest: endpoint({
    method: 'POST',
    path: 'Guest/EraseGuest',
    summary:
      'Erases a guest on their request: their personal data leaves every party, permit, wait-list entry, message and feedback of the company, in one transaction; the anonymous facts stay for the reports. Administrators only; erasing again changes nothing.',
    permission: 'rule:users.manage',
    query: noQuery,
    body: z.object({ guestRef }).strict(),
    response: erasureCounts,
    writes: ['parties', 'parkingPermits', 'waitList', 'messages', 'feedbackResponses', 'guests'],
  }),
};
