import type { scheduleTimes, trips } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import { inputFields, tableStore } from '../../resources/table-store.ts';
import {
  fromLoc,
  SCHEDULE_FIELDS,
  scheduleColumns,
  st,
  TRIP_FIELDS,
  toLoc,
  trip,
  tripColumns,
  withEnds,
  withTrip,
} from './columns.ts';

/**
 * Trips: the locations they join must exist (their foreign keys name the field). Deleting a trip deletes its
 * departure times with it; a trip a party is booked on is kept (409 IN_USE).
 */
export const tripStore = tableStore<typeof trips, typeof trip>({
  table: trip,
  columns: tripColumns,
  joins: withEnds,
  search: [fromLoc.name, toLoc.name],
  sort: {
    fromLocationName: fromLoc.name,
    toLocationName: toLoc.name,
    adultCents: trip.adultCents,
    durationMinutes: trip.durationMinutes,
  },
  filter: (query) => [query.activeOnly ? eq(trip.active, true) : undefined],
  values: inputFields(...TRIP_FIELDS),
});

/**
 * Weekly departure times: one per trip, weekday and minute (the unique key names `departureMinute`); the trip
 * must exist (its foreign key names `tripId`).
 */
export const scheduleTimeStore = tableStore<typeof scheduleTimes, typeof st>({
  table: st,
  columns: scheduleColumns,
  joins: withTrip,
  search: [fromLoc.name, toLoc.name],
  sort: {
    // A weekday's departures in their order: the minute of the week.
    weekday: sql`${st.weekday} * 1440 + ${st.departureMinute}`,
    departureMinute: st.departureMinute,
    fromLocationName: fromLoc.name,
    toLocationName: toLoc.name,
  },
  filter: (query) => [query.tripId ? eq(st.tripId, query.tripId) : undefined],
  values: inputFields(...SCHEDULE_FIELDS),
});

/** Adds departures to a trip, leaving out any it already has; the ids of those added. */
export async function insertDepartures(tx: Tx, rows: (typeof st.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(st).values(rows).onConflictDoNothing().returning({ id: st.id });
}
