import type { ItemOf, scheduleTimes, trips, zoneCharges } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { OPEN_PARTY_STATUSES } from '@curbside/domain';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
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

/** The reads that find rides: trips and zone charges between places, departures and the seats booked on them. */

export type TripRow = ItemOf<typeof trips>;
type ChargeRow = ItemOf<typeof zoneCharges>;
type ScheduleRow = ItemOf<typeof scheduleTimes>;

/** The active trips from one location to another, the cheapest first. */
export async function activeTripsBetween(
  tx: Tx,
  companyId: string,
  fromLocationId: string,
  toLocationId: string,
) {
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

/** The zone charge from one zone to another, or undefined. */
export async function chargeBetween(tx: Tx, companyId: string, fromZoneId: string, toZoneId: string) {
  const [row] = (await withZones(tx.select(chargeColumns).from(zc).$dynamic()).where(
    and(eq(zc.companyId, companyId), eq(zc.fromZoneId, fromZoneId), eq(zc.toZoneId, toZoneId)),
  )) as ChargeRow[];
  return row;
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
