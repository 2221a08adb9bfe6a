import { z } from 'zod';
import { id, optionalCompany, phoneText, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { kioskGuestCall } from './kiosk-flows.ts';
import { customValuesInput } from './page-settings.ts';

/**
 * A Reservation kiosk's calls (ADR 107): a seat on a scheduled trip's departure, priced as on every channel and
 * booked through the staff booking path once per idempotency key.
 */

/** How far ahead a guest at the screen may book: today and the next six days. */
export const KIOSK_BOOKING_DAYS = 7;
/** The day of a departure, as days from the company's today (0 today). */
const day = z
  .number()
  .int()
  .min(0)
  .max(KIOSK_BOOKING_DAYS - 1);

/** How a guest at the screen pays: charged to their room, or at the desk (the company's options decide). */
export const kioskPaymentWay = z.enum(['room', 'desk']);
export type KioskPaymentWay = z.infer<typeof kioskPaymentWay>;

/** A departure a guest may still book: today's only while it has not left, and only with seats left. */
export const kioskDeparture = z.object({
  scheduleTimeId: id,
  tripId: id,
  /** The departure's minute of the day, in the company's zone. */
  departureMinute: z.number().int(),
  fromLocationName: z.string(),
  toLocationName: z.string(),
  seatsLeft: z.number().int(),
  adultCents: wholeCents,
  childCents: wholeCents,
  /** The trip takes hotel guests only: a room number is asked. */
  roomMandatory: z.boolean(),
});
export type KioskDeparture = z.infer<typeof kioskDeparture>;

export const kioskDepartures = z.object({
  /** The day asked for, `YYYY-MM-DD` in the company's zone. */
  date: z.string(),
  currency: z.string(),
  departures: z.array(kioskDeparture),
  /** The ways this company lets a guest at the screen pay. */
  paymentWays: z.array(kioskPaymentWay),
});
export type KioskDepartures = z.infer<typeof kioskDepartures>;

const seatChoice = {
  ...optionalCompany,
  scheduleTimeId: id,
  day,
  adults: z.number().int().min(1).max(50),
  children: z.number().int().min(0).max(50).default(0),
  couponCode: z.string().trim().max(40).default(''),
  /** Asked where the trip takes hotel guests only, and for a room charge. */
  roomNumber: z.string().trim().max(20).default(''),
};

/** The price as every channel computes it: the trip, the coupon's discount, service fee and taxes. */
export const kioskSeatPrice = z.object({
  tripCents: wholeCents,
  discountCents: wholeCents,
  serviceCents: wholeCents,
  taxCents: wholeCents,
  gratuityCents: wholeCents,
  totalCents: wholeCents,
  currency: z.string(),
});
export type KioskSeatPrice = z.infer<typeof kioskSeatPrice>;

/** What the confirmation card shows: the booking's number, the departure and the price, nothing typed. */
export const kioskSeatAnswer = kioskSeatPrice.extend({
  partyNumber: z.number().int(),
  date: z.string(),
  departureMinute: z.number().int(),
  fromLocationName: z.string(),
  toLocationName: z.string(),
  seats: z.number().int(),
  payment: kioskPaymentWay,
  /** Whether a confirmation was sent to the guest's phone or e-mail. */
  sent: z.boolean(),
});
export type KioskSeatAnswer = z.infer<typeof kioskSeatAnswer>;

export const kioskReservation = {
  getKioskDepartures: endpoint({
    method: 'POST',
    path: 'Kiosk/GetKioskDepartures',
    summary:
      "A Reservation kiosk's departures on a day (0 today): the kiosk's trips, with seats left, not yet left, with their prices.",
    permission: 'device:reservation',
    query: noQuery,
    body: z.object({ ...optionalCompany, day: day.default(0) }).strict(),
    response: kioskDepartures,
    reads: ['trips', 'scheduleTimes', 'parties', 'kioskSettings'],
  }),
  getKioskSeatPrice: endpoint({
    method: 'POST',
    path: 'Kiosk/GetKioskSeatPrice',
    summary: 'The price of seats on a departure with taxes, fees and a coupon, as every channel prices it.',
    permission: 'device:reservation',
    query: noQuery,
    body: z.object(seatChoice).strict(),
    response: kioskSeatPrice,
    reads: ['trips', 'coupons', 'chargeCodes', 'bookingRules'],
  }),
  kioskBookSeat: endpoint({
    method: 'POST',
    path: 'Kiosk/KioskBookSeat',
    summary:
      'A Reservation kiosk books seats on a departure through the staff booking path (rules, custom fields, seats); the same idempotency key answers the same booking.',
    permission: 'device:reservation',
    query: noQuery,
    body: z.object({
      ...seatChoice,
      ...kioskGuestCall,
      guestName: z.string().trim().min(1, 'required').max(120),
      phone: phoneText.default(''),
      email: z.union([z.email('email').max(200), z.literal('')]).default(''),
      payment: kioskPaymentWay,
      customValues: customValuesInput.optional(),
    }),
    response: kioskSeatAnswer,
    writes: ['parties'],
  }),
};
