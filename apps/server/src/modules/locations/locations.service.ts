import type { Location } from '@curbside/contract';
import { inScope, type schema, type Tx } from '@curbside/db';
import {
  type CostInput,
  calculateCost,
  type Discount,
  GRATUITY_PERCENTAGES,
  validateTripBooking,
  weekdayOf,
  zonedDayRange,
} from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import * as repo from './locations.repository.ts';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const paged = <T>(result: { rows: T[]; total: number }, f: repo.PageFilter): Page<T> => ({
  items: result.rows,
  total: result.total,
  page: f.page,
  pageSize: f.pageSize,
});

/** Reads in the caller's company. */
export function read<T>(
  deps: Deps,
  user: CompanyUserPrincipal,
  work: (tx: Tx, user: CompanyUserPrincipal) => Promise<T>,
) {
  return inScope(deps.db, scopeOf(user), (tx) => work(tx, user));
}

interface Change {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** One business operation that changes data: one transaction, with its audit row and its event. */
export function change<T>(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  work: (tx: Tx, user: CompanyUserPrincipal) => Promise<{ result: T; change: Change }>,
) {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const { result, change: c } = await work(tx, user);
    await audit(tx, ctx, {
      companyId: user.companyId,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      before: c.before ?? null,
      after: c.after ?? null,
    });
    return result;
  });
}

function must<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}

const duplicate = (field: string, message: string) =>
  badRequest(message, [{ path: `body.${field}`, message }]);

// ---------------------------------------------------------------------------------------------------------
// Zone charges

export const zoneCharges = (deps: Deps, p: CompanyUserPrincipal, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.zoneChargesPage(tx, u.companyId, f), f));

export const zoneCharge = (deps: Deps, p: CompanyUserPrincipal, id: string) =>
  read(deps, p, async (tx, u) => must(await repo.findZoneCharge(tx, u.companyId, id), 'zone_charge'));

export const saveZoneCharge = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: Parameters<typeof repo.saveZoneCharge>[2],
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id
      ? must(await repo.findZoneCharge(tx, u.companyId, input.id), 'zone_charge')
      : null;
    must(await repo.findZone(tx, u.companyId, input.fromZoneId), 'from_zone');
    must(await repo.findZone(tx, u.companyId, input.toZoneId), 'to_zone');
    if (await repo.zoneChargeBetween(tx, u.companyId, input.fromZoneId, input.toZoneId, input.id)) {
      throw duplicate('toZoneId', 'These two zones have a charge already');
    }
    const { id } = must(await repo.saveZoneCharge(tx, u.companyId, input), 'zone_charge');
    const saved = must(await repo.findZoneCharge(tx, u.companyId, id), 'zone_charge');
    return {
      result: saved,
      change: {
        action: before ? 'zone_charge.updated' : 'zone_charge.created',
        entity: 'zone_charge',
        entityId: id,
        before,
        after: saved,
      },
    };
  });

export const deleteZoneCharge = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findZoneCharge(tx, u.companyId, id), 'zone_charge');
    await repo.deleteZoneCharge(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: {
        action: 'zone_charge.deleted',
        entity: 'zone_charge',
        entityId: id,
        before,
      },
    };
  });

// ---------------------------------------------------------------------------------------------------------
// Locations offered for booking (the lists themselves: location-lists.ts)

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

export const offered = (deps: Deps, p: CompanyUserPrincipal, list?: ListName) =>
  read(deps, p, async (tx, u) => ({
    items: (await repo.offeredLocations(tx, u.companyId, list)) as Location[],
  }));

// ---------------------------------------------------------------------------------------------------------
// Trips and departures

export const trips = (
  deps: Deps,
  p: CompanyUserPrincipal,
  f: repo.PageFilter & { activeOnly?: boolean | undefined },
) => read(deps, p, async (tx, u) => paged(await repo.tripsPage(tx, u.companyId, f), f));

