import { schema, type Tx } from '@curbside/db';
import { OPEN_PARTY_STATUSES } from '@curbside/domain';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';

const z = schema.zones;
const zc = schema.zoneCharges;
const cat = schema.locationCategories;
const loc = schema.locations;
const trip = schema.trips;
const st = schema.tripScheduleTimes;
const sel = schema.selectedLocations;
const codes = schema.taxServiceCodes;
const coupons = schema.discountCoupons;

export interface PageFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const offsetOf = (f: PageFilter) => (f.page - 1) * f.pageSize;

async function total(tx: Tx, from: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(from).where(where);
  return row?.n ?? 0;
}

/** Counts the rows of a table of this company that match a condition (references that block a delete). */
export async function countWhere(tx: Tx, table: PgTable, where: SQL | undefined) {
  return total(tx, table, where);
}

// ---------------------------------------------------------------------------------------------------------
// Zones

const zoneColumns = { id: z.id, name: z.name, description: z.description, active: z.active };

export async function findZone(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(zoneColumns)
    .from(z)
    .where(and(eq(z.companyId, companyId), eq(z.id, id)));
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Zone charges

const fromZone = aliasedTable(z, 'from_zone');
const toZone = aliasedTable(z, 'to_zone');
const chargeColumns = {
  id: zc.id,
  fromZoneId: zc.fromZoneId,
  fromZoneName: fromZone.name,
  toZoneId: zc.toZoneId,
  toZoneName: toZone.name,
  adultCents: zc.adultCents,
  childCents: zc.childCents,
  luggageCents: zc.luggageCents,
  active: zc.active,
};

const chargeQuery = (tx: Tx) =>
  tx
    .select(chargeColumns)
    .from(zc)
    .innerJoin(fromZone, and(eq(fromZone.companyId, zc.companyId), eq(fromZone.id, zc.fromZoneId)))
    .innerJoin(toZone, and(eq(toZone.companyId, zc.companyId), eq(toZone.id, zc.toZoneId)));

export async function zoneChargesPage(tx: Tx, companyId: string, f: PageFilter) {
  const where = and(
    eq(zc.companyId, companyId),
    f.search
      ? or(ilike(fromZone.name, likePattern(f.search)), ilike(toZone.name, likePattern(f.search)))
      : undefined,
  );
  const rows = await chargeQuery(tx)
    .where(where)
    .orderBy(asc(fromZone.name), asc(toZone.name), asc(zc.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const [n] = await tx
    .select({ n: count() })
    .from(zc)
    .innerJoin(fromZone, and(eq(fromZone.companyId, zc.companyId), eq(fromZone.id, zc.fromZoneId)))
    .innerJoin(toZone, and(eq(toZone.companyId, zc.companyId), eq(toZone.id, zc.toZoneId)))
    .where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findZoneCharge(tx: Tx, companyId: string, id: string) {
  const [row] = await chargeQuery(tx).where(and(eq(zc.companyId, companyId), eq(zc.id, id)));
  return row;
}

export async function zoneChargeBetween(
  tx: Tx,
  companyId: string,
  fromZoneId: string,
  toZoneId: string,
  exceptId?: string,
) {
  const [row] = await chargeQuery(tx).where(
    and(
      eq(zc.companyId, companyId),
      eq(zc.fromZoneId, fromZoneId),
      eq(zc.toZoneId, toZoneId),
      exceptId ? ne(zc.id, exceptId) : undefined,
    ),
  );
  return row;
}

export async function saveZoneCharge(
  tx: Tx,
  companyId: string,
  values: {
    id?: string | undefined;
    fromZoneId: string;
    toZoneId: string;
    adultCents: number;
    childCents: number;
    luggageCents: number;
    active: boolean;
  },
) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(zc)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(zc.companyId, companyId), eq(zc.id, id)))
      .returning({ id: zc.id });
    return row;
  }
  const [row] = await tx
    .insert(zc)
    .values({ companyId, ...rest })
    .returning({ id: zc.id });
  return row;
}

export const deleteZoneCharge = (tx: Tx, companyId: string, id: string) =>
  tx
    .delete(zc)
    .where(and(eq(zc.companyId, companyId), eq(zc.id, id)))
    .returning({ id: zc.id });

// ---------------------------------------------------------------------------------------------------------
// Locations

