import type { ItemOf, scheduleTimes, trips, zoneCharges } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import {
  type CostInput,
  calculateCost,
  type Discount,
  OPEN_PARTY_STATUSES,
  validateTripBooking,
  weekdayOf,
  zonedDayRange,
} from '@curbside/domain';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { badRequest, foundOr404 } from '../../errors.ts';
import { findLocation } from '../locations/locations.repository.ts';
import {
  chargeColumns,
  fromLoc,
  scheduleColumns,
  st,
  toLoc,
  trip,
  tripColumns,
  withEnds,
  withTrip,
  withZones,
  zc,
} from './columns.ts';
import { type Coupon, couponByCode, couponState, todayIn } from './coupons.ts';
import { ratesOf } from './tax-codes.ts';
import { tripStore } from './trips.ts';

/**
 * Finding and pricing rides: the trip (or, where none, the zone charge) between two locations, its departures
 * with the seats left, and the authoritative price through the domain's cost function. The booking prices with
 * it too.
 */

type TripRow = ItemOf<typeof trips>;
type ChargeRow = ItemOf<typeof zoneCharges>;
type ScheduleRow = ItemOf<typeof scheduleTimes>;

async function activeTripsBetween(tx: Tx, companyId: string, fromLocationId: string, toLocationId: string) {
  return (await withEnds(tx.select(tripColumns).from(trip).$dynamic())
    .where(
      and(
        eq(trip.companyId, companyId),
        eq(trip.fromLocationId, fromLocationId),
        eq(trip.toLocationId, toLocationId),
        eq(trip.active, true),
      ),
    )
    .orderBy(asc(trip.adultCents), asc(trip.id))) as TripRow[];
}

async function chargeBetween(tx: Tx, companyId: string, fromZoneId: string, toZoneId: string) {
  const [row] = (await withZones(tx.select(chargeColumns).from(zc).$dynamic()).where(
    and(eq(zc.companyId, companyId), eq(zc.fromZoneId, fromZoneId), eq(zc.toZoneId, toZoneId)),
  )) as ChargeRow[];
  return row;
}

export async function rideBetween(
  tx: Tx,
  companyId: string,
  fromLocationId: string,
  toLocationId: string,
  tripId?: string,
) {
  const from = foundOr404(await findLocation(tx, companyId, fromLocationId), 'from_location');
  const to = foundOr404(await findLocation(tx, companyId, toLocationId), 'to_location');
  const trips = await activeTripsBetween(tx, companyId, fromLocationId, toLocationId);
  let found: TripRow | null = trips[0] ?? null;
  if (tripId) {
    found = foundOr404(await tripStore.find(tx, companyId, tripId), 'trip');
    if (found.fromLocationId !== fromLocationId || found.toLocationId !== toLocationId) {
      throw badRequest('The trip does not join these locations.', [
        { path: 'body.tripId', message: 'Does not join these locations' },
      ]);
    }
  }
  const charge =
    from.zoneId && to.zoneId ? await chargeBetween(tx, companyId, from.zoneId, to.zoneId) : undefined;
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

/** A trip's weekly departures, by weekday and time. */
export const departuresOfTrip = (tx: Tx, companyId: string, tripId: string) =>
  tx
    .select({ id: st.id, weekday: st.weekday, departureMinute: st.departureMinute, seats: st.seats })
    .from(st)
    .where(and(eq(st.companyId, companyId), eq(st.tripId, tripId)))
    .orderBy(asc(st.weekday), asc(st.departureMinute));

/** The departures of active trips on a weekday, optionally from or to a location or of some trips. */
export async function departuresOn(
  tx: Tx,
  companyId: string,
  weekday: number,
  filter: { fromLocationId?: string | undefined; toLocationId?: string | undefined; tripIds?: string[] },
) {
  if (filter.tripIds && filter.tripIds.length === 0) return [];
  const rows = (await withTrip(tx.select(scheduleColumns).from(st).$dynamic())
    .where(
      and(
        eq(st.companyId, companyId),
        eq(st.weekday, weekday),
        eq(trip.active, true),
        filter.fromLocationId ? eq(trip.fromLocationId, filter.fromLocationId) : undefined,
        filter.toLocationId ? eq(trip.toLocationId, filter.toLocationId) : undefined,
        filter.tripIds ? inArray(st.tripId, filter.tripIds) : undefined,
      ),
    )
    .orderBy(asc(st.departureMinute), asc(fromLoc.name), asc(toLoc.name))) as ScheduleRow[];
  return rows.map(({ id, weekday: _, ...row }) => ({ scheduleTimeId: id, ...row }));
}

/**
 * Seats booked on these departures in [start, end): the guests (adults + children) of the open parties on
 * each, leaving out one party (the one being edited).
 */
export async function seatsBooked(
  tx: Tx,
  companyId: string,
  departureIds: readonly string[],
  day: { start: Date; end: Date },
  exceptPartyId?: string,
): Promise<Map<string, number>> {
  if (departureIds.length === 0) return new Map();
  const party = schema.parties;
  const rows = await tx
    .select({
      departureId: party.departureId,
      seats: sql<number>`coalesce(sum(${party.adults} + ${party.children}), 0)::int`,
    })
    .from(party)
    .where(
      and(
        eq(party.companyId, companyId),
        inArray(party.departureId, [...departureIds]),
        inArray(party.status, [...OPEN_PARTY_STATUSES]),
        gte(party.scheduledAt, day.start),
        lt(party.scheduledAt, day.end),
        exceptPartyId ? ne(party.id, exceptPartyId) : undefined,
      ),
    )
    .groupBy(party.departureId);
  return new Map(rows.map((row) => [row.departureId ?? '', row.seats]));
}

/** Departures with the seats still left on `date`: their seats minus the guests already booked on them. */
export async function withSeatsLeft<T extends { scheduleTimeId: string; seats: number }>(
  tx: Tx,
  user: { companyId: string; companyTimeZone: string },
  date: string,
  rows: T[],
): Promise<(T & { seatsLeft: number })[]> {
  const day = zonedDayRange(date, date, user.companyTimeZone);
  const booked = await seatsBooked(
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
  const rows = await departuresOn(tx, user.companyId, weekdayOf(date), { tripIds });
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
) {
  const ride = await rideBetween(tx, u.companyId, input.fromLocationId, input.toLocationId, input.tripId);
  if (!ride.prices) throw noRide();
  refuseMissingRoom(ride.trip, input.roomNumber);
  const code = input.couponCode?.trim().toUpperCase() ?? '';
  if (requireCoupon && code === '') {
    throw badRequest('Enter a coupon code.', [{ path: 'body.couponCode', message: 'Required' }]);
  }
  const coupon: Coupon | null = code === '' ? null : await rideCoupon(tx, u, code);
  const { rates } = await ratesOf(tx, u.companyId);
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