async function checkEnds(tx: Tx, companyId: string, input: { fromLocationId: string; toLocationId: string }) {
  must(await repo.findLocation(tx, companyId, input.fromLocationId), 'from_location');
  must(await repo.findLocation(tx, companyId, input.toLocationId), 'to_location');
}

export const saveTrip = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, input: repo.TripValues) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findTrip(tx, u.companyId, input.id), 'trip') : null;
    await checkEnds(tx, u.companyId, input);
    const { id } = must(await repo.saveTrip(tx, u.companyId, input), 'trip');
    const saved = must(await repo.findTrip(tx, u.companyId, id), 'trip');
    return {
      result: saved,
      change: {
        action: before ? 'trip.updated' : 'trip.created',
        entity: 'trip',
        entityId: id,
        before,
        after: saved,
      },
    };
  });

export const addNewTrip = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: Omit<repo.TripValues, 'id'> & { departures: { weekdays: number[]; departureMinute: number }[] },
) =>
  change(deps, ctx, p, async (tx, u) => {
    await checkEnds(tx, u.companyId, input);
    const { departures, ...values } = input;
    const { id } = must(await repo.saveTrip(tx, u.companyId, values), 'trip');
    const rows = departures.flatMap((d) =>
      [...new Set(d.weekdays)].map((weekday) => ({
        tripId: id,
        weekday,
        departureMinute: d.departureMinute,
        seats: input.seats,
      })),
    );
    const count = await repo.insertScheduleTimes(tx, u.companyId, rows);
    const saved = must(await repo.findTrip(tx, u.companyId, id), 'trip');
    return {
      result: { trip: saved, departures: count },
      change: {
        action: 'trip.created',
        entity: 'trip',
        entityId: id,
        after: { ...saved, departures: count },
      },
    };
  });

export const deleteTrip = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findTrip(tx, u.companyId, id), 'trip');
    await repo.deleteTrip(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: { action: 'trip.deleted', entity: 'trip', entityId: id, before },
    };
  });

export const scheduleTimes = (
  deps: Deps,
  p: CompanyUserPrincipal,
  f: repo.PageFilter & { tripId?: string | undefined },
) =>
  read(deps, p, async (tx, u) => {
    if (f.tripId) must(await repo.findTrip(tx, u.companyId, f.tripId), 'trip');
    return paged(await repo.schedulePage(tx, u.companyId, f), f);
  });

export const saveScheduleTime = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: { id?: string | undefined; tripId: string; weekday: number; departureMinute: number; seats: number },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id
      ? must(await repo.findScheduleTime(tx, u.companyId, input.id), 'departure_time')
      : null;
    must(await repo.findTrip(tx, u.companyId, input.tripId), 'trip');
    if (await repo.scheduleTaken(tx, u.companyId, input, input.id)) {
      throw duplicate('departureMinute', 'This trip leaves at this time on this day already');
    }
    const { id } = must(await repo.saveScheduleTime(tx, u.companyId, input), 'departure_time');
    const saved = must(await repo.findScheduleTime(tx, u.companyId, id), 'departure_time');
    return {
      result: saved,
      change: {
        action: before ? 'trip_schedule_time.updated' : 'trip_schedule_time.created',
        entity: 'trip_schedule_time',
        entityId: id,
        before,
        after: saved,
      },
    };
  });

export const deleteScheduleTime = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findScheduleTime(tx, u.companyId, id), 'departure_time');
    await repo.deleteScheduleTime(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: {
        action: 'trip_schedule_time.deleted',
        entity: 'trip_schedule_time',
        entityId: id,
        before,
      },
    };
  });

// ---------------------------------------------------------------------------------------------------------
// Tax, service and card-surcharge codes

export const chargeCodes = (deps: Deps, p: CompanyUserPrincipal, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.codesPage(tx, u.companyId, f), f));

export const saveChargeCode = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: Parameters<typeof repo.saveCode>[2],
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findCode(tx, u.companyId, input.id), 'code') : null;
    const code = input.code.toUpperCase();
    if (await repo.codeTaken(tx, u.companyId, code, input.id))
      throw duplicate('code', 'This code exists already');
    const saved = must(await repo.saveCode(tx, u.companyId, { ...input, code }), 'code');
    return {
      result: saved,
      change: {
        action: before ? 'charge_code.updated' : 'charge_code.created',
        entity: 'charge_code',
        entityId: saved.id,
        before,
        after: saved,
      },
    };
  });

