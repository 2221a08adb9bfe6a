import { contract, type Endpoint } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import type { KioskType } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { deviceCall, kioskWithSettings } from '../../testing/kiosks.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { lotWithPackage } from '../../testing/parking.ts';

const t = testServer();
const k = contract.kiosk;
const companyId = () => t.server.ids.harborView.companyId;

let admin: TestClient;
let platform: TestClient;
/** A paired kiosk of each type, made while the company had every feature. */
const devices = new Map<KioskType, TestClient>();
let lot: { lotId: string; packageId: string };

beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
  lot = await lotWithPackage(admin, { name: 'Package lot', capacity: 5 }, { priceCents: 2000 });
  const [lobby] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(
        and(
          eq(schema.locations.companyId, companyId()),
          eq(schema.locations.name, 'Harbor View Hotel lobby'),
        ),
      ),
  );
  for (const type of ['dispatch', 'guest', 'map', 'reservation', 'parking'] as const) {
    const { device } = await kioskWithSettings(t.server, admin, type, {
      pickupLocationId: lobby?.id ?? null,
      offerTransport: true,
      offerWaitList: true,
      offerPermitPurchase: true,
      offerWillCall: true,
      parkingPackageIds: [lot.packageId],
    });
    devices.set(type, device);
  }
  // Kiosks stay in the package; what they book, sell and queue does not.
  await onOwnPackage(platform, companyId(), {
    name: 'Kiosks alone',
    features: ['kiosk', 'feedback', 'messaging', 'reports'],
  });
});

afterAll(async () => {
  await platform.call(contract.company.changePackage, { body: { companyId: companyId(), packageId: null } });
});

const deviceOf = (type: KioskType) => {
  const device = devices.get(type);
  if (!device) throw new Error(`No ${type} kiosk.`);
  return device;
};

describe("a kiosk's calls follow the company's package", () => {
  it('refuses every call that books, sells or queues through a feature outside the package, before its input', async () => {
    const refusedCalls: [KioskType, Endpoint][] = [
      ['dispatch', k.kioskRequestRide],
      ['guest', k.addOrUpdateKioskGuestInfo],
      ['guest', k.kioskJoinWaitList],
      ['map', k.kioskMapRequestRide],
      ['reservation', k.getKioskDepartures],
      ['reservation', k.getKioskSeatPrice],
      ['reservation', k.kioskBookSeat],
      ['parking', k.getKioskParkingPackages],
      ['parking', k.kioskRequestCar],
    ];
    for (const [type, endpoint] of refusedCalls) {
      const answer = await deviceCall(deviceOf(type), endpoint, {});
      expect([endpoint.path, answer.statusCode, answer.json().code]).toEqual([
        endpoint.path,
        403,
        'FEATURE_NOT_IN_PACKAGE',
      ]);
    }
  });

  it('sells no permit at a Parking kiosk of a company without parking', async () => {
    const sold = await deviceOf('parking').call(k.kioskBuyPermit, {
      body: {
        idempotencyKey: crypto.randomUUID(),
        ...lot,
        days: 1,
        guestName: 'Maria Lopez',
        roomNumber: '412',
        plate: 'PKG-1234',
        payment: 'desk',
      },
    });
    expect([sold.status, sold.problem?.code]).toEqual([403, 'FEATURE_NOT_IN_PACKAGE']);
  });

  it('keeps what a kiosk shows without them, and offers no ride on the map', async () => {
    const setUp = await deviceOf('dispatch').call(k.getKioskDeviceSetup, { body: {} });
    expect(setUp.status, JSON.stringify(setUp.problem)).toBe(200);
    const waitTypes = await deviceOf('guest').call(k.getKioskWaitTypes, { body: {} });
    expect(waitTypes).toMatchObject({ status: 200, data: { waitTypes: [] } });
    const map = await deviceOf('map').call(k.getKioskMap, { body: {} });
    expect(map.status, JSON.stringify(map.problem)).toBe(200);
    expect(map.data.offersRide).toBe(false);
  });
});
