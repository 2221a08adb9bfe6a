import { contract, type KioskSettings, kioskSettings } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { pairedKiosk } from '../../testing/kiosks.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { requireKioskOffer } from './kiosk-settings.ts';

const t = testServer({ signInRateLimit: 100_000 });
const hv = DEMO_ACCOUNTS.harborView;
const k = contract.kiosk;

/** The id of one row of a Harbor View table (the demo's seed has them). */
async function rowOf(table: 'locationCategories' | 'trips' | 'parkingPackages' | 'locations') {
  const companyId = t.server.ids.harborView.companyId;
  const from = schema[table];
  const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select({ id: from.id }).from(from).where(eq(from.companyId, companyId)).limit(1),
  );
  if (!row) throw new Error(`The demo has no ${table}.`);
  return row.id;
}

const save = (admin: TestClient, kioskId: string, changes: Partial<KioskSettings>) =>
  admin.call(k.updateKioskSettings, { body: { ...kioskSettings.spec.defaults, ...changes, kioskId } });

describe('a kiosk’s setup', () => {
  it('keeps what the kiosk offers, and refuses a category, trip or package of another company by field', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId } = await pairedKiosk(t.server, admin, 'dispatch');
    const category = await rowOf('locationCategories');
    const trip = await rowOf('trips');
    const saved = await save(admin, kioskId, {
      placeCategoryIds: [category, category],
      tripIds: [trip],
      farewell: { en: 'Have a good trip', ar: 'رحلة سعيدة' },
      offerWillCall: false,
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    // The same category twice is kept once.
    expect(saved.data).toMatchObject({ placeCategoryIds: [category], tripIds: [trip], offerWillCall: false });

    // Harbor View's rows, named by a kiosk of Lakeside: not Lakeside's, so refused, each by its field.
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const other = await pairedKiosk(t.server, lakeside, 'parking');
    for (const [field, table] of [
      ['placeCategoryIds', 'locationCategories'],
      ['tripIds', 'trips'],
      ['parkingPackageIds', 'parkingPackages'],
    ] as const) {
      const refused = await save(lakeside, other.kioskId, { [field]: [await rowOf(table)] });
      expect(refused.status).toBe(400);
      expect(refused.problem.errors).toEqual([{ path: `body.${field}`, message: 'unknownChoice' }]);
    }
    const kept = await admin.call(k.getKioskSettings, { body: { kioskId } });
    expect(kept.data.placeCategoryIds).toEqual([category]);

    // The place its rides start from is one of the company's places too.
    const lobby = await rowOf('locations');
    expect((await save(admin, kioskId, { pickupLocationId: lobby })).status).toBe(200);
    expect((await admin.call(k.getKioskSettings, { body: { kioskId } })).data.pickupLocationId).toBe(lobby);
    const elsewhere = await save(lakeside, other.kioskId, { pickupLocationId: lobby });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.problem.errors).toEqual([{ path: 'body.pickupLocationId', message: 'unknownChoice' }]);
  });

  it('refuses what the settings switch off where a device’s flow reads them', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId } = await pairedKiosk(t.server, admin, 'parking');
    const device = { companyId: t.server.ids.harborView.companyId, kioskId };
    const pkg = await rowOf('parkingPackages');
    const offer = (
      ...args: Parameters<typeof requireKioskOffer> extends [unknown, unknown, ...infer R] ? R : never
    ) =>
      inScope(t.server.deps.db, { kind: 'company', companyId: device.companyId }, (tx) =>
        requireKioskOffer(tx, device, ...args),
      );
    // The defaults offer will-call and every package.
    await expect(offer('willCall')).resolves.toMatchObject({ offerWillCall: true });
    await expect(offer('permitPurchase', { in: 'parkingPackageIds', id: pkg })).resolves.toBeDefined();

    expect((await save(admin, kioskId, { offerWillCall: false, parkingPackageIds: [pkg] })).status).toBe(200);
    await expect(offer('willCall')).rejects.toMatchObject({ status: 422, code: 'KIOSK_OPTION_NOT_OFFERED' });
    await expect(offer('permitPurchase', { in: 'parkingPackageIds', id: pkg })).resolves.toBeDefined();
    const other = '00000000-0000-4000-8000-000000000099';
    await expect(offer('permitPurchase', { in: 'parkingPackageIds', id: other })).rejects.toMatchObject({
      code: 'KIOSK_OPTION_NOT_OFFERED',
    });
  });
});

