import { contract } from '@curbside/contract';
import type { TestClient } from './harness.ts';

/**
 * A lot of its own and a 24-hour package sold in it, made by the administrator `admin`: what a parking test
 * sells permits from (each test file, or each test, counts its own spaces). The package is of the company's
 * first parking type.
 */
export async function lotWithPackage(
  admin: TestClient,
  lot: { name: string; capacity: number },
  pkg: { name?: string; priceCents?: number; commissionPercent?: number; inAndOut?: boolean } = {},
): Promise<{ lotId: string; packageId: string }> {
  const types = await admin.call(contract.parking.getparkingTypes, { body: {} });
  const made = await admin.call(contract.parking.addorEditParkingLocations, { body: lot });
  const sold = await admin.call(contract.parking.addOrEditParkingPackage, {
    body: {
      name: pkg.name ?? `${lot.name} day`,
      typeId: types.data.items[0]?.id ?? '',
      priceCents: pkg.priceCents ?? 3000,
      durationHours: 24,
      commissionPercent: pkg.commissionPercent ?? 0,
      inAndOut: pkg.inAndOut ?? false,
      lotIds: [made.data.id],
    },
  });
  return { lotId: made.data.id, packageId: sold.data.id };
}
