import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companyRow, ownColumns } from '../../resources/table-store.ts';

const lot = schema.parkingLots;
const link = schema.parkingPackageLots;
const card = schema.parkingPermitCards;

/** The permit card template's columns: its settings store and the e-mailed card read the same ones. */
export const permitCardColumns = {
  title: card.title,
  header: card.header,
  footer: card.footer,
  showRoom: card.showRoom,
  showVehicle: card.showVehicle,
  showPrice: card.showPrice,
};

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
