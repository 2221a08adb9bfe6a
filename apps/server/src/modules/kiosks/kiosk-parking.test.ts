import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { type KioskSettingsChange, kioskWithSettings } from '../../testing/kiosks.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { maskedPlate } from './kiosk-parking.service.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const k = contract.kiosk;

let admin: TestClient;
let desk: TestClient;
/** A lot of two spaces and a 24-hour package of 30.00 sold in it. */
let where: { lotId: string; packageId: string };

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  desk = await t.server.signIn(hv.dispatcher);
  where = await lotWithPackage(admin, { name: 'Kiosk lot', capacity: 2 }, { priceCents: 3000 });
});

/** A paired Parking kiosk selling the test's package, with its settings changed by `settings`. */
function parkingKiosk(settings: KioskSettingsChange = {}) {
  return kioskWithSettings(t.server, admin, 'parking', {
    offerPermitPurchase: true,
    offerWillCall: true,
    parkingPackageIds: [where.packageId],
    ...settings,
  });
}

const purchase = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  ...where,
  days: 3,
  guestName: 'Maria Lopez',
  roomNumber: '412',
  plate: 'ABC-1234',
  payment: 'desk' as 'room' | 'desk',
  ...extra,
});

const refused = (answer: { status: number; problem?: { code?: string } | null }) => [
  answer.status,
  answer.problem?.code,
];

describe('a Parking kiosk sells a self-park permit', () => {
  it('lists its packages with their lots and free spaces, and sells once per key through the desk sale', async () => {
    const { device } = await parkingKiosk();
    const listed = await device.call(k.getKioskParkingPackages, { body: {} });
    expect(listed.status, JSON.stringify(listed.problem)).toBe(200);
    expect(listed.data.packages).toEqual([
      expect.objectContaining({
        id: where.packageId,
        priceCents: 3000,
        durationHours: 24,
        lots: [expect.objectContaining({ id: where.lotId, name: 'Kiosk lot' })],
      }),
    ]);
    expect(listed.data.packages[0]?.lots[0]?.free[0]).toBe(2);
    const body = purchase();
    const sold = await device.call(k.kioskBuyPermit, { body });
    expect(sold.status, JSON.stringify(sold.problem)).toBe(200);
    // Three days of a 24-hour package are three periods; the plate is never answered whole.
    expect(sold.data).toMatchObject({ costCents: 9000, lotName: 'Kiosk lot', maskedPlate: '••••34' });
    expect(await device.call(k.kioskBuyPermit, { body })).toMatchObject({ status: 200, data: sold.data });
    const permits = await desk.call(contract.parking.getParkingPermits, {
      body: { search: 'ABC1234', page: 1, pageSize: 10 },
    });
    expect(permits.data.items.map((row) => row.number)).toEqual([sold.data.permitNumber]);
    expect(permits.data.items[0]).toMatchObject({ status: 'Active', lotId: where.lotId });
  });

  it('refuses a full lot, a package it does not sell, and a sale switched off', async () => {
    const { device } = await parkingKiosk();
    const second = await device.call(k.kioskBuyPermit, { body: purchase({ plate: 'FULL-1' }) });
    expect(second.status, JSON.stringify(second.problem)).toBe(200);
    // The first test's permit and this one fill the two spaces.
    expect(refused(await device.call(k.kioskBuyPermit, { body: purchase({ plate: 'FULL-2' }) }))).toEqual([
      409,
      'LOT_FULL',
    ]);
    const other = await lotWithPackage(admin, { name: 'Other lot', capacity: 5 });
    expect(refused(await device.call(k.kioskBuyPermit, { body: purchase(other) }))).toEqual([
      422,
      'KIOSK_OPTION_NOT_OFFERED',
    ]);
    const off = await parkingKiosk({ offerPermitPurchase: false });
    expect(refused(await off.device.call(k.getKioskParkingPackages, { body: {} }))).toEqual([
      422,
      'KIOSK_OPTION_NOT_OFFERED',
    ]);
  });
});

describe('a Parking kiosk asks for a car', () => {
  it('by plate or permit number, answering only the expected ready time and the plate masked', async () => {
    const { device } = await parkingKiosk();
    const lot = await lotWithPackage(admin, { name: 'Will-call lot', capacity: 5 });
    const sold = await desk.call(contract.parking.addOrEditParking, {
      body: {
        guestName: 'Quiet Guest',
        phone: '+12125550100',
        plate: 'XYZ-987',
        ...lot,
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      },
    });
    expect(sold.status, JSON.stringify(sold.problem)).toBe(200);
    const byPlate = await device.call(k.kioskRequestCar, { body: { plateOrNumber: 'xyz 987' } });
    expect(byPlate.status, JSON.stringify(byPlate.problem)).toBe(200);
    expect(Object.keys(byPlate.data).sort()).toEqual(['expectedReadyAt', 'maskedPlate']);
    expect(byPlate.data.maskedPlate).toBe('••••87');
    // Asked again by its number: the same request, not a second one.
    const byNumber = await device.call(k.kioskRequestCar, {
      body: { plateOrNumber: String(sold.data.number) },
    });
    expect(byNumber.data).toEqual(byPlate.data);
    const queue = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ source: schema.willCallRequests.source })
        .from(schema.willCallRequests)
        .where(eq(schema.willCallRequests.permitId, sold.data.id)),
    );
    expect(queue).toEqual([{ source: 'kiosk' }]);
    // Nothing is running by this plate: the same 404 as for a permit of another company.
    expect(refused(await device.call(k.kioskRequestCar, { body: { plateOrNumber: 'NOPE-1' } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });

  it('is refused where the kiosk does not offer it', async () => {
    const off = await parkingKiosk({ offerWillCall: false });
    expect(refused(await off.device.call(k.kioskRequestCar, { body: { plateOrNumber: 'ANY-1' } }))).toEqual([
      422,
      'KIOSK_OPTION_NOT_OFFERED',
    ]);
  });

  it('masks every plate but its last two letters or digits', () => {
    expect(maskedPlate('ab-12 cd')).toBe('••••CD');
    expect(maskedPlate('7')).toBe('••••7');
  });
});
