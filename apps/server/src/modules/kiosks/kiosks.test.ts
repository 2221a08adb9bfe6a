import { contract, ipAddressSeries, kioskSettings, kiosks } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { LOOPBACK_SERIES, pairedKiosk } from '../../testing/kiosks.ts';
import { settingsCases } from '../../testing/settings-cases.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();

let parents = 0;
/** A new kiosk of the admin's company: the parent of a row of kiosk settings. */
async function newKiosk(admin: TestClient) {
  parents += 1;
  const saved = await admin.call(contract.kiosk.addOrEditKiosk, {
    body: {
      name: `Parent ${parents}`,
      code: `P${parents}`,
      url: `parent-${parents}`,
      type: 'dispatch' as const,
      status: 'active' as const,
    },
  });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
  return saved.data.id;
}

describe('kiosk settings (kept per kiosk)', () => {
  settingsCases(t, {
    definition: kioskSettings,
    sample: (n) => ({
      welcome: { en: `Welcome ${n}`, ar: `أهلا ${n}` },
      idleSeconds: 30 + n,
      maxPartySize: n,
      askLuggage: n % 2 === 0,
      askPhone: n % 2 === 1,
      offerTransport: true,
      offerParking: n % 2 === 0,
      offerWaitList: n % 3 === 0,
      accentColour: `#00000${n}`,
      highContrast: n % 2 === 0,
      pickupLocationId: null,
      farewell: { en: `Goodbye ${n}`, ar: `مع السلامة ${n}` },
      placeCategoryIds: [],
      tripIds: [],
      offerWillCall: n % 2 === 1,
      offerPermitPurchase: n % 2 === 0,
      parkingPackageIds: [],
      showLogo: n % 2 === 0,
      showAdvertisements: n % 3 === 0,
    }),
    invalid: { body: { ...kioskSettings.spec.defaults, idleSeconds: 5 }, path: 'body.idleSeconds' },
    reader: hv.dispatcher,
    parent: newKiosk,
  });
});

describe('IP address series', () => {
  settingsCases(t, {
    definition: ipAddressSeries,
    sample: (n) => ({ series: [{ name: `Lobby ${n}`, range: `10.${n}.0.0/16` }] }),
    invalid: { body: { series: [{ name: 'Lobby', range: '10.0.0.300/8' }] }, path: 'body.series.0.range' },
    reader: hv.dispatcher,
  });
});

describe('kiosks', () => {
  collectionCases(t, {
    resource: kiosks,
    sample: (n) => ({
      name: `Lobby ${n}`,
      code: `L${n}`,
      url: `lobby-${n}`,
      type: 'dispatch' as const,
      status: 'active' as const,
    }),
    invalid: { body: { name: 'Lobby', code: 'L 1', url: 'lobby', type: 'dispatch' }, path: 'body.code' },
    unique: 'name',
    reader: hv.dispatcher,
  });

  it('finds a kiosk by id, by code in any case and by URL name; another company finds none', async () => {
    const admin = await t.server.signIn(hv.admin);
    const id = await newKiosk(admin);
    const row = (await admin.call(contract.kiosk.getKioskById, { body: { kioskId: id } })).data;
    expect(row).toMatchObject({ id, online: false, devices: 0, lastSeenAt: null });
    const byCode = await admin.call(contract.kiosk.getKioskByKioskCode, {
      body: { code: row.code.toLowerCase() },
    });
    expect(byCode.data.id).toBe(id);
    const byUrl = await admin.call(contract.kiosk.getKioskByKioskUrl, {
      body: { url: row.url.toUpperCase() },
    });
    expect(byUrl.data.id).toBe(id);
    const other = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    expect((await other.call(contract.kiosk.getKioskById, { body: { kioskId: id } })).status).toBe(404);
    expect((await other.call(contract.kiosk.getKioskByKioskCode, { body: { code: row.code } })).status).toBe(
      404,
    );
  });

  it('lists one type per tab', async () => {
    const admin = await t.server.signIn(hv.admin);
    await pairedKiosk(t.server, admin, 'parking');
    const list = await admin.call(contract.kiosk.getKioskList, { body: { type: 'parking' } });
    expect(list.data.items.length).toBeGreaterThan(0);
    expect(list.data.items.every((kiosk) => kiosk.type === 'parking')).toBe(true);
  });
});