const locationColumns = {
  id: loc.id,
  name: loc.name,
  address: loc.address,
  latitude: loc.latitude,
  longitude: loc.longitude,
  kind: loc.kind,
  categoryId: loc.categoryId,
  categoryName: cat.name,
  categoryIcon: cat.icon,
  zoneId: loc.zoneId,
  zoneName: z.name,
  active: loc.active,
};

/** A location's columns with its category and zone named; `extra` adds the columns of a list's own join. */
export const locationQuery = <T extends SelectedFields>(tx: Tx, extra: T) =>
  tx
    .select({ ...locationColumns, ...extra })
    .from(loc)
    .leftJoin(cat, and(eq(cat.companyId, loc.companyId), eq(cat.id, loc.categoryId)))
    .leftJoin(z, and(eq(z.companyId, loc.companyId), eq(z.id, loc.zoneId)));

export async function findLocation(tx: Tx, companyId: string, id: string) {
  const [row] = await locationQuery(tx, {}).where(and(eq(loc.companyId, companyId), eq(loc.id, id)));
  return row;
}

export async function touchRecent(tx: Tx, companyId: string, userId: string, locationIds: string[]) {
  const r = schema.recentLocations;
  const now = new Date();
  await tx
    .insert(r)
    .values(locationIds.map((locationId) => ({ companyId, userId, locationId, usedAt: now })))
    .onConflictDoUpdate({ target: [r.companyId, r.userId, r.locationId], set: { usedAt: now } });
}

// ---------------------------------------------------------------------------------------------------------
// From, to and quick lists

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

export async function offeredLocations(tx: Tx, companyId: string, list?: ListName) {
  const active = and(eq(loc.companyId, companyId), eq(loc.active, true));
  if (!list) return locationQuery(tx, {}).where(active).orderBy(asc(loc.name)).limit(500);
  return locationQuery(tx, {})
    .innerJoin(sel, and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id)))
    .where(and(active, eq(sel.list, list)))
    .orderBy(asc(sel.sortOrder), asc(loc.name))
    .limit(500);
}

// ---------------------------------------------------------------------------------------------------------
// Trips and departures

const fromLoc = aliasedTable(loc, 'from_location');
const toLoc = aliasedTable(loc, 'to_location');
const tripColumns = {
  id: trip.id,
  fromLocationId: trip.fromLocationId,
  fromLocationName: fromLoc.name,
  toLocationId: trip.toLocationId,
  toLocationName: toLoc.name,
  adultCents: trip.adultCents,
  childCents: trip.childCents,
  luggageCents: trip.luggageCents,
  durationMinutes: trip.durationMinutes,
  seats: trip.seats,
  roomMandatory: trip.roomMandatory,
  active: trip.active,
};
const tripRows = (tx: Tx) =>
  tx
    .select(tripColumns)
    .from(trip)
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));
const tripCount = (tx: Tx) =>
  tx
    .select({ n: count() })
    .from(trip)
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));
const endsMatch = (search: string) =>
  or(ilike(fromLoc.name, likePattern(search)), ilike(toLoc.name, likePattern(search)));

export async function tripsPage(
  tx: Tx,
  companyId: string,
  f: PageFilter & { activeOnly?: boolean | undefined },
) {
  const where = and(
    eq(trip.companyId, companyId),
    f.search ? endsMatch(f.search) : undefined,
    f.activeOnly ? eq(trip.active, true) : undefined,
  );
  const rows = await tripRows(tx)
    .where(where)
    .orderBy(asc(fromLoc.name), asc(toLoc.name), asc(trip.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const [n] = await tripCount(tx).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findTrip(tx: Tx, companyId: string, id: string) {
  const [row] = await tripRows(tx).where(and(eq(trip.companyId, companyId), eq(trip.id, id)));
  return row;
}

export const tripsBetween = (tx: Tx, companyId: string, fromLocationId: string, toLocationId: string) =>
  tripRows(tx)
    .where(
      and(
        eq(trip.companyId, companyId),
        eq(trip.fromLocationId, fromLocationId),
        eq(trip.toLocationId, toLocationId),
        eq(trip.active, true),
      ),
    )
    .orderBy(asc(trip.adultCents), asc(trip.id));

export interface TripValues {
  id?: string | undefined;
  fromLocationId: string;
  toLocationId: string;
  adultCents: number;
  childCents: number;
  luggageCents: number;
  durationMinutes: number;
  seats: number;
  roomMandatory: boolean;
  active: boolean;
}

export async function saveTrip(tx: Tx, companyId: string, values: TripValues) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(trip)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(trip.companyId, companyId), eq(trip.id, id)))
      .returning({ id: trip.id });
    return row;
  }
  const [row] = await tx
    .insert(trip)
    .values({ companyId, ...rest })
    .returning({ id: trip.id });
  return row;
}

