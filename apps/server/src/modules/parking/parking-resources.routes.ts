import { parkingLots, parkingPackages, parkingPermitCard, parkingTypes } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bindCollection, tableRoutes } from '../../resources/bind-collection.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { settingsStore } from '../../resources/settings-store.ts';
import { expectCompanyRow } from '../../resources/table-store.ts';
import * as packages from './packages.repository.ts';
import { parkingLotStore, parkingTypeStore } from './parking-resources.repository.ts';

const typeRoutes = tableRoutes(parkingTypes, schema.parkingTypes, parkingTypeStore);
const lotRoutes = tableRoutes(parkingLots, schema.parkingLots, parkingLotStore);

/** A package names a type and lots of the caller's company: an unknown one is a 404 naming what is missing. */
async function checkPackageRefs(
  tx: Tx,
  companyId: string,
  input: { typeId: string; lotIds: readonly string[] },
) {
  await expectCompanyRow(tx, schema.parkingTypes, companyId, input.typeId, 'parking_type');
  const wanted = [...new Set(input.lotIds)];
  if ((await packages.knownLots(tx, companyId, wanted)) !== wanted.length) throw notFound('parking_lot');
}

const packageRoutes = (deps: Deps) =>
  bindCollection(deps, parkingPackages, packages.packageStore(), {
    beforeSave: (tx, caller, input) => checkPackageRefs(tx, caller.companyId, input),
  });

const cardRoutes = (deps: Deps) =>
  bindSettings(
    deps,
    parkingPermitCard,
    settingsStore({
      definition: parkingPermitCard,
      table: schema.parkingPermitCards,
      columns: packages.permitCardColumns,
      values: (input) => ({ ...input }),
    }),
  );

/** Parking's plain collections and the permit card template. */
export const parkingResourceRoutes = (deps: Deps) => [
  ...typeRoutes(deps),
  ...lotRoutes(deps),
  ...packageRoutes(deps),
  ...cardRoutes(deps),
];