export const deleteChargeCode = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findCode(tx, u.companyId, id), 'code');
    await repo.deleteCode(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: {
        action: 'charge_code.deleted',
        entity: 'charge_code',
        entityId: id,
        before,
      },
    };
  });

async function ratesOf(tx: Tx, companyId: string) {
  const active = await repo.activeCodes(tx, companyId);
  const sum = (kind: (typeof schema.CHARGE_CODE_KINDS)[number]) =>
    active.filter((c) => c.kind === kind).reduce((total, c) => total + c.rateBasisPoints, 0);
  return {
    codes: active,
    rates: {
      serviceFeeBasisPoints: sum('service'),
      taxBasisPoints: sum('tax'),
      cardSurchargeBasisPoints: sum('card_surcharge'),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Coupons

export const coupons = (deps: Deps, p: CompanyUserPrincipal, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.couponsPage(tx, u.companyId, f), f));

export const saveCoupon = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: Omit<repo.CouponValues, 'code'> & { code: string },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findCoupon(tx, u.companyId, input.id), 'coupon') : null;
    const code = input.code.toUpperCase();
    const existing = await repo.findCouponByCode(tx, u.companyId, code);
    if (existing && existing.id !== input.id) throw duplicate('code', 'This code exists already');
    const saved = must(await repo.saveCoupon(tx, u.companyId, { ...input, code }), 'coupon');
    return {
      result: saved,
      change: {
        action: before ? 'coupon.updated' : 'coupon.created',
        entity: 'coupon',
        entityId: saved.id,
        before,
        after: saved,
      },
    };
  });

export const deleteCoupon = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findCoupon(tx, u.companyId, id), 'coupon');
    if (before.usageCount > 0) {
      throw conflict(
        `The coupon has been used ${before.usageCount} time(s); deactivate it instead.`,
        'IN_USE',
      );
    }
    await repo.deleteCoupon(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: { action: 'coupon.deleted', entity: 'coupon', entityId: id, before },
    };
  });

type CouponRow = NonNullable<Awaited<ReturnType<typeof repo.findCoupon>>>;
type CouponReason = 'ok' | 'inactive' | 'not_started' | 'expired' | 'used_up';