export const deleteTrip = (tx: Tx, companyId: string, id: string) =>
  tx
    .delete(trip)
    .where(and(eq(trip.companyId, companyId), eq(trip.id, id)))
    .returning({ id: trip.id });

const scheduleColumns = {
  id: st.id,
  tripId: st.tripId,
  fromLocationName: fromLoc.name,
  toLocationName: toLoc.name,
  weekday: st.weekday,
  departureMinute: st.departureMinute,
  seats: st.seats,
};
const scheduleRows = (tx: Tx) =>
  tx
    .select(scheduleColumns)
    .from(st)
    .innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId)))
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));
const scheduleCount = (tx: Tx) =>
  tx
    .select({ n: count() })
    .from(st)
    .innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId)))
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));

export async function schedulePage(
  tx: Tx,
  companyId: string,
  f: PageFilter & { tripId?: string | undefined },
) {
  const where = and(
    eq(st.companyId, companyId),
    f.tripId ? eq(st.tripId, f.tripId) : undefined,
    f.search ? endsMatch(f.search) : undefined,
  );
  const rows = await scheduleRows(tx)
    .where(where)
    .orderBy(asc(fromLoc.name), asc(toLoc.name), asc(st.weekday), asc(st.departureMinute), asc(st.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const [n] = await scheduleCount(tx).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findScheduleTime(tx: Tx, companyId: string, id: string) {
  const [row] = await scheduleRows(tx).where(and(eq(st.companyId, companyId), eq(st.id, id)));
  return row;
}

export async function scheduleTaken(
  tx: Tx,
  companyId: string,
  v: { tripId: string; weekday: number; departureMinute: number },
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: st.id })
    .from(st)
    .where(
      and(
        eq(st.companyId, companyId),
        eq(st.tripId, v.tripId),
        eq(st.weekday, v.weekday),
        eq(st.departureMinute, v.departureMinute),
        exceptId ? ne(st.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function saveScheduleTime(
  tx: Tx,
  companyId: string,
  values: {
    id?: string | undefined;
    tripId: string;
    weekday: number;
    departureMinute: number;
    seats: number;
  },
) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(st)
      .set(rest)
      .where(and(eq(st.companyId, companyId), eq(st.id, id)))
      .returning({ id: st.id });
    return row;
  }
  const [row] = await tx
    .insert(st)
    .values({ companyId, ...rest })
    .returning({ id: st.id });
  return row;
}

export async function insertScheduleTimes(
  tx: Tx,
  companyId: string,
  rows: { tripId: string; weekday: number; departureMinute: number; seats: number }[],
) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(st)
    .values(rows.map((row) => ({ companyId, ...row })))
    .onConflictDoNothing()
    .returning({ id: st.id });
  return inserted.length;
}

export const deleteScheduleTime = (tx: Tx, companyId: string, id: string) =>
  tx
    .delete(st)
    .where(and(eq(st.companyId, companyId), eq(st.id, id)))
    .returning({ id: st.id });

export const departuresOfTrip = (tx: Tx, companyId: string, tripId: string) =>
  tx
    .select({ id: st.id, weekday: st.weekday, departureMinute: st.departureMinute, seats: st.seats })
    .from(st)
    .where(and(eq(st.companyId, companyId), eq(st.tripId, tripId)))
    .orderBy(asc(st.weekday), asc(st.departureMinute));

export async function departuresOn(
  tx: Tx,
  companyId: string,
  weekday: number,
  filter: { fromLocationId?: string | undefined; toLocationId?: string | undefined; tripIds?: string[] },
) {
  if (filter.tripIds && filter.tripIds.length === 0) return [];
  const rows = await scheduleRows(tx)
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
    .orderBy(asc(st.departureMinute), asc(fromLoc.name), asc(toLoc.name));
  return rows.map(({ id, weekday: _, ...row }) => ({ scheduleTimeId: id, ...row }));
}

// ---------------------------------------------------------------------------------------------------------
// Tax, service and card-surcharge codes

const codeColumns = {
  id: codes.id,
  code: codes.code,
  name: codes.name,
  kind: codes.kind,
  rateBasisPoints: codes.rateBasisPoints,
  active: codes.active,
};

export async function codesPage(tx: Tx, companyId: string, f: PageFilter) {
  const where = and(
    eq(codes.companyId, companyId),
    f.search
      ? or(ilike(codes.code, likePattern(f.search)), ilike(codes.name, likePattern(f.search)))
      : undefined,
  );
  const rows = await tx
    .select(codeColumns)
    .from(codes)
    .where(where)
    .orderBy(asc(codes.kind), asc(codes.code), asc(codes.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { rows, total: await total(tx, codes, where) };
}

export const activeCodes = (tx: Tx, companyId: string) =>
  tx
    .select(codeColumns)
    .from(codes)
    .where(and(eq(codes.companyId, companyId), eq(codes.active, true)))
    .orderBy(asc(codes.kind), asc(codes.code));

export async function findCode(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(codeColumns)
    .from(codes)
    .where(and(eq(codes.companyId, companyId), eq(codes.id, id)));
  return row;
}

export async function codeTaken(tx: Tx, companyId: string, code: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.companyId, companyId),
        eq(codes.code, code),
        exceptId ? ne(codes.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function saveCode(
  tx: Tx,
  companyId: string,
  values: {
    id?: string | undefined;
    code: string;
    name: string;
    kind: (typeof schema.CHARGE_CODE_KINDS)[number];
    rateBasisPoints: number;
    active: boolean;
  },
) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(codes)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(codes.companyId, companyId), eq(codes.id, id)))
      .returning(codeColumns);
    return row;
  }
  const [row] = await tx
    .insert(codes)
    .values({ companyId, ...rest })
    .returning(codeColumns);
  return row;
}

export const deleteCode = (tx: Tx, companyId: string, id: string) =>
  tx
    .delete(codes)
    .where(and(eq(codes.companyId, companyId), eq(codes.id, id)))
    .returning({ id: codes.id });

// ---------------------------------------------------------------------------------------------------------
// Coupons

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  kind: coupons.kind,
  value: coupons.value,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  usageLimit: coupons.usageLimit,
  usageCount: coupons.usageCount,
  appliesToRides: coupons.appliesToRides,
  appliesToParking: coupons.appliesToParking,
  active: coupons.active,
};

