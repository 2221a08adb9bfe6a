import { contract, trips } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { type Deps, scopeOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { insertDepartures, tripStore } from './trips.repository.ts';

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
        const inserted = await insertDepartures(tx, rows);
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