describe('deleting a kiosk', () => {
  it('takes its devices and pairing codes with it: the device is refused from its next call', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId, device } = await pairedKiosk(t.server, admin);
    await admin.call(k.createPairingCode, { body: { kioskId } });
    expect((await device.call(k.getKioskDeviceSetup, {})).status).toBe(200);
    const deleted = await admin.call(k.deleteKiosk, { body: { id: kioskId } });
    expect(deleted.status, JSON.stringify(deleted.problem)).toBe(200);
    const left = await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => ({
      devices: await tx.select().from(schema.kioskDevices).where(eq(schema.kioskDevices.kioskId, kioskId)),
      codes: await tx
        .select()
        .from(schema.kioskPairingCodes)
        .where(eq(schema.kioskPairingCodes.kioskId, kioskId)),
    }));
    expect(left).toEqual({ devices: [], codes: [] });
    const refused = await device.call(k.getKioskDeviceSetup, {});
    expect(refused.status).toBe(401);
    expect(refused.problem.code).toBe('KIOSK_NOT_ACTIVE');
  });

  it('has no device of a kiosk that is not there, nor of another company’s kiosk', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId } = await pairedKiosk(t.server, admin);
    const lakeside = t.server.ids.lakeside.companyId;
    const insert = (companyId: string, id: string) =>
      inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .insert(schema.kioskDevices)
          .values({ companyId, kioskId: id, flow: 'dispatch', tokenHash: `h-${id}-${companyId}` }),
      );
    await expect(insert(lakeside, kioskId)).rejects.toThrow();
    await expect(
      insert(t.server.ids.harborView.companyId, '00000000-0000-4000-8000-000000000098'),
    ).rejects.toThrow();
  });
});

describe('the package’s kiosk limit', () => {
  it('refuses one more active kiosk than the package allows, as the staff limit does', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const admin = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const companyId = t.server.ids.lakeside.companyId;
    const add = (n: number, status: 'active' | 'inactive' = 'active') =>
      admin.call(k.addOrEditKiosk, {
        body: { name: `Limit ${n}`, code: `LIM${n}`, url: `limit-${n}`, type: 'map', status },
      });
    expect((await add(1)).status).toBe(200);
    const active = await admin.call(k.getKioskList, { body: { status: 'active' } });
    await onOwnPackage(platform, companyId, { name: 'Two kiosks less', maxKiosks: active.data.total });

    const refused = await add(2);
    expect(refused.status).toBe(422);
    expect(refused.problem).toMatchObject({
      code: 'PACKAGE_LIMIT_REACHED',
      params: { limit: active.data.total },
    });
    // An inactive kiosk takes no place; switching it on would, and is refused too.
    const parked = await add(3, 'inactive');
    expect(parked.status).toBe(200);
    const on = await admin.call(k.addOrEditKiosk, {
      body: {
        id: parked.data.id,
        name: 'Limit 3',
        code: 'LIM3',
        url: 'limit-3',
        type: 'map',
        status: 'active',
      },
    });
    expect(on.problem.code).toBe('PACKAGE_LIMIT_REACHED');
    // Editing a kiosk already counted is not an addition.
    const first = active.data.items[0];
    if (!first) throw new Error('No active kiosk.');
    const edited = await admin.call(k.addOrEditKiosk, { body: { ...first, name: `${first.name} edited` } });
    expect(edited.status, JSON.stringify(edited.problem)).toBe(200);
    const count = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ id: schema.kiosks.id })
        .from(schema.kiosks)
        .where(and(eq(schema.kiosks.companyId, companyId), eq(schema.kiosks.status, 'active'))),
    );
    expect(count).toHaveLength(active.data.total);
    await platform.call(contract.company.changePackage, { body: { companyId, packageId: null } });
    expect((await add(4)).status).toBe(200);
  });

  it('tells the company once when an added kiosk reaches the limit', async () => {
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const admin = await t.server.signIn(hv.admin);
    const companyId = t.server.ids.harborView.companyId;
    const active = await admin.call(k.getKioskList, { body: { status: 'active' } });
    await onOwnPackage(platform, companyId, {
      name: 'Room for one more kiosk',
      maxKiosks: active.data.total + 1,
    });
    const notices = () =>
      inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .select({ percent: schema.limitNotices.percent })
          .from(schema.limitNotices)
          .where(
            and(eq(schema.limitNotices.companyId, companyId), eq(schema.limitNotices.limitName, 'kiosks')),
          ),
      );
    expect(await notices()).toEqual([]);
    const added = await admin.call(k.addOrEditKiosk, {
      body: { name: 'The last one', code: 'LAST1', url: 'the-last-one', type: 'map', status: 'active' },
    });
    expect(added.status, JSON.stringify(added.problem)).toBe(200);
    // At its limit it has passed 80 % too: both are told, once each.
    expect((await notices()).map((notice) => notice.percent).sort((a, b) => a - b)).toEqual([80, 100]);
    await platform.call(contract.company.changePackage, { body: { companyId, packageId: null } });
  });
});