describe('pairing', () => {
  it('makes a one-time code of the unambiguous alphabet that pairs one device, once', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId, device, code } = await pairedKiosk(t.server, admin);
    expect(code).toHaveLength(PAIRING_CODE_LENGTH);
    expect([...code].every((letter) => PAIRING_ALPHABET.includes(letter))).toBe(true);
    const cookie = (await device.call(contract.kiosk.getKioskDeviceSetup, {})).response;
    expect(cookie.statusCode).toBe(200);
    const setup = await device.call(contract.kiosk.getKioskDeviceSetup, {});
    expect(setup.data).toMatchObject({ kioskId, type: 'dispatch', companyName: 'Harbor View Hotel' });
    // Used once: a second browser with the same code is refused, and gets no cookie.
    const again = t.server.anonymous();
    const second = await again.call(contract.kiosk.pairKioskDevice, { body: { code } });
    expect(second.status).toBe(422);
    expect(second.problem.code).toBe('PAIRING_CODE_INVALID');
    expect(again.cookies.has('curbside_device')).toBe(false);
    // The code is stored as its hash only.
    const stored = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select({ hash: schema.kioskPairingCodes.codeHash }).from(schema.kioskPairingCodes),
    );
    expect(stored.map((row) => row.hash)).not.toContain(code);
  });

  it("tells the device the company's time zone and clock, and a change of them at its next read", async () => {
    const admin = await t.server.signIn(hv.admin);
    const { device } = await pairedKiosk(t.server, admin);
    const company = contract.company;
    const before = (await admin.call(company.getCompanyProfile, { body: {} })).data;
    const first = await device.call(contract.kiosk.getKioskDeviceSetup, {});
    expect(first.data).toMatchObject({ timeZone: before.timeZone, clock: before.clock });
    const changed = await admin.call(company.updateCompanyProfile, {
      body: { timeZone: 'Asia/Dubai', country: before.country, clock: before.clock === '12' ? '24' : '12' },
    });
    expect(changed.status, JSON.stringify(changed.problem)).toBe(200);
    const next = await device.call(contract.kiosk.getKioskDeviceSetup, {});
    expect(next.data).toMatchObject({ timeZone: 'Asia/Dubai', clock: before.clock === '12' ? '24' : '12' });
    const restored = await admin.call(company.updateCompanyProfile, {
      body: { timeZone: before.timeZone, country: before.country, clock: before.chosenClock },
    });
    expect(restored.status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Strict device cookie on /api/ only', async () => {
    const admin = await t.server.signIn(hv.admin);
    const saved = await admin.call(contract.kiosk.addOrEditKiosk, {
      body: { name: 'Cookie kiosk', code: 'COOKIE', url: 'cookie', type: 'guest', status: 'active' },
    });
    await admin.call(contract.kiosk.addUpdateDeleteIpSeries, { body: { series: LOOPBACK_SERIES } });
    const issued = await admin.call(contract.kiosk.createPairingCode, { body: { kioskId: saved.data.id } });
    // Typed with spaces, dashes and in lower case: the same code.
    const typed = `${issued.data.code.slice(0, 5).toLowerCase()} - ${issued.data.code.slice(5)}`;
    const paired = await t.server.anonymous().call(contract.kiosk.pairKioskDevice, { body: { code: typed } });
    expect(paired.status, JSON.stringify(paired.problem)).toBe(200);
    const cookie = paired.response.cookies.find((c) => c.name === 'curbside_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
  });

  it('refuses an expired code, and a code of a kiosk whose newer code replaced it', async () => {
    const admin = await t.server.signIn(hv.admin);
    const kioskId = await newKiosk(admin);
    await admin.call(contract.kiosk.addUpdateDeleteIpSeries, { body: { series: LOOPBACK_SERIES } });
    const first = (await admin.call(contract.kiosk.createPairingCode, { body: { kioskId } })).data.code;
    const second = (await admin.call(contract.kiosk.createPairingCode, { body: { kioskId } })).data.code;
    const pair = (code: string) =>
      t.server.anonymous().call(contract.kiosk.pairKioskDevice, { body: { code } });
    expect((await pair(first)).status).toBe(422);
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.kioskPairingCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.kioskPairingCodes.kioskId, kioskId)),
    );
    expect((await pair(second)).status).toBe(422);
  });

  it('refuses a code of another kiosk than the console may see: Lakeside cannot make one for Harbor View', async () => {
    const admin = await t.server.signIn(hv.admin);
    const kioskId = await newKiosk(admin);
    const other = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    expect((await other.call(contract.kiosk.createPairingCode, { body: { kioskId } })).status).toBe(404);
    const dispatcher = await t.server.signIn(hv.dispatcher);
    expect((await dispatcher.call(contract.kiosk.createPairingCode, { body: { kioskId } })).status).toBe(403);
  });
});

