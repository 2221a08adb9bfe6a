import { z } from 'zod';
import { id, optionalCompany, phoneText, wholeCents } from './common.ts';
import { deviceRead, endpoint, noQuery } from './endpoint.ts';
import { kioskGuestCall } from './kiosk-flows.ts';
import { kioskPaymentWay } from './kiosk-reservation.ts';
import { plateText } from './parking-permits.ts';

/**
 * A Parking kiosk's calls (ADR 108): a self-park permit for some days through the desk's sale, and the car asked
 * for by plate or permit number, answering nothing but the expected ready time and a masked plate.
 */

/** The most days a guest at the screen buys a permit for. */
export const KIOSK_PERMIT_DAYS = 30;

export const kioskParkingPackages = z.object({
  currency: z.string(),
  paymentWays: z.array(kioskPaymentWay),
  packages: z.array(
    z.object({
      id,
      name: z.string(),
      priceCents: wholeCents,
      durationHours: z.number().int(),
      /** The lots the package is sold in, each with its free spaces on each of the next days (0 today). */
      lots: z.array(z.object({ id, name: z.string(), free: z.array(z.number().int()) })),
    }),
  ),
});
export type KioskParkingPackages = z.infer<typeof kioskParkingPackages>;

/** What the permit's card shows at the screen: its number, lot, end and price; the plate only masked. */
export const kioskPermitAnswer = z.object({
  permitNumber: z.number().int(),
  lotName: z.string(),
  endsAt: z.string(),
  costCents: wholeCents,
  currency: z.string(),
  maskedPlate: z.string(),
  payment: kioskPaymentWay,
});
export type KioskPermitAnswer = z.infer<typeof kioskPermitAnswer>;

/** All a stranger at the screen learns of a car asked for: when it should be ready, and its plate masked. */
export const kioskCarAnswer = z.object({ expectedReadyAt: z.string(), maskedPlate: z.string() });
export type KioskCarAnswer = z.infer<typeof kioskCarAnswer>;

export const kioskParking = {
  getKioskParkingPackages: deviceRead({
    path: 'Kiosk/GetKioskParkingPackages',
    summary:
      "A Parking kiosk's permit packages with their lots and each lot's free spaces on the next days (permit sales switched on).",
    permission: 'device:parking',
    response: kioskParkingPackages,
    reads: ['parkingPackages', 'parkingLots', 'parkingPermits', 'kioskSettings'],
  }),
  kioskBuyPermit: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskBuyPermit',
    summary:
      "A Parking kiosk sells a self-park permit from now for some days through the desk's sale (availability under the lot's lock); the same idempotency key answers the same sale.",
    permission: 'device:parking',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      ...kioskGuestCall,
      packageId: id,
      lotId: id,
      days: z.number().int().min(1).max(KIOSK_PERMIT_DAYS),
      guestName: z.string().trim().min(1, 'required').max(120),
      phone: phoneText.default(''),
      roomNumber: z.string().trim().max(20).default(''),
      plate: plateText,
      payment: kioskPaymentWay,
    }),
    response: kioskPermitAnswer,
    writes: ['parkingPermits'],
  }),
  kioskRequestCar: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskRequestCar',
    summary:
      'A Parking kiosk asks for a car by plate or permit number: answers only the expected ready time and the plate masked; rate limited.',
    permission: 'device:parking',
    // Each try counts against the address's limit, so plates and numbers cannot be tried quickly.
    sensitive: true,
    query: noQuery,
    body: z
      .object({
        ...optionalCompany,
        plateOrNumber: plateText.min(1, 'required'),
      })
      .strict(),
    response: kioskCarAnswer,
    writes: ['parkingPermits'],
  }),
};
