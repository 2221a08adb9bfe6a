import { advertisements, companyIcons, contract } from '@curbside/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';
import { expectHostileFilesRefused, storedFileCount } from '../../testing/stored-files.ts';

const t = demoServer();
const hv = DEMO_ACCOUNTS.harborView;
let picture = '';

const upload = async (use: 'icon' | 'advertisement' | 'cardImage', width = 64, height = 48) => {
  const answer = await t.admin.call(contract.card.fileUpload, {
    body: { use, file: (await testImage('png', width, height)).toString('base64') },
  });
  expect(answer.status, JSON.stringify(answer.problem)).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  // The samples' picture is also the company's logo, which keeps it in the store while the standard cases
  // delete rows that show it (a row's delete lets its picture go when nothing else shows it).
  const logo = await t.admin.call(contract.company.updateCompanyLogo, {
    body: { logo: (await testImage('png', 120, 40)).toString('base64') },
  });
  picture = (logo.data.logoUrl ?? '').split('/').pop() ?? '';
});

const storedCount = () => storedFileCount(t.server);

collectionCases(t, {
  resource: companyIcons,
  sample: (n) => ({ name: `Spa ${n}`, imageSha256: picture, active: true }),
  invalid: { body: { name: 'Spa', imageSha256: 'not-a-hash' }, path: 'body.imageSha256' },
  unique: 'name',
  reader: hv.dispatcher,
});

const ad = (n: number) => ({
  name: `Brunch ${n}`,
  imageSha256: picture,
  title: { en: `Sunday brunch ${n}`, ar: `فطور الأحد ${n}` },
  body: { en: 'On the terrace, 10 to 2.', ar: 'على الشرفة، من ١٠ إلى ٢.' },
  linkUrl: 'https://harborview.example/brunch',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  onKiosk: true,
  onGuestPage: n % 2 === 0,
  position: n % 10,
  active: true,
});

collectionCases(t, {
  resource: advertisements,
  sample: ad,
  invalid: { body: { ...ad(1), endsOn: '2026-02-01' }, path: 'body.endsOn' },
  unique: 'name',
  reader: hv.dispatcher,
});

describe('Card/FileUpload', () => {
  it('fits each use into its box and keeps the same image once', async () => {
    const big = await upload('advertisement', 3000, 1000);
    const file = await t.driver.request('GET', big.url);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 640]);
    const before = await storedCount();
    const again = await upload('advertisement', 3000, 1000);
    expect(again.sha256).toBe(big.sha256);
    expect(await storedCount()).toBe(before);
  });

  it('refuses hostile files on the field and keeps nothing', async () => {
    await expectHostileFilesRefused(t.server, 'body.file', (file) =>
      t.admin.call(contract.card.fileUpload, { body: { use: 'icon', file } }),
    );
  });

  it('is for those who manage settings', async () => {
    const file = (await testImage('png')).toString('base64');
    const refused = await t.dispatcher.call(contract.card.fileUpload, { body: { use: 'icon', file } });
    expect(refused.status).toBe(403);
  });
});

describe('an icon and its picture', () => {
  it('refuses a picture the company does not have, and lets a replaced picture go', async () => {
    const unknown = await t.admin.call(contract.iconList.addorEditIconList, {
      body: { name: 'Pool', imageSha256: 'a'.repeat(64) },
    });
    expect(unknown.status).toBe(404);
    const lakesidePicture = await t.lakeside.call(contract.card.fileUpload, {
      body: { use: 'icon', file: (await testImage('webp', 30, 30)).toString('base64') },
    });
    const foreign = await t.admin.call(contract.iconList.addorEditIconList, {
      body: { name: 'Pool', imageSha256: lakesidePicture.data.sha256 },
    });
    expect(foreign.status).toBe(404);

    const first = await upload('icon', 40, 40);
    const icon = await t.admin.call(contract.iconList.addorEditIconList, {
      body: { name: 'Pool', imageSha256: first.sha256 },
    });
    expect(icon.status).toBe(200);
    const second = await upload('icon', 50, 50);
    const files = await storedCount();
    await t.admin.call(contract.iconList.addorEditIconList, {
      body: { id: icon.data.id, name: 'Pool', imageSha256: second.sha256 },
    });
    expect(await storedCount()).toBe(files - 1);
    expect((await t.admin.request('GET', first.url)).statusCode).toBe(404);
    await t.admin.call(contract.iconList.deleteIcon, { body: { id: icon.data.id } });
    expect(await storedCount()).toBe(files - 2);
  });

  it('keeps a picture another row still shows', async () => {
    const shared = await upload('icon', 44, 44);
    const a = await t.admin.call(contract.iconList.addorEditIconList, {
      body: { name: 'Gym', imageSha256: shared.sha256 },
    });
    await t.admin.call(contract.iconList.addorEditIconList, {
      body: { name: 'Gym 2', imageSha256: shared.sha256 },
    });
    await t.admin.call(contract.iconList.deleteIcon, { body: { id: a.data.id } });
    expect((await t.admin.request('GET', shared.url)).statusCode).toBe(200);
  });
});

describe('Card/AddOrEditAdvertisement', () => {
  it('needs a place to show and an English title', async () => {
    const answer = await t.admin.call(contract.card.addOrEditAdvertisement, {
      body: { ...ad(50), onKiosk: false, onGuestPage: false, title: { en: ' ', ar: 'عنوان' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.problem.errors?.map((e) => e.path).sort()).toEqual(['body.onKiosk', 'body.title.en']);
  });

  it('lists in rotation order and finds a title in Arabic', async () => {
    await t.admin.call(contract.card.addOrEditAdvertisement, {
      body: { ...ad(60), name: 'Zeta', position: 0 },
    });
    const listed = await t.admin.call(contract.card.getAdvertisementList, {
      body: { search: 'فطور الأحد 60' },
    });
    expect(listed.data.items.map((row) => row.name)).toEqual(['Zeta']);
    expect(listed.data.items[0]).toMatchObject({ startsOn: '2026-03-01', endsOn: '2026-03-31' });
  });
});
