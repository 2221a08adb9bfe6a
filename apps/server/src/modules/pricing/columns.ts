import { schema } from '@curbside/db';
import { aliasedTable, and, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { type CompanyTable, ownColumns } from '../../resources/table-store.ts';

/**
 * The rows of the pricing nouns as the contract names them, with the joins that name what they refer to: the
 * collections' stores list them and the ride reads (rides.ts) find trips and departures through the same ones.
 */

export const zc = schema.zoneCharges;
export const trip = schema.trips;
export const st = schema.tripScheduleTimes;

/**
 * The two places a row joins (a charge's zones, a trip's locations) under their own aliases, and the joins
 * that find both in the row's company.
 */
function endsOf<T extends CompanyTable>(
  target: T,
  noun: string,
  row: CompanyTable,
  fromId: PgColumn,
  toId: PgColumn,
) {
  // An alias is the same table under another name: its columns keep their types.
  const from = aliasedTable(target as CompanyTable, `from_${noun}`);
  const to = aliasedTable(target as CompanyTable, `to_${noun}`);
  const join = (query: PgSelect) =>
    query
      .innerJoin(from, and(eq(from.companyId, row.companyId), eq(from.id, fromId)))
      .innerJoin(to, and(eq(to.companyId, row.companyId), eq(to.id, toId)));
  return { from: from as T, to: to as T, join };
}

export const {
  from: fromZone,
  to: toZone,
  join: withZones,
} = endsOf(schema.zones, 'zone', zc, zc.fromZoneId, zc.toZoneId);
export const {
  from: fromLoc,
  to: toLoc,
  join: withEnds,
} = endsOf(schema.locations, 'location', trip, trip.fromLocationId, trip.toLocationId);

/** What a ride costs each adult, child and bag: a zone charge and a trip both price by them. */
const PRICES = ['adultCents', 'childCents', 'luggageCents'] as const;

/** A zone charge's own fields: what its list shows beside its id and what a save writes. */
export const CHARGE_FIELDS = ['fromZoneId', 'toZoneId', ...PRICES, 'active'] as const;
export const chargeColumns = {
  ...ownColumns(zc, 'id', ...CHARGE_FIELDS),
  fromZoneName: fromZone.name,
  toZoneName: toZone.name,
};

/** A trip's own fields: what its list shows beside its id and what a save writes. */
export const TRIP_FIELDS = [
  'fromLocationId',
  'toLocationId',
  ...PRICES,
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

/** A departure time's own fields: what its list shows beside its id and what a save writes. */
export const SCHEDULE_FIELDS = ['tripId', 'weekday', 'departureMinute', 'seats'] as const;
export const scheduleColumns = {
  ...ownColumns(st, 'id', ...SCHEDULE_FIELDS),
  fromLocationName: fromLoc.name,
  toLocationName: toLoc.name,
};
export const withTrip = (query: PgSelect) =>
  withEnds(query.innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId))));
