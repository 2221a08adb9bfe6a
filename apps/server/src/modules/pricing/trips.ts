import { contract, trips } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { type Deps, scopeOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { inputFields, tableStore } from '../../resources/table-store.ts';
import { fromLoc, st, TRIP_FIELDS, toLoc, trip, tripColumns, withEnds } from './columns.ts';

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

export const tripRoutes = (deps: Deps) => [
  ...bindCollection(deps, trips, tripStore),
  ...bindArea(contract.locations, {
    /** The guided trip builder: the trip and its weekly departures (one per weekday picked), in one change. */
    addNewTrip: async ({ body, caller, ctx }) =>
      inScope(deps.db, scopeOf(caller), async (tx) => {
        const { departures, ...values } = body;
        const id = await tripStore.insert(tx, caller.companyId, values);
        const rows = departures.flatMap((d) =>
          [...new Set(d.weekdays)].map((weekday) => ({
            companyId: caller.companyId,
            tripId: id,
            weekday,
            departureMinute: d.departureMinute,
            seats: values.seats,
          })),
        );
        // The same weekday and time picked twice is one departure.
        const inserted =
          rows.length === 0
            ? []
            : await tx.insert(st).values(rows).onConflictDoNothing().returning({ id: st.id });
        const saved = await tripStore.find(tx, caller.companyId, id);
        if (!saved) throw notFound('trip');
        await audit(tx, ctx, {
          companyId: caller.companyId,
          action: 'trip.created',
          entity: 'trip',
          entityId: id,
          before: null,
          after: { ...saved, departures: inserted.length },
        });
        return { trip: saved, departures: inserted.length };
      }),
  }),
];
