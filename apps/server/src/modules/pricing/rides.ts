import type { Tx } from '@curbside/db';
import {
  type CostInput,
  calculateCost,
  type Discount,
  validateTripBooking,
  weekdayOf,
  zonedDayRange,
} from '@curbside/domain';
import { badRequest, foundOr404 } from '../../errors.ts';
import { findLocation } from '../locations/locations.repository.ts';
import { type Coupon, couponByCode } from './coupons.repository.ts';
import { couponState, todayIn } from './coupons.ts';
import * as rides from './rides.repository.ts';
import { ratesOf } from './tax-codes.ts';
import { tripStore } from './trips.repository.ts';

/**
 * Finding and pricing rides: the trip (or, where none, the zone charge) between two locations, its departures
 * with the seats left, and the authoritative price through the domain's cost function. The booking prices with
 * it too.
 */

export async function rideBetween(
  tx: Tx,
  companyId: string,
  fromLocationId: string,
  toLocationId: string,
  tripId?: string,
) {
  const from = foundOr404(await findLocation(tx, companyId, fromLocationId), 'from_location');
  const to = foundOr404(await findLocation(tx, companyId, toLocationId), 'to_location');
  const trips = await rides.activeTripsBetween(tx, companyId, fromLocationId, toLocationId);
  let found: rides.TripRow | null = trips[0] ?? null;
  if (tripId) {
    found = foundOr404(await tripStore.find(tx, companyId, tripId), 'trip');
    if (found.fromLocationId !== fromLocationId || found.toLocationId !== toLocationId) {
      throw badRequest('The trip does not join these locations.', [
        { path: 'body.tripId', message: 'Does not join these locations' },
      ]);
    }
  }
  const charge =
    from.zoneId && to.zoneId ? await rides.chargeBetween(tx, companyId, from.zoneId, to.zoneId) : undefined;
  const zonePrices =
    charge?.active === true
      ? {
          source: 'zone_charge' as const,
          adultCents: charge.adultCents,
          childCents: charge.childCents,
          luggageCents: charge.luggageCents,
        }
      : null;
  const prices = found
    ? {
        source: 'trip' as const,
        adultCents: found.adultCents,
        childCents: found.childCents,
        luggageCents: found.luggageCents,
      }
    : zonePrices;
  return { trips, trip: found, zonePrices, prices };
}

export const noRide = () =>
  badRequest('No trip or zone charge joins these locations.', [
    { path: 'body.toLocationId', message: 'No trip or zone charge joins these locations' },
  ]);

export function refuseMissingRoom(trip: { roomMandatory: boolean } | null, roomNumber: string | undefined) {
  if (!trip) return;
  const errors = validateTripBooking(trip, { roomNumber });
  if (errors.length > 0) {
    throw badRequest(
      errors[0]?.message ?? 'Some fields are not valid.',
      errors.map((e) => ({ path: `body.${e.field}`, message: e.message })),
    );
  }
}

/** Departures with the seats still left on `date`: their seats minus the guests already booked on them. */
export async function withSeatsLeft<T extends { scheduleTimeId: string; seats: number }>(
  tx: Tx,
  user: { companyId: string; companyTimeZone: string },
  date: string,
  rows: T[],
): Promise<(T & { seatsLeft: number })[]> {
  const day = zonedDayRange(date, date, user.companyTimeZone);
  const booked = await rides.seatsBooked(
    tx,
    user.companyId,
    rows.map((row) => row.scheduleTimeId),
    day,
  );
  return rows.map((row) => ({
    ...row,
    seatsLeft: Math.max(0, row.seats - (booked.get(row.scheduleTimeId) ?? 0)),
  }));
}

/** The departures of these trips on `date`, with their seats left (none without a date). */
export async function departuresFor(
  tx: Tx,
  user: { companyId: string; companyTimeZone: string },
  date: string | undefined,
  tripIds: string[],
) {
  if (!date) return [];
  const rows = await rides.departuresOn(tx, user.companyId, weekdayOf(date), { tripIds });
  return withSeatsLeft(tx, user, date, rows);
}

