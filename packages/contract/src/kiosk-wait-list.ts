import { z } from 'zod';
import { id, optionalCompany, phoneText } from './common.ts';
import { deviceRead, endpoint, noQuery } from './endpoint.ts';
import { kioskGuestCall } from './kiosk-flows.ts';

/**
 * The Guest kiosk's wait list (ADR 110): where the company runs one and the kiosk offers it, a guest joins a
 * wait type's list as a host would add them, quoted the wait the company's history suggests.
 */

export const kioskWaitTypes = z.object({
  waitTypes: z.array(
    z.object({
      id,
      name: z.string(),
      /** Guests waiting or called on this list now. */
      waiting: z.number().int(),
    }),
  ),
});
export type KioskWaitTypes = z.infer<typeof kioskWaitTypes>;

/** Where the guest stands once on the list, and their status page as a QR code. */
export const kioskWaitAnswer = z.object({
  /** 1 for the next guest of this list. */
  position: z.number().int(),
  quotedMinutes: z.number().int(),
  /** The entry's status page (`/WaitListGuest/<key>`), a key issued for this answer alone (ADR 54). */
  guestLink: z.string(),
});
export type KioskWaitAnswer = z.infer<typeof kioskWaitAnswer>;

export const kioskWaitListFlow = {
  getKioskWaitTypes: deviceRead({
    path: 'Kiosk/GetKioskWaitTypes',
    summary:
      "The company's active wait types a Guest kiosk's guest may join, with how many wait on each; none where the kiosk does not offer the wait list.",
    permission: 'device:guest',
    response: kioskWaitTypes,
    reads: ['waitList', 'waitTypes', 'kioskSettings'],
  }),
  kioskJoinWaitList: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskJoinWaitList',
    summary:
      "A Guest kiosk's guest joins a wait type's list, quoted from the company's history, texted the status link when a phone is given. The same idempotency key answers the same entry.",
    permission: 'device:guest',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      ...kioskGuestCall,
      waitTypeId: id,
      guestName: z.string().trim().min(1, 'required').max(100),
      partySize: z.number().int().min(1).max(50),
      phone: phoneText.default(''),
    }),
    response: kioskWaitAnswer,
    writes: ['waitList'],
  }),
};
