import { z } from 'zod';
import { isoDate } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { customValuesInput } from './page-settings.ts';
import { guestParty, partyVersion } from './party.ts';
import { partyCounts } from './pricing.ts';
import { guestKey } from './reservation.ts';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay');

/**
 * The guest's own change to their booking, from `/EditReservation/{key}/...`: the key alone names the party
 * (the ids in the page's path are never read), at the version the page showed. A new pick-up date and time
 * (both or neither, in the company's zone) apply to a reservation only.
 */
const guestEdit = z
  .object({
    key: guestKey,
    version: partyVersion,
    reservationDate: isoDate.optional(),
    reservationTime: timeOfDay.optional(),
    ...partyCounts,
    externalNotes: z.string().trim().max(1_000).default(''),
    /** Answers to the fields the link asks, by field id (null clears one); those left out are kept. */
    customValues: customValuesInput.optional(),
  })
  .refine((v) => v.adults + v.children > 0, { message: 'atLeastOneGuest', path: ['adults'] })
  .refine((v) => (v.reservationDate === undefined) === (v.reservationTime === undefined), {
    message: 'dateAndTimeTogether',
    path: ['reservationTime'],
  });

/** Two calls the specification does not name, in the style of the guest link's (ADR 40). */
export const guestReservation = {
  editGuestReservation: endpoint({
    method: 'POST',
    path: 'Reservation/EditGuestReservation',
    writes: ['parties'],
    summary:
      "The guest changes their booking by their link's key: pick-up time, party size, luggage, note; before dispatch.",
    permission: 'guest:party',
    query: noQuery,
    body: guestEdit,
    response: guestParty,
  }),
  cancelGuestReservation: endpoint({
    method: 'POST',
    path: 'Reservation/CancelGuestReservation',
    writes: ['parties'],
    summary:
      "The guest cancels their booking by their link's key, before dispatch and while nothing is paid.",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: guestKey, version: partyVersion }),
    response: guestParty,
  }),
};