const COUPON_REFUSALS: Record<Exclude<ReturnType<typeof couponState>, 'ok'>, string> = {
  inactive: 'This coupon is not active',
  not_started: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been used up',
};

export interface CalculationInput {
  fromLocationId: string;
  toLocationId: string;
  tripId?: string | undefined;
  adults: number;
  children: number;
  luggage: number;
  couponCode?: string | undefined;
  gratuityPercent: number;
  additionalGratuityCents: number;
  paymentMethod: 'cash' | 'account' | 'card';
  roomNumber?: string | undefined;
}

/** A coupon usable for a ride today, or the 400 that says why not. */
async function rideCoupon(tx: Tx, u: { companyId: string; companyTimeZone: string }, code: string) {
  const coupon = await couponByCode(tx, u.companyId, code);
  if (!coupon) throw badRequest('Unknown coupon.', [{ path: 'body.couponCode', message: 'Unknown coupon' }]);
  const state = couponState(coupon, todayIn(u.companyTimeZone));
  if (state !== 'ok') {
    throw badRequest(COUPON_REFUSALS[state], [{ path: 'body.couponCode', message: COUPON_REFUSALS[state] }]);
  }
  if (!coupon.appliesToRides) {
    const message = 'This coupon does not apply to rides';
    throw badRequest(message, [{ path: 'body.couponCode', message }]);
  }
  return coupon;
}

/** A ride between two locations as `rideBetween` answers it. */
export type Ride = Awaited<ReturnType<typeof rideBetween>>;

/**
 * Where a price's set-up comes from: the ride between the two locations and the company's rates. Read in the
 * transaction by default; a booking reads them from what the server keeps of the company's set-up (ADR 162).
 */
export interface PriceSetUp {
  ride(
    tx: Tx,
    companyId: string,
    fromLocationId: string,
    toLocationId: string,
    tripId?: string,
  ): Promise<Ride>;
  rates(tx: Tx, companyId: string): Promise<Awaited<ReturnType<typeof ratesOf>>>;
}

export const readPriceSetUp: PriceSetUp = { ride: rideBetween, rates: ratesOf };

/**
 * The authoritative price of a ride inside the caller's transaction: the trip (or zone charge) between the
 * two locations, the room rule, the coupon and the company's rates, through the domain's cost function.
 * `requireCoupon` refuses a call without a usable coupon. Bookings price with it too.
 */
export async function priceRide(
  tx: Tx,
  u: { companyId: string; companyTimeZone: string },
  input: CalculationInput,
  requireCoupon: boolean,
  setUp: PriceSetUp = readPriceSetUp,
) {
  const ride = await setUp.ride(tx, u.companyId, input.fromLocationId, input.toLocationId, input.tripId);
  if (!ride.prices) throw noRide();
  refuseMissingRoom(ride.trip, input.roomNumber);
  const code = input.couponCode?.trim().toUpperCase() ?? '';
  if (requireCoupon && code === '') {
    throw badRequest('Enter a coupon code.', [{ path: 'body.couponCode', message: 'Required' }]);
  }
  const coupon: Coupon | null = code === '' ? null : await rideCoupon(tx, u, code);
  const { rates } = await setUp.rates(tx, u.companyId);
  const discount: Discount | null = coupon
    ? coupon.kind === 'percent'
      ? { kind: 'percent', basisPoints: coupon.value }
      : { kind: 'amount', cents: coupon.value }
    : null;
  const costInput: CostInput = {
    prices: ride.prices,
    adults: input.adults,
    children: input.children,
    luggage: input.luggage,
    discount,
    serviceFeeBasisPoints: rates.serviceFeeBasisPoints,
    taxBasisPoints: rates.taxBasisPoints,
    gratuityBasisPoints: input.gratuityPercent * 100,
    additionalGratuityCents: input.additionalGratuityCents,
    paymentMethod: input.paymentMethod,
    cardSurchargeBasisPoints: rates.cardSurchargeBasisPoints,
  };
  return {
    prices: ride.prices,
    trip: ride.trip,
    rates,
    coupon: coupon ? { id: coupon.id, code: coupon.code, kind: coupon.kind, value: coupon.value } : null,
    cost: calculateCost(costInput),
  };
}
