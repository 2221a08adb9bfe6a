import { z } from 'zod';
import { id, timestamp, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { permitStatus } from './parking-permits.ts';
import { partyStatus } from './party.ts';
import { waitStatus } from './wait-list.ts';

/** What the search box sends: the text typed (a single character finds only a party's or permit's number). */
export const searchKey = z.string().trim().min(1).max(100);

/** The most results of one kind an answer holds: the best matches first (ADR 91). */
export const SEARCH_RESULTS_PER_KIND = 10;

/** A party found: enough to recognise it and open it on the board of its day. */
export const partyHit = z.object({
  id,
  number: z.number().int(),
  guestName: z.string(),
  phone: z.string().nullable(),
  roomNumber: z.string().nullable(),
  scheduledAt: timestamp,
  status: partyStatus,
  /** The party's total; null for a caller who may not see the company's money (a driver). */
  totalCents: wholeCents.nullable(),
});

/** A parking permit found, by plate (any of its forms), number, guest or room. */
export const permitHit = z.object({
  id,
  number: z.number().int(),
  plate: z.string(),
  guestName: z.string(),
  roomNumber: z.string().nullable(),
  startsAt: timestamp,
  status: permitStatus,
  /** The permit's price; null for a caller who may not see the company's money. */
  costCents: wholeCents.nullable(),
});

/** A wait-list guest found by name or phone. */
export const waitListHit = z.object({
  id,
  guestName: z.string(),
  phone: z.string().nullable(),
  partySize: z.number().int(),
  status: waitStatus,
  createdAt: timestamp,
});

/** A member of staff found by name, e-mail or phone. */
export const staffHit = z.object({
  id,
  name: z.string(),
  email: z.string(),
  roleName: z.string(),
});

/** A place (location) found by name or address. */
export const placeHit = z.object({ id, name: z.string(), address: z.string().nullable() });

/**
 * The results grouped by kind. A kind the caller's role cannot open (no screen for it) is absent, not empty:
 * the answer never says what a role may not see.
 */
export const searchResult = z.object({
  key: z.string(),
  parties: z.array(partyHit).optional(),
  permits: z.array(permitHit).optional(),
  waitList: z.array(waitListHit).optional(),
  staff: z.array(staffHit).optional(),
  places: z.array(placeHit).optional(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const search = {
  getSearchResult: endpoint({
    method: 'POST',
    path: 'Search/GetSearchResult',
    summary:
      "Finds the company's parties (guest, phone, room, number), permits (plate in any form, number), wait-list guests, staff and places, typo-tolerant; grouped by kind, only the kinds the caller's role opens.",
    permission: 'company',
    query: noQuery,
    body: z.object({ key: searchKey }).strict(),
    response: searchResult,
    reads: ['parties', 'parkingPermits', 'waitList', 'users', 'locations'],
  }),
};
