import { contract, zoneCharges } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { type Deps, scopeOf } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { inputFields, tableStore } from '../../resources/table-store.ts';
import { CHARGE_FIELDS, chargeColumns, fromZone, toZone, withZones, zc } from './columns.ts';

/** Zone charges: one per pair of zones (the unique key names `toZoneId`); zones they name must exist. */
export const zoneChargeStore = tableStore<typeof zoneCharges, typeof zc>({
  table: zc,
  columns: chargeColumns,
  joins: withZones,
  search: [fromZone.name, toZone.name],
  sort: { fromZoneName: fromZone.name, toZoneName: toZone.name, adultCents: zc.adultCents },
  filter: (query) => [query.activeOnly ? eq(zc.active, true) : undefined],
  values: inputFields(...CHARGE_FIELDS),
});

export const zoneChargeRoutes = (deps: Deps) => [
  ...bindCollection(deps, zoneCharges, zoneChargeStore),
  ...bindArea(contract.locations, {
    getZoneCharge: async ({ query, caller }) => {
      const row = await inScope(deps.db, scopeOf(caller), (tx) =>
        zoneChargeStore.find(tx, caller.companyId, query.id),
      );
      if (!row) throw notFound('zone_charge');
      return row;
    },
  }),
];
