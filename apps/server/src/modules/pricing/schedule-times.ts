import { scheduleTimes } from '@curbside/contract';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { inputFields, tableStore } from '../../resources/table-store.ts';
import { fromLoc, SCHEDULE_FIELDS, scheduleColumns, st, toLoc, withTrip } from './columns.ts';

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

export const scheduleTimeRoutes = (deps: Deps) => bindCollection(deps, scheduleTimes, scheduleTimeStore);
