import { contract, kioskFileUrl } from '@curbside/contract';
import { FEATURES } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';
import { pairedKiosk } from '../../testing/kiosks.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { runningAdvertisement } from '../../testing/valid-inputs.ts';

const t = testServer();

let admin: TestClient;
let lakeside: TestClient;
let made = 0;

/** A new picture in the company's store (each of its own size, so each a file of its own). */
async function picture(client: TestClient, use: 'advertisement' | 'icon' = 'advertisement') {
  made += 1;
  const answer = await client.call(contract.card.fileUpload, {
    body: { use, file: (await testImage('png', 40 + made, 30)).toString('base64') },
  });
  expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
  return answer.data.sha256;
}

/** An advertisement showing `image`, running on kiosks from 2020 on unless told otherwise. */
async function advertise(client: TestClient, image: string, overrides: Record<string, unknown> = {}) {
  const answer = await client.call(contract.card.addOrEditAdvertisement, {
    body: { ...runningAdvertisement(image), ...overrides },
  });
  expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
}

const fetchFile = (client: TestClient, sha256: string, headers: Record<string, string> = {}) =>
  client.request('GET', kioskFileUrl(sha256), { headers });

beforeAll(async () => {
  admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
  lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
});

describe('a kiosk reads the images of its attract screen (GET /api/KioskFiles/<sha256>)', () => {
  it("serves a running advertisement's image to a paired device, as the file route serves files", async () => {
    const image = await picture(admin);
    await advertise(admin, image);
    const { device } = await pairedKiosk(t.server, admin, 'map');
    const ads = await device.call(contract.kiosk.getKioskAdvertisements, { body: {} });
    expect(ads.data.items.map((ad) => ad.imageUrl)).toContain(kioskFileUrl(image));

    const served = await fetchFile(device, image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const again = await fetchFile(device, image, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves nothing else of the store: an ended, future, inactive or guest-page-only ad, an icon, another company', async () => {
    const { device } = await pairedKiosk(t.server, admin, 'dispatch');
    const ended = await picture(admin);
    await advertise(admin, ended, { endsOn: '2020-01-31' });
    const future = await picture(admin);
    await advertise(admin, future, { startsOn: '2099-01-01' });
    const inactive = await picture(admin);
    await advertise(admin, inactive, { active: false });
    const guestPageOnly = await picture(admin);
    await advertise(admin, guestPageOnly, { onKiosk: false, onGuestPage: true });
    const icon = await picture(admin, 'icon');
    const theirs = await picture(lakeside);
    await advertise(lakeside, theirs);

    for (const [what, image] of Object.entries({ ended, future, inactive, guestPageOnly, icon, theirs })) {
      const answer = await fetchFile(device, image);
      expect({ what, status: answer.statusCode }).toEqual({ what, status: 404 });
    }
    // The staff route still serves the company's own pictures to its people.
    expect((await admin.request('GET', `/api/Files/${icon}`)).statusCode).toBe(200);
    expect((await fetchFile(device, 'not-a-hash')).statusCode).toBe(404);
  });

  it('refuses a browser with no working device, a person included (401), and a revoked device', async () => {
    const image = await picture(admin);
    await advertise(admin, image);
    const { device, kioskId } = await pairedKiosk(t.server, admin, 'guest');
    expect((await fetchFile(device, image)).statusCode).toBe(200);
    for (const client of [t.server.anonymous(), admin]) {
      const refused = await fetchFile(client, image);
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'KIOSK_NOT_ACTIVE']);
    }
    await admin.call(contract.kiosk.revokeKioskDevices, { body: { kioskId } });
    expect((await fetchFile(device, image)).statusCode).toBe(401);
  });

  it("refuses a device whose company's package has no kiosks, as its calls are refused (403)", async () => {
    const image = await picture(admin);
    await advertise(admin, image);
    const { device } = await pairedKiosk(t.server, admin, 'guest');
    expect((await fetchFile(device, image)).statusCode).toBe(200);
    const platform = await t.server.signIn(DEMO_ACCOUNTS.superadmin);
    const companyId = t.server.ids.harborView.companyId;
    await onOwnPackage(platform, companyId, {
      name: 'No kiosks',
      features: FEATURES.filter((feature) => feature !== 'kiosk'),
    });
    try {
      const call = await device.call(contract.kiosk.getKioskAdvertisements, { body: {} });
      const file = await fetchFile(device, image);
      expect([file.statusCode, file.json().code]).toEqual([call.status, call.problem.code]);
      expect([file.statusCode, file.json().code]).toEqual([403, 'FEATURE_NOT_IN_PACKAGE']);
    } finally {
      await platform.call(contract.company.changePackage, { body: { companyId, packageId: null } });
    }
    expect((await fetchFile(device, image)).statusCode).toBe(200);
  });
});
