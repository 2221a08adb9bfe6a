import type { parkingPackages } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type CollectionStore, companyRow, ownColumns, tableStore } from '../../resources/table-store.ts';

const lot = schema.parkingLots;
const link = schema.parkingPackageLots;
const card = schema.parkingPermitCards;
const pkg = schema.parkingPackages;
const pt = schema.parkingTypes;

/** The permit card template's columns: its settings store and the e-mailed card read the same ones. */
export const permitCardColumns = ownColumns(
  card,
  'title',
  'header',
  'footer',
  'showRoom',
  'showVehicle',
  'showPrice',
);

/** The company's permit card template, or undefined while it keeps the defaults. */
export async function permitCardTemplate(tx: Tx, companyId: string) {
  const [row] = await tx.select(permitCardColumns).from(card).where(eq(card.companyId, companyId));
  return row;
}

/** The lots a package is sold in, by name. */
export function lotsOfPackage(tx: Tx, companyId: string, packageId: string) {
  return tx
    .select({ id: lot.id, name: lot.name, address: lot.address, capacity: lot.capacity, status: lot.status })
    .from(link)
    .innerJoin(lot, and(eq(lot.companyId, link.companyId), eq(lot.id, link.lotId)))
    .where(and(eq(link.companyId, companyId), eq(link.packageId, packageId)))
    .orderBy(asc(lot.name), asc(lot.id));
}

/** Replaces the lots a package is sold in. */
export async function writePackageLots(
  tx: Tx,
  companyId: string,
  packageId: string,
  lotIds: readonly string[],
) {
  await tx.delete(link).where(and(eq(link.companyId, companyId), eq(link.packageId, packageId)));
  const unique = [...new Set(lotIds)];
  if (unique.length > 0)
    await tx.insert(link).values(unique.map((lotId) => ({ companyId, packageId, lotId })));
}

/** How many of `lotIds` are lots of the company. */
export async function knownLots(tx: Tx, companyId: string, lotIds: readonly string[]) {
  const found = await tx
    .select({ id: lot.id })
    .from(lot)
    .where(and(eq(lot.companyId, companyId), inArray(lot.id, [...lotIds])));
  return found.length;
}

/** Whether a car of this package may leave and come back on its permit (ADR 143). */
export async function packageAllowsInAndOut(tx: Tx, companyId: string, packageId: string) {
  const row = await companyRow(tx, schema.parkingPackages, companyId, packageId, {
    columns: ownColumns(schema.parkingPackages, 'inAndOut'),
  });
  return row?.inAndOut ?? false;
}

/** The lots of a package, in one array per row (sorted, so an answer does not depend on insertion order). */
const lotIdsOf = sql<string[]>`coalesce((select array_agg(${link.lotId} order by ${link.lotId}) from ${link}
  where ${link.companyId} = ${pkg.companyId} and ${link.packageId} = ${pkg.id}), '{}')`;

/** The package table through tableStore, plus its lot links written beside each save. */
export function packageStore(): CollectionStore<typeof parkingPackages> {
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
      await writePackageLots(tx, companyId, id, input.lotIds);
      return id;
    },
    async update(tx, companyId, id, input) {
      const found = await base.update(tx, companyId, id, input);
      if (found) await writePackageLots(tx, companyId, id, input.lotIds);
      return found;
    },
  };
}
