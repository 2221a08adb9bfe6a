import { parkingLots, parkingPackages, parkingPermitCard, parkingTypes } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { settingsStore } from '../../resources/settings-store.ts';
import { type CollectionStore, expectCompanyRow, tableStore } from '../../resources/table-store.ts';
import * as packages from './packages.repository.ts';

const pt = schema.parkingTypes;
const lot = schema.parkingLots;
const pkg = schema.parkingPackages;
const link = schema.parkingPackageLots;

const typeRoutes = (deps: Deps) =>
  bindCollection(
    deps,
    parkingTypes,
    tableStore({
      table: pt,
      columns: { id: pt.id, name: pt.name, description: pt.description, status: pt.status },
      search: [pt.name, pt.description],
      sort: { name: pt.name, status: pt.status },
      filter: (query) => [query.status ? eq(pt.status, query.status) : undefined],
      values: (input) => ({ name: input.name, description: input.description || null, status: input.status }),
    }),
  );

const lotRoutes = (deps: Deps) =>
  bindCollection(
    deps,
    parkingLots,
    tableStore({
      table: lot,
      columns: {
        id: lot.id,
        name: lot.name,
        address: lot.address,
        capacity: lot.capacity,
        status: lot.status,
      },
      search: [lot.name, lot.address],
      sort: { name: lot.name, capacity: lot.capacity, status: lot.status },
      filter: (query) => [query.status ? eq(lot.status, query.status) : undefined],
      values: (input) => ({
        name: input.name,
        address: input.address || null,
        capacity: input.capacity,
        status: input.status,
      }),
    }),
  );

/** The lots of a package, in one array per row (sorted, so an answer does not depend on insertion order). */
const lotIdsOf = sql<string[]>`coalesce((select array_agg(${link.lotId} order by ${link.lotId}) from ${link}
  where ${link.companyId} = ${pkg.companyId} and ${link.packageId} = ${pkg.id}), '{}')`;

/** The package table through tableStore, plus its lot links written beside each save. */
function packageStore(): CollectionStore<typeof parkingPackages> {
  const base = tableStore<typeof parkingPackages, typeof pkg>({
    table: pkg,
    columns: {
      id: pkg.id,
      name: pkg.name,
      typeId: pkg.typeId,
      typeName: pt.name,
      priceCents: pkg.priceCents,
      durationHours: pkg.durationHours,
      commissionPercent: sql<number>`${pkg.commissionHundredths} / 100.0`.mapWith(Number),
      inAndOut: pkg.inAndOut,
      lotIds: lotIdsOf,
      status: pkg.status,
    },
    joins: (query) => query.innerJoin(pt, and(eq(pt.companyId, pkg.companyId), eq(pt.id, pkg.typeId))),
    search: [pkg.name, pt.name],
    sort: { name: pkg.name, priceCents: pkg.priceCents, status: pkg.status },
    filter: (query) => [
      query.status ? eq(pkg.status, query.status) : undefined,
      query.typeId ? eq(pkg.typeId, query.typeId) : undefined,
      query.lotId
        ? sql`exists (select 1 from ${link} where ${link.companyId} = ${pkg.companyId}
            and ${link.packageId} = ${pkg.id} and ${link.lotId} = ${query.lotId})`
        : undefined,
    ],
    values: (input) => ({
      name: input.name,
      typeId: input.typeId,
      priceCents: input.priceCents,
      durationHours: input.durationHours,
      commissionHundredths: Math.round(input.commissionPercent * 100),
      inAndOut: input.inAndOut,
      status: input.status,
    }),
  });
  return {
    ...base,
    async insert(tx, companyId, input) {
      const id = await base.insert(tx, companyId, input);
      await packages.writePackageLots(tx, companyId, id, input.lotIds);
      return id;
    },
    async update(tx, companyId, id, input) {
      const found = await base.update(tx, companyId, id, input);
      if (found) await packages.writePackageLots(tx, companyId, id, input.lotIds);
      return found;
    },
  };
}

/** A package names a type and lots of the caller's company: an unknown one is a 404 naming what is missing. */
async function checkPackageRefs(
  tx: Tx,
  companyId: string,
  input: { typeId: string; lotIds: readonly string[] },
) {
  await expectCompanyRow(tx, pt, companyId, input.typeId, 'parking_type');
  const wanted = [...new Set(input.lotIds)];
  if ((await packages.knownLots(tx, companyId, wanted)) !== wanted.length) throw notFound('parking_lot');
}

const packageRoutes = (deps: Deps) =>
  bindCollection(deps, parkingPackages, packageStore(), {
    beforeSave: (tx, caller, input) => checkPackageRefs(tx, caller.companyId, input),
  });

const cardRoutes = (deps: Deps) =>
  bindSettings(
    deps,
    parkingPermitCard,
    settingsStore({
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
