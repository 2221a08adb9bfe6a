import { schema } from '@curbside/db';
import { aliasedTable, and, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ownColumns } from '../../resources/table-store.ts';

/**
 * The rows of the pricing nouns as the contract names them, with the joins that name what they refer to: the
 * collections' stores list them and the ride reads (rides.ts) find trips and departures through the same ones.
 */

export const zc = schema.zoneCharges;
export const trip = schema.trips;
export const st = schema.tripScheduleTimes;

export const fromZone = aliasedTable(schema.zones, 'from_zone');
export const toZone = aliasedTable(schema.zones, 'to_zone');
/** A zone charge's own fields: what its list shows beside its id and what a save writes. */
export const CHARGE_FIELDS = [
  'fromZoneId',
  'toZoneId',
  'adultCents',
  'childCents',
  'luggageCents',
  'active',
] as const;
export const chargeColumns = {
  ...ownColumns(zc, 'id', ...CHARGE_FIELDS),
  fromZoneName: fromZone.name,
  toZoneName: toZone.name,
};
export const withZones = (query: PgSelect) =>
  query
    .innerJoin(fromZone, and(eq(fromZone.companyId, zc.companyId), eq(fromZone.id, zc.fromZoneId)))
    .innerJoin(toZone, and(eq(toZone.companyId, zc.companyId), eq(toZone.id, zc.toZoneId)));

export const fromLoc = aliasedTable(schema.locations, 'from_location');
export const toLoc = aliasedTable(schema.locations, 'to_location');
/** A trip's own fields: what its list shows beside its id and what a save writes. */
export const TRIP_FIELDS = [
  'fromLocationId',
  'toLocationId',
  'adultCents',
  'childCents',
  'luggageCents',
  'durationMinutes',
  'seats',
  'roomMandatory',
  'active',
] as const;
export const tripColumns = {
  ...ownColumns(trip, 'id', ...TRIP_FIELDS),
  fromLocationName: fromLoc.name,
  toLocationName: toLoc.name,
};
export const withEnds = (query: PgSelect) =>
  query
    .innerJoin(fromLoc, and(eq(fromLoc.companyId, trip.companyId), eq(fromLoc.id, trip.fromLocationId)))
    .innerJoin(toLoc, and(eq(toLoc.companyId, trip.companyId), eq(toLoc.id, trip.toLocationId)));

/** A departure time's own fields: what its list shows beside its id and what a save writes. */
export const SCHEDULE_FIELDS = ['tripId', 'weekday', 'departureMinute', 'seats'] as const;
export const scheduleColumns = {
  ...ownColumns(st, 'id', ...SCHEDULE_FIELDS),
  fromLocationName: fromLoc.name,
  toLocationName: toLoc.name,
};
export const withTrip = (query: PgSelect) =>
  withEnds(query.innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId))));
