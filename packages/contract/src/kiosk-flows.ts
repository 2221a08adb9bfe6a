import type { Permission } from '@curbside/domain';
import { z } from 'zod';
import { id, itemsOf, optionalCompany, phoneText } from './common.ts';
import { storedText } from './content.ts';
import { type CallName, changeEndpoint, deviceRead, endpoint, noQuery } from './endpoint.ts';
import { customValuesInput } from './page-settings.ts';
import { idempotencyKey } from './payment-fields.ts';

/**
 * The calls a paired kiosk device makes for a guest (ADR 79). Each names the one flow (kiosk type) whose
 * devices may make it (`device:<flow>`); reads every flow shares take any paired device (`device`). The device
 * is the caller: no call takes a company, kiosk or user from its input.
 */

/** A guest's language at the kiosk: chosen per guest, the language of the texts their booking sends. */
export const kioskLanguage = z.enum(['en', 'ar']);

/**
 * What every kiosk call that books or sends something for the guest at the screen carries: a fresh key per
 * attempt, sent again on every retry of it (the same key books or sends once), and the guest's language.
 */
export const kioskGuestCall = {
  idempotencyKey,
  language: kioskLanguage.default('en'),
};

const text = (max: number) => z.string().trim().max(max);

/** A place as a kiosk shows it, on its list (Dispatch, Guest) or its map (Map). */
export const kioskPlace = z.object({
  id,
  name: z.string(),
  address: z.string(),
  categoryId: id.nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

/** The company's places a guest may ride to, by category, and its running advertisements for the attract screen. */
export const kioskPlaces = z.object({
  categories: z.array(z.object({ id, name: z.string(), icon: z.string() })),
  places: z.array(kioskPlace),
});

/**
 * Where a paired kiosk reads an image of its company's file store: only those its screens show (the images of
 * the advertisements running today, the icons of its place categories), with long, immutable caching.
 */
export const kioskFileUrl = (sha256: string) => `/api/KioskFiles/${sha256}`;

export const kioskAdvertisements = itemsOf(
  z.object({
    id,
    /** The advertisement's image (`kioskFileUrl`). */
    imageUrl: z.string(),
    title: storedText,
    body: storedText,
  }),
);

export type KioskPlaces = z.infer<typeof kioskPlaces>;
export type KioskAdvertisements = z.infer<typeof kioskAdvertisements>;

/** A ride now, as a guest asks for it at the screen. */
export const rideRequest = {
  ...optionalCompany,
  ...kioskGuestCall,
  guestName: z.string().trim().min(1, 'required').max(120),
  toLocationId: id,
  partySize: z.number().int().min(1).max(50),
  luggage: z.number().int().min(0).max(50).default(0),
  phone: phoneText.default(''),
  /** Asked where the company's trip to the destination takes hotel guests only. */
  roomNumber: text(20).default(''),
  /** The answers to the company's booking fields asked at kiosks (ADR 85), by field id. */
  customValues: customValuesInput.optional(),
};

/** Where the guest's ride stands when it was booked: its place in line and an honest expected pick-up. */
export const kioskRideAnswer = z.object({
  partyNumber: z.number().int(),
  /** 1 for the next party to be picked up among those waiting for a ride now. */
  placeInLine: z.number().int(),
  driversOnShift: z.number().int(),
  /** Minutes until pick-up from the line and the drivers on shift; null with no driver on shift. */
  expectedPickupMinutes: z.number().int().nullable(),
  /**
   * The ride's guest link (`/GuestView/<key>`), shown as a QR code for the guest's phone: a key issued for this
   * answer alone (ADR 54), never kept in clear; a retry with the same idempotency key issues another.
   */
  guestLink: z.string(),
});
export type KioskRideAnswer = z.infer<typeof kioskRideAnswer>;

/**
 * A kiosk books a ride now from its pick-up place (a Dispatch kiosk's button, a Map kiosk's 'take me there'):
 * the same body, answer and booking whatever kiosk asks.
 */
export const rideNow = <P extends Permission>(permission: P, call: CallName) =>
  changeEndpoint(call, permission, z.object(rideRequest), kioskRideAnswer, ['parties']);

export const kioskFlows = {
  getKioskPlaces: deviceRead({
    path: 'Kiosk/GetKioskPlaces',
    summary:
      "The company's active places a guest may ride to, with their categories; the kiosk's own pick-up place left out.",
    permission: 'device',
    response: kioskPlaces,
    reads: ['locations', 'locationCategories', 'kioskSettings'],
  }),
  getKioskAdvertisements: deviceRead({
    path: 'Kiosk/GetKioskAdvertisements',
    summary:
      "The company's advertisements running today on kiosks, in their rotation order (the attract screen).",
    permission: 'device',
    response: kioskAdvertisements,
    reads: ['advertisements'],
  }),
  kioskRequestRide: rideNow('device:dispatch', {
    path: 'Kiosk/KioskRequestRide',
    summary:
      'A Dispatch kiosk books a ride now from its pick-up place: the party lands on the board as Pending. The same idempotency key answers the same booking.',
  }),
  addOrUpdateKioskGuestInfo: endpoint({
    method: 'POST',
    path: 'Kiosk/AddOrUpdateKioskGuestInfo',
    summary:
      "A Guest kiosk takes a guest's details and, where the kiosk offers transport, books their ride now. The same idempotency key answers the same booking.",
    permission: 'device:guest',
    query: noQuery,
    body: z.object({
      ...rideRequest,
      email: z.union([z.email(), z.literal('')]).default(''),
    }),
    response: kioskRideAnswer,
    writes: ['parties'],
  }),
};
