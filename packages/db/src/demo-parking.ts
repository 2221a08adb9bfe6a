import { normalisePlate, plateSearchForm } from '@curbside/domain';
import type { Tx } from './client.ts';
import { insertNamed } from './demo-named.ts';
import { unheldGuestKey } from './demo-parties.ts';
import {
  parkingLots,
  parkingPackageLots,
  parkingPackages,
  parkingPermitHistory,
  parkingPermits,
  parkingTypes,
} from './schema/index.ts';

const HOUR = 3_600_000;

/** Harbor View's parking: three types, three lots, three packages and a few permits parked now. */
export async function seedHarborParking(tx: Tx, companyId: string): Promise<void> {
  const typeId = await insertNamed(tx, parkingTypes, [
    { companyId, name: 'Self parking', description: 'Guests park their own car' },
    { companyId, name: 'Valet', description: 'A runner parks and fetches the car' },
    { companyId, name: 'Overnight', description: 'Until check-out the next day' },
  ]);
  const lotId = await insertNamed(tx, parkingLots, [
    { companyId, name: 'Main garage', address: '1 Harbor Way, level -1', capacity: 120 },
    { companyId, name: 'Valet lot', address: 'Behind the east wing', capacity: 40 },
    { companyId, name: 'Event lawn', address: 'North lawn', capacity: 60 },
  ]);
  const packageId = await insertNamed(tx, parkingPackages, [
    {
      companyId,
      name: 'Self day',
      typeId: typeId('Self parking'),
      priceCents: 2000,
      durationHours: 12,
      commissionHundredths: 500,
    },
    {
      companyId,
      name: 'Valet overnight',
      typeId: typeId('Valet'),
      priceCents: 4500,
      durationHours: 24,
      commissionHundredths: 1000,
    },
    {
      companyId,
      name: 'Overnight self',
      typeId: typeId('Overnight'),
      priceCents: 3000,
      durationHours: 24,
      commissionHundredths: 500,
      // Garage guests come and go during their stay (ADR 143).
      inAndOut: true,
    },
  ]);
  await tx.insert(parkingPackageLots).values([
    { companyId, packageId: packageId('Self day'), lotId: lotId('Main garage') },
    { companyId, packageId: packageId('Valet overnight'), lotId: lotId('Valet lot') },
    { companyId, packageId: packageId('Overnight self'), lotId: lotId('Main garage') },
    { companyId, packageId: packageId('Overnight self'), lotId: lotId('Event lawn') },
  ]);

  const now = Date.now();
  const permits = [
    {
      guestName: 'Maria Lopez',
      roomNumber: '412',
      plate: '7ABC123',
      plateRegion: 'CA',
      make: 'Toyota',
      model: 'Camry',
      colour: 'Silver',
    },
    {
      guestName: 'Tom Becker',
      roomNumber: '215',
      plate: 'HV-5521',
      plateRegion: 'NY',
      make: 'Ford',
      model: 'Escape',
      colour: 'Blue',
    },
  ];
  const inserted = await tx
    .insert(parkingPermits)
    .values(
      permits.map((p) => ({
        companyId,
        ...p,
        plateNormalised: normalisePlate(p.plate),
        plateSearch: plateSearchForm(p.plate),
        lotId: lotId('Valet lot'),
        packageId: packageId('Valet overnight'),
        startsAt: new Date(now - 2 * HOUR),
        endsAt: new Date(now + 22 * HOUR),
        costCents: 4500,
        commissionHundredths: 1000,
        guestKey: unheldGuestKey(),
      })),
    )
    .returning({ id: parkingPermits.id });
  await tx.insert(parkingPermitHistory).values(
    inserted.map((p) => ({
      companyId,
      permitId: p.id,
      action: 'Sell',
      toStatus: 'Active' as const,
      userName: 'System',
    })),
  );
}
