import { schema } from '@curbside/db';
import { aliasedTable, and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * The rows of the pricing nouns as the contract names them, with the joins that name what they refer to: the
 * collections' stores list them and the ride reads (rides.ts) find trips and departures through the same ones.
 */

export const zc = schema.zoneCharges;
export const trip = schema.trips;
export const st = schema.tripScheduleTimes;

export const fromZone = aliasedTable(schema.zones, 'from_zone');
export const toZone = aliasedTable(schema.zones, 'to_zone');
export const chargeColumns = {
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
export const withZones = (query: PgSelect) =>
  query
    .innerJoin(fromZone, and(eq(fromZone.companyId, zc.companyId), eq(fromZone.id, zc.fromZoneId)))
    .innerJoin(toZone, and(eq(toZone.companyId, zc.companyId), eq(toZone.id, zc.toZoneId)));

export const fromLoc = aliasedTable(schema.locations, 'from_location');
export const toLoc = aliasedTable(schema.locations, 'to_location');
export const tripColumns = {
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
export const withEnds = (query: PgSelect) =>
  query
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));

export const scheduleColumns = {
  id: st.id,
  tripId: st.tripId,
  fromLocationName: fromLoc.name,
  toLocationName: toLoc.name,
  weekday: st.weekday,
  departureMinute: st.departureMinute,
  seats: st.seats,
};
export const withTrip = (query: PgSelect) =>
  withEnds(query.innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId))));
