import { z } from 'zod';
import { id, optionalCompany, wholeCents } from './common.ts';
import { cents, fares, scheduleTime } from './locations.ts';

/**
 * The shapes of pricing that several areas share (Reservation, Transportation, Discount): a price's lines,
 * the rates of the tax codes, a departure with its seats left. The pricing nouns themselves are collections of
 * their areas: zone charges, trips and departure times in locations.ts, coupons in discount.ts, tax codes in
 * subscription.ts.
 */

/** The lines of a price, in cents (`@curbside/domain` `calculateCost`). */
export const costBreakdown = z.object({
  tripCents: wholeCents,
  luggageCents: wholeCents,
  subtotalCents: wholeCents,
  discountCents: wholeCents,
  discountedSubtotalCents: wholeCents,
  serviceFeeCents: wholeCents,
  taxCents: wholeCents,
  gratuityCents: wholeCents,
  cardSurchargeCents: wholeCents,
  totalCents: wholeCents,
});

export const prices = z.object({
  source: z.enum(['trip', 'zone_charge']),
  ...fares,
});

export const chargeCode = z.object({
  id,
  code: z.string(),
  name: z.string(),
  kind: z.enum(['tax', 'service', 'card_surcharge']),
  rateBasisPoints: z.number().int(),
  active: z.boolean(),
});

export const rates = z.object({
  serviceFeeBasisPoints: z.number().int(),
  taxBasisPoints: z.number().int(),
  cardSurchargeBasisPoints: z.number().int(),
});

/** One departure of a date: its schedule time, with the seats still free on that date. */
export const departure = scheduleTime
  .pick({ tripId: true, fromLocationName: true, toLocationName: true, departureMinute: true, seats: true })
  .extend({ scheduleTimeId: id, seatsLeft: z.number().int() });

/** The size of a party: what a price counts. */
export const partyCounts = {
  adults: z.number().int().min(0).max(100).default(1),
  children: z.number().int().min(0).max(100).default(0),
  luggage: z.number().int().min(0).max(100).default(0),
};

/** What a price preview needs; the same input the browser gives `calculateCost`. */
export const calculationInput = z
  .object({
    ...optionalCompany,
    fromLocationId: id,
    toLocationId: id,
    tripId: id.optional(),
    ...partyCounts,
    couponCode: z.string().trim().max(40).optional(),
    gratuityPercent: z.number().int().min(0).max(100).default(0),
    additionalGratuityCents: cents.default(0),
    paymentMethod: z.enum(['cash', 'account', 'card']).default('cash'),
    roomNumber: z.string().trim().max(20).optional(),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, {
    message: 'differentFromOrigin',
    path: ['toLocationId'],
  });

export const calculation = z.object({
  prices,
  tripId: id.nullable(),
  rates,
  coupon: z
    .object({ code: z.string(), kind: z.enum(['percent', 'amount']), value: z.number().int() })
    .nullable(),
  cost: costBreakdown,
});

/** The two ends of a ride. */
export const rideEnds = z.object({ ...optionalCompany, fromLocationId: id, toLocationId: id });