export async function couponsPage(tx: Tx, companyId: string, f: PageFilter) {
  const where = and(
    eq(coupons.companyId, companyId),
    f.search
      ? or(ilike(coupons.code, likePattern(f.search)), ilike(coupons.description, likePattern(f.search)))
      : undefined,
  );
  const rows = await tx
    .select(couponColumns)
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.active), asc(coupons.code), asc(coupons.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { rows, total: await total(tx, coupons, where) };
}

export async function findCoupon(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.id, id)));
  return row;
}

export async function findCouponByCode(tx: Tx, companyId: string, code: string) {
  const [row] = await tx
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.code, code)));
  return row;
}

export type CouponValues = Omit<
  typeof coupons.$inferInsert,
  'companyId' | 'createdAt' | 'updatedAt' | 'usageCount'
>;

export async function saveCoupon(tx: Tx, companyId: string, values: CouponValues) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(coupons)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(coupons.companyId, companyId), eq(coupons.id, id)))
      .returning(couponColumns);
    return row;
  }
  const [row] = await tx
    .insert(coupons)
    .values({ companyId, ...rest })
    .returning(couponColumns);
  return row;
}

export const deleteCoupon = (tx: Tx, companyId: string, id: string) =>
  tx
    .delete(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.id, id)))
    .returning({ id: coupons.id });

/** One more use of a coupon, unless its limit is reached meanwhile (answers whether it counted). */
export async function countCouponUse(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(
      and(
        eq(coupons.companyId, companyId),
        eq(coupons.id, id),
        or(isNull(coupons.usageLimit), sql`${coupons.usageCount} < ${coupons.usageLimit}`),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** The tables whose rows block a delete, for services' messages. */
export const tables = { zones: z, zoneCharges: zc, categories: cat, locations: loc, trips: trip };

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