describe('a paired device', () => {
  it('reports its heartbeat, is shown online with its version, and is told of a remote reload', async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId, device } = await pairedKiosk(t.server, admin);
    const loadedAt = new Date(Date.now() - 60_000).toISOString();
    const beat = await device.call(contract.kiosk.kioskHeartbeat, { body: { version: '1.2.3', loadedAt } });
    expect(beat.data).toEqual({ reload: false });
    const row = (await admin.call(contract.kiosk.getKioskById, { body: { kioskId } })).data;
    expect(row).toMatchObject({ online: true, version: '1.2.3', devices: 1 });
    expect(Date.parse(row.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await admin.call(contract.kiosk.requestKioskReload, { body: { kioskId } })).status).toBe(200);
    expect(
      (await device.call(contract.kiosk.kioskHeartbeat, { body: { version: '1.2.3', loadedAt } })).data,
    ).toEqual({
      reload: true,
    });
    // A page loaded after the request is not told again.
    const fresh = new Date(Date.now() + 1000).toISOString();
    expect(
      (await device.call(contract.kiosk.kioskHeartbeat, { body: { version: '1.2.3', loadedAt: fresh } }))
        .data,
    ).toEqual({ reload: false });
  });

  it('is refused as not active once revoked, once its kiosk is switched off, or outside the series', async () => {
    const admin = await t.server.signIn(hv.admin);
    const setup = (device: TestClient) => device.call(contract.kiosk.getKioskDeviceSetup, {});
    const revoked = await pairedKiosk(t.server, admin);
    const revoke = await admin.call(contract.kiosk.revokeKioskDevices, {
      body: { kioskId: revoked.kioskId },
    });
    expect(revoke.data).toEqual({ revoked: 1 });
    expect((await setup(revoked.device)).problem.code).toBe('KIOSK_NOT_ACTIVE');

    const off = await pairedKiosk(t.server, admin);
    const row = (await admin.call(contract.kiosk.getKioskById, { body: { kioskId: off.kioskId } })).data;
    await admin.call(contract.kiosk.addOrEditKiosk, {
      body: { id: row.id, name: row.name, code: row.code, url: row.url, type: row.type, status: 'inactive' },
    });
    expect((await setup(off.device)).status).toBe(401);

    const outside = await pairedKiosk(t.server, admin);
    expect((await setup(outside.device)).status).toBe(200);
    await admin.call(contract.kiosk.addUpdateDeleteIpSeries, {
      body: { series: [{ name: 'Elsewhere', range: '192.0.2.0/24' }] },
    });
    const refused = await setup(outside.device);
    expect(refused.status).toBe(401);
    expect(refused.problem.code).toBe('KIOSK_NOT_ACTIVE');
    // Pairing from outside the series keeps the code unused.
    const kioskId = await newKiosk(admin);
    const issued = await admin.call(contract.kiosk.createPairingCode, { body: { kioskId } });
    const browser = t.server.anonymous();
    expect(
      (await browser.call(contract.kiosk.pairKioskDevice, { body: { code: issued.data.code } })).status,
    ).toBe(401);
    await admin.call(contract.kiosk.addUpdateDeleteIpSeries, { body: { series: LOOPBACK_SERIES } });
    expect(
      (await browser.call(contract.kiosk.pairKioskDevice, { body: { code: issued.data.code } })).status,
    ).toBe(200);
  });

  it("runs its kiosk's type now: a Parking kiosk changed to Map sells and fetches nothing more, and shows the map", async () => {
    const admin = await t.server.signIn(hv.admin);
    const { kioskId, device } = await pairedKiosk(t.server, admin, 'parking');
    const packages = () => device.call(contract.kiosk.getKioskParkingPackages, { body: {} });
    const car = () => device.call(contract.kiosk.kioskRequestCar, { body: { plateOrNumber: '7ABC123' } });
    expect((await packages()).problem?.code).not.toBe('KIOSK_OTHER_FLOW');
    const row = (await admin.call(contract.kiosk.getKioskById, { body: { kioskId } })).data;
    const retyped = await admin.call(contract.kiosk.addOrEditKiosk, {
      body: { id: row.id, name: row.name, code: row.code, url: row.url, type: 'map', status: row.status },
    });
    expect(retyped.status, JSON.stringify(retyped.problem)).toBe(200);
    for (const answer of [await packages(), await car()]) {
      expect([answer.status, answer.problem?.code]).toEqual([403, 'KIOSK_OTHER_FLOW']);
    }
    const map = await device.call(contract.kiosk.getKioskMap, { body: {} });
    expect(map.status, JSON.stringify(map.problem)).toBe(200);
  });
});
