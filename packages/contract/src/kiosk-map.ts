import { z } from 'zod';
import { id, optionalCompany, phoneText } from './common.ts';
import { deviceRead, endpoint, noQuery } from './endpoint.ts';
import { kioskGuestCall, kioskPlace, rideNow } from './kiosk-flows.ts';

/**
 * The Map kiosk's calls (ADR 109): the area's places by category with the company's icons, a place's card
 * (walking time from the kiosk, the day's shuttle times), and "take me there": a ride now as a Dispatch kiosk
 * books it, or the place sent to the guest's phone. Only a device of a Map kiosk makes them (`device:map`).
 */

const coordinates = { latitude: z.number(), longitude: z.number() };

export const kioskMap = z.object({
  /** Where the kiosk stands (its pick-up place), the map's centre and where walking times start; null unset. */
  here: z.object(coordinates).nullable(),
  /** Whether "take me there" books a ride here: the kiosk has a pick-up place and the package has transport. */
  offersRide: z.boolean(),
  categories: z.array(
    z.object({
      id,
      name: z.string(),
      /** The company icon the category names (`kioskFileUrl`), else null: the marker shows its initial. */
      iconUrl: z.string().nullable(),
    }),
  ),
  places: z.array(
    kioskPlace.extend({
      /** Minutes on foot from the kiosk, null where the kiosk has no place or it is more than an hour away. */
      walkingMinutes: z.number().int().nullable(),
      /** Today's next shuttle departures (`HH:MM`, the company's time) from the kiosk's place to this one. */
      shuttleTimes: z.array(z.string()),
    }),
  ),
});
export type KioskMap = z.infer<typeof kioskMap>;

export const kioskMapFlow = {
  getKioskMap: deviceRead({
    path: 'Kiosk/GetKioskMap',
    summary:
      "A Map kiosk's places: the company's active places of the kiosk's categories, with their icons, walking times and today's next shuttle times.",
    permission: 'device:map',
    response: kioskMap,
    reads: ['locations', 'locationCategories', 'icons', 'trips', 'kioskSettings'],
  }),
  kioskMapRequestRide: rideNow('device:map', {
    path: 'Kiosk/KioskMapRequestRide',
    summary:
      "A Map kiosk's 'take me there': a ride now from its pick-up place, booked as a Dispatch kiosk books it. The same idempotency key answers the same booking.",
  }),
  kioskSendPlace: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskSendPlace',
    summary:
      "A Map kiosk texts a place (its name, address and a map link) to the guest's phone through the outbox. Rate limited per kiosk and per phone; the phone is kept only in the message.",
    permission: 'device:map',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      ...kioskGuestCall,
      locationId: id,
      phone: phoneText.min(1, 'required'),
    }),
    response: z.object({ sent: z.literal(true) }),
    writes: ['messages'],
  }),
};