/** Today's date in the company's time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function couponState(coupon: CouponRow, today: string): CouponReason {
  if (!coupon.active) return 'inactive';
  if (today < coupon.validFrom) return 'not_started';
  if (today > coupon.validTo) return 'expired';
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return 'used_up';
  return 'ok';
}

const COUPON_REFUSALS: Record<Exclude<CouponReason, 'ok'>, string> = {
  inactive: 'This coupon is not active',
  not_started: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been used up',
};

export const couponByCode = (deps: Deps, p: CompanyUserPrincipal, code: string) =>
  read(deps, p, async (tx, u) => {
    const coupon = must(
      await repo.findCouponByCode(tx, u.companyId, code.trim().toUpperCase()),
      'The coupon',
    );
    const reason = couponState(coupon, todayIn(u.companyTimeZone));
    return {
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      appliesToRides: coupon.appliesToRides,
      appliesToParking: coupon.appliesToParking,
      usable: reason === 'ok',
      reason,
    };
  });

// ---------------------------------------------------------------------------------------------------------
// Finding and pricing rides

async function rideBetween(
  tx: Tx,
  companyId: string,
  fromLocationId: string,
  toLocationId: string,
  tripId?: string,
) {
  const from = must(await repo.findLocation(tx, companyId, fromLocationId), 'from_location');
  const to = must(await repo.findLocation(tx, companyId, toLocationId), 'to_location');
  const trips = await repo.tripsBetween(tx, companyId, fromLocationId, toLocationId);
  let trip = trips[0] ?? null;
  if (tripId) {
    trip = must(await repo.findTrip(tx, companyId, tripId), 'trip');
    if (trip.fromLocationId !== fromLocationId || trip.toLocationId !== toLocationId) {
      throw badRequest('The trip does not join these locations.', [
        { path: 'body.tripId', message: 'Does not join these locations' },
      ]);
    }
  }
  const charge =
    from.zoneId && to.zoneId
      ? await repo.zoneChargeBetween(tx, companyId, from.zoneId, to.zoneId)
      : undefined;
  const zonePrices =
    charge?.active === true
      ? {
          source: 'zone_charge' as const,
          adultCents: charge.adultCents,
          childCents: charge.childCents,
          luggageCents: charge.luggageCents,
        }
      : null;
  const prices = trip
    ? {
        source: 'trip' as const,
        adultCents: trip.adultCents,
        childCents: trip.childCents,
        luggageCents: trip.luggageCents,
      }
    : zonePrices;
  return { trips, trip, zonePrices, prices };
}

const noRide = () =>
  badRequest('No trip or zone charge joins these locations.', [
    { path: 'body.toLocationId', message: 'No trip or zone charge joins these locations' },
  ]);

function refuseMissingRoom(trip: { roomMandatory: boolean } | null, roomNumber: string | undefined) {
  if (!trip) return;
  const errors = validateTripBooking(trip, { roomNumber });
  if (errors.length > 0) {
    throw badRequest(
      errors[0]?.message ?? 'Some fields are not valid.',
      errors.map((e) => ({ path: `body.${e.field}`, message: e.message })),
    );
  }
}

export const tripsBetween = (
  deps: Deps,
  p: CompanyUserPrincipal,
  input: { fromLocationId: string; toLocationId: string },
) =>
  read(deps, p, async (tx, u) => {
    const ride = await rideBetween(tx, u.companyId, input.fromLocationId, input.toLocationId);
    return { items: ride.trips, zoneCharge: ride.zonePrices };
  });

export const tripDetails = (deps: Deps, p: CompanyUserPrincipal, tripId: string) =>
  read(deps, p, async (tx, u) => {
    const trip = must(await repo.findTrip(tx, u.companyId, tripId), 'trip');
    const fromLocation = must(
      await repo.findLocation(tx, u.companyId, trip.fromLocationId),
      'The from location',
    );
    const toLocation = must(await repo.findLocation(tx, u.companyId, trip.toLocationId), 'to_location');
    return {
      ...trip,
      fromLocation,
      toLocation,
      departures: await repo.departuresOfTrip(tx, u.companyId, tripId),
    };
  });

/** Departures with the seats still left on `date`: their seats minus the guests already booked on them. */
async function withSeatsLeft<T extends { scheduleTimeId: string; seats: number }>(
  tx: Tx,
  user: CompanyUserPrincipal,
  date: string,
  rows: T[],
): Promise<(T & { seatsLeft: number })[]> {
  const day = zonedDayRange(date, date, user.companyTimeZone);
  const booked = await repo.seatsBooked(
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

async function departuresFor(
  tx: Tx,
  user: CompanyUserPrincipal,
  date: string | undefined,
  tripIds: string[],
) {
  if (!date) return [];
  const rows = await repo.departuresOn(tx, user.companyId, weekdayOf(date), { tripIds });
  return withSeatsLeft(tx, user, date, rows);
}

export const findTripDetails = (
  deps: Deps,
  p: CompanyUserPrincipal,
  input: { fromLocationId: string; toLocationId: string; date?: string | undefined },
) =>
  read(deps, p, async (tx, u) => {
    const ride = await rideBetween(tx, u.companyId, input.fromLocationId, input.toLocationId);
    return {
      trip: ride.trip,
      prices: ride.prices,
      departures: await departuresFor(tx, u, input.date, ride.trip ? [ride.trip.id] : []),
    };
  });

export const tripBySearch = (
  deps: Deps,
  p: CompanyUserPrincipal,
  input: {
    fromLocationId: string;
    toLocationId: string;
    date?: string | undefined;
    adults: number;
    children: number;
    luggage: number;
    roomNumber?: string | undefined;
  },
) =>
  read(deps, p, async (tx, u) => {
    const ride = await rideBetween(tx, u.companyId, input.fromLocationId, input.toLocationId);
    if (!ride.prices) throw noRide();
    refuseMissingRoom(ride.trip, input.roomNumber);
    const { rates } = await ratesOf(tx, u.companyId);
    await repo.touchRecent(tx, u.companyId, u.userId, [input.fromLocationId, input.toLocationId]);
    const cost = calculateCost({
      prices: ride.prices,
      adults: input.adults,
      children: input.children,
      luggage: input.luggage,
      serviceFeeBasisPoints: rates.serviceFeeBasisPoints,
      taxBasisPoints: rates.taxBasisPoints,
    });
    return {
      trip: ride.trip,
      prices: ride.prices,
      cost,
      departures: await departuresFor(tx, u, input.date, ride.trip ? [ride.trip.id] : []),
    };
  });

export const availableTrips = (
  deps: Deps,
  p: CompanyUserPrincipal,
  input: { date: string; fromLocationId?: string | undefined; toLocationId?: string | undefined },
) =>
  read(deps, p, async (tx, u) => {
    if (input.fromLocationId)
      must(await repo.findLocation(tx, u.companyId, input.fromLocationId), 'from_location');
    if (input.toLocationId) must(await repo.findLocation(tx, u.companyId, input.toLocationId), 'to_location');
    const weekday = weekdayOf(input.date);
    const rows = await repo.departuresOn(tx, u.companyId, weekday, input);
    return { date: input.date, weekday, items: await withSeatsLeft(tx, u, input.date, rows) };
  });

export const taxesOfTrip = (deps: Deps, p: CompanyUserPrincipal, tripId: string) =>
  read(deps, p, async (tx, u) => {
    must(await repo.findTrip(tx, u.companyId, tripId), 'trip');
    return { tripId, ...(await ratesOf(tx, u.companyId)) };
  });

export const percentagesForCredit = (deps: Deps, p: CompanyUserPrincipal) =>
  read(deps, p, async (tx, u) => ({
    cardSurchargeBasisPoints: (await ratesOf(tx, u.companyId)).rates.cardSurchargeBasisPoints,
    gratuityPercentages: [...GRATUITY_PERCENTAGES],
  }));

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
  let coupon: CouponRow | null = null;
  if (code !== '') {
    coupon = (await repo.findCouponByCode(tx, u.companyId, code)) ?? null;
    if (!coupon)
      throw badRequest('Unknown coupon.', [{ path: 'body.couponCode', message: 'Unknown coupon' }]);
    const state = couponState(coupon, todayIn(u.companyTimeZone));
    if (state !== 'ok') {
      throw badRequest(COUPON_REFUSALS[state], [
        { path: 'body.couponCode', message: COUPON_REFUSALS[state] },
      ]);
    }
    if (!coupon.appliesToRides) {
      const message = 'This coupon does not apply to rides';
      throw badRequest(message, [{ path: 'body.couponCode', message }]);
    }
  }
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

/** A booking used this coupon once more. */
export const countCouponUse = (tx: Tx, companyId: string, couponId: string) =>
  repo.countCouponUse(tx, companyId, couponId);

/** The authoritative price of a ride; `requireCoupon` refuses the call without a usable coupon. */
export const calculate = (
  deps: Deps,
  p: CompanyUserPrincipal,
  input: CalculationInput,
  requireCoupon: boolean,
) =>
  read(deps, p, async (tx, u) => {
    const priced = await priceRide(tx, u, input, requireCoupon);
    return {
      prices: priced.prices,
      tripId: priced.trip?.id ?? null,
      rates: priced.rates,
      coupon: priced.coupon
        ? { code: priced.coupon.code, kind: priced.coupon.kind, value: priced.coupon.value }
        : null,
      cost: priced.cost,
    };
  });
