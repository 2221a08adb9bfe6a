import { schema, type Tx } from '@curbside/db';
import { and, eq, inArray } from 'drizzle-orm';
import { opensWithKey } from '../../lib/guest-keys.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import { p } from './parties.repository.ts';

/** The reads and writes behind a party's guest link: the party a key opens, and what its page shows. */

/** The party a guest key opens, with when it ended; run in the platform scope (the key names no company). */
export async function partyByKey(tx: Tx, key: string) {
  const [found] = await tx
    .select({ companyId: p.companyId, id: p.id, endedAt: p.endedAt })
    .from(p)
    .where(opensWithKey(p, key));
  return found;
}

/** The colour, make, model and plate of the driver's current vehicle, if any. */
export async function currentVehicle(tx: Tx, companyId: string, driverId: string) {
  const v = schema.driverVehicles;
  const [row] = await tx
    .select({
      color: v.color,
      make: schema.vehicleMakes.name,
      model: schema.vehicleModels.name,
      plate: v.plateNumber,
    })
    .from(v)
    .innerJoin(schema.vehicleMakes, eq(schema.vehicleMakes.id, v.makeId))
    .innerJoin(schema.vehicleModels, eq(schema.vehicleModels.id, v.modelId))
    .where(and(eq(v.companyId, companyId), eq(v.userId, driverId), eq(v.isCurrent, true)));
  return row;
}

/** The company's name, currency and time zone as the guest page shows them. */
export async function companyOfPage(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({
      name: schema.companies.name,
      currency: schema.companies.currency,
      timeZone: schema.companies.timeZone,
    })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return company;
}

/** Where a location of the company lies. */
export const locationPoint = (tx: Tx, companyId: string, locationId: string) =>
  companyRow(tx, schema.locations, companyId, locationId, {
    columns: ownColumns(schema.locations, 'latitude', 'longitude'),
  });

/** Keeps where the guest waits while the party is in one of `statuses`; answers whether it was. */
export async function locateGuest(
  tx: Tx,
  companyId: string,
  partyId: string,
  statuses: readonly number[],
  location: { latitude: number; longitude: number },
): Promise<boolean> {
  const [updated] = await tx
    .update(p)
    .set({
      guestLatitude: location.latitude,
      guestLongitude: location.longitude,
      guestLocatedAt: new Date(),
    })
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId), inArray(p.status, [...statuses])))
    .returning({ id: p.id });
  return updated !== undefined;
}
