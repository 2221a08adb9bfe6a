import { z } from 'zod';
import { INT4, id, isoDate, isoInstant, optionalCompany, paged, pageRequest, searchText } from './common.ts';
import { statusCount } from './dashboard.ts';
import { partyStatus, partySummary } from './party.ts';

/**
 * One card of the dispatch board: only what a card (and a driver's ride card) shows and what its actions
 * send. The drawer reads the rest of the party (`Reservation/GetPartyInfoById`).
 */
export const boardCard = partySummary.pick({
  id: true,
  number: true,
  status: true,
  guestName: true,
  phone: true,
  roomNumber: true,
  adults: true,
  children: true,
  luggage: true,
  fromLocationId: true,
  fromLocationName: true,
  toLocationId: true,
  toLocationName: true,
  scheduledAt: true,
  quotedWaitMinutes: true,
  driverId: true,
  driverName: true,
  otherDriverName: true,
  externalNotes: true,
  paidCents: true,
  customValues: true,
  /** Where the guest said they wait, when they shared it: the driver's directions lead there. */
  guestLatitude: true,
  guestLongitude: true,
  updatedAt: true,
  version: true,
  actions: true,
});
export type BoardCard = z.infer<typeof boardCard>;

/** The largest first page of one lane; more come with `after` (ADR 30). */
export const MAX_PER_LANE = 200;

/** The last card the caller holds of a lane: the next page starts after it, in the lane's order. */
export const laneCursor = z.object({
  scheduledAt: isoInstant,
  // Party numbers are a bigint identity, but like every number a call takes this one stays within int4 (ADR 25).
  number: z.number().int().min(1).max(INT4.max),
});

export const boardQuery = z.object({
  ...optionalCompany,
  /** The day whose reservations show (and past-day history); today in the company's time zone by default. */
  date: isoDate.optional(),
  statuses: z.array(partyStatus).max(10).optional(),
  driverId: id.optional(),
  /** Parties from or to this location. */
  locationId: id.optional(),
  /** Guest name, phone, room number or party number. */
  search: searchText,
  /**
   * The board's first answer: the first `perLane` cards of every lane (of `statuses` when given), each lane
   * in its own order (scheduled time, then number); `page` and `pageSize` are not used.
   */
  perLane: z.number().int().min(1).max(MAX_PER_LANE).optional(),
  /** More of a lane: the `pageSize` cards after this one (with `statuses` naming the lane). */
  after: laneCursor.optional(),
  /** Only these parties, wherever they are on the board: how a live event patches the cards it names. */
  partyIds: z.array(id).min(1).max(200).optional(),
  page: pageRequest.page,
  pageSize: z.coerce.number().int().min(1).max(2_000).default(500),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** The board's answer: cards, and the count of every lane under the same filters, whatever `statuses`. */
export const boardAnswer = paged(boardCard).extend({ counts: z.array(statusCount), date: isoDate });
export type BoardAnswer = z.infer<typeof boardAnswer>;
