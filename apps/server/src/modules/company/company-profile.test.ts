import { companyBillingAddress, companySettings, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { testImage } from '../../testing/images.ts';
import { settingsCases } from '../../testing/settings-cases.ts';
import { expectHostileFilesRefused, storedFileCount } from '../../testing/stored-files.ts';

const t = demoServer();
const company = contract.company;
const hv = DEMO_ACCOUNTS.harborView;

settingsCases(t, {
  definition: companyBillingAddress,
  sample: (n) => ({
    legalName: `Harbor View Hotels LLC ${n}`,
    line1: `${n} Pier Road`,
    line2: `Suite ${n}`,
    city: `Portland ${n}`,
    region: `ME ${n}`,
    postalCode: `0410${n}`,
    country: n % 2 === 0 ? ('US' as const) : ('CA' as const),
    email: `billing${n}@harborview.example`,
    taxId: `TAX-${n}`,
  }),
  invalid: {
    body: { legalName: 'X', line1: ' ', city: 'Y', country: 'US', email: 'nope' },
    path: 'body.line1',
  },
  reader: hv.dispatcher,
});

settingsCases(t, {
  definition: companySettings,
  sample: (n) => ({ dispatchRequiresVehicle: n % 2 === 1 }),
  invalid: { body: { dispatchRequiresVehicle: 'yes' }, path: 'body.dispatchRequiresVehicle' },
  reader: hv.dispatcher,
});

const platform = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'platform' }, work);
const storedCount = () => storedFileCount(t.server);

describe('Company/UpdateCompanySettings', () => {
  it('is what dispatch follows: a driver without a vehicle cannot be assigned once it is on', async () => {
    const on = await t.admin.call(company.updateCompanySettings, { body: { dispatchRequiresVehicle: true } });
    expect(on.data).toEqual({ dispatchRequiresVehicle: true });
    const row = await platform((tx) =>
      tx
        .select({ requires: schema.companies.dispatchRequiresVehicle })
        .from(schema.companies)
        .where(eq(schema.companies.id, t.server.ids.harborView.companyId)),
    );
    expect(row[0]?.requires).toBe(true);
    await t.admin.call(company.updateCompanySettings, { body: { dispatchRequiresVehicle: false } });
  });
});

describe('Company/GetTimeZoneList', () => {
  it('answers the real zones with their offsets now, sorted west to east', async () => {
    const answer = await t.driver.call(company.getTimeZoneList, { body: {} });
    expect(answer.status).toBe(200);
    const ids = answer.data.items.map((zone) => zone.id);
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain('America/New_York');
    expect(ids).toContain('UTC');
    expect(answer.data.items.find((zone) => zone.id.startsWith('Asia/Calcutta'))).toMatchObject({
      offset: '+05:30',
      offsetMinutes: 330,
    });
    const offsets = answer.data.items.map((zone) => zone.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('Company/UpdateCompanyProfile with a time zone', () => {
  it('moves the company clock: the current date and time follow the new zone', async () => {
    const set = await t.admin.call(company.updateCompanyProfile, {
      body: { timeZone: 'Asia/Kolkata', country: 'US', clock: null },
    });
    expect(set.status).toBe(200);
    expect(set.data.timeZone).toBe('Asia/Kolkata');
    const session = await t.dispatcher.call(contract.login.getCurrentSession);
    expect(session.data?.company?.timeZone).toBe('Asia/Kolkata');
    const now = await t.dispatcher.call(company.getAccountCurrentDateTime, { body: {} });
    expect(now.data).toMatchObject({ timeZone: 'Asia/Kolkata', offset: '+05:30' });
    const instant = new Date(now.data.now);
    const wall = new Date(instant.getTime() + 330 * 60_000).toISOString();
    expect(`${now.data.date}T${now.data.time}`).toBe(wall.slice(0, 16));
    await t.admin.call(company.updateCompanyProfile, {
      body: { timeZone: 'America/New_York', country: 'US', clock: null },
    });
  });
});

describe('Company/UpdateCompanyLogo', () => {
  it('keeps the logo re-encoded into its box, shows it in the profile, replaces and removes it', async () => {
    const first = await t.admin.call(company.updateCompanyLogo, {
      body: { logo: (await testImage('png', 1200, 300)).toString('base64') },
    });
    expect(first.status, JSON.stringify(first.problem)).toBe(200);
    const url = first.data.logoUrl ?? '';
    expect(url).toMatch(/^\/api\/Files\/[0-9a-f]{64}$/);
    const file = await t.driver.request('GET', url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 150]);
    expect((await t.dispatcher.call(company.getCompanyProfile, { body: {} })).data.logoUrl).toBe(url);

    const files = await storedCount();
    const second = await t.admin.call(company.updateCompanyLogo, {
      body: { logo: `data:image/jpeg;base64,${(await testImage('jpeg', 300, 300)).toString('base64')}` },
    });
    expect(second.data.logoUrl).not.toBe(url);
    expect(await storedCount()).toBe(files);
    expect((await t.driver.request('GET', url)).statusCode).toBe(404);

    const removed = await t.admin.call(company.updateCompanyLogo, { body: { logo: null } });
    expect(removed.data.logoUrl).toBeNull();
    expect(await storedCount()).toBe(files - 1);
  });

  it('refuses hostile files on the field and keeps nothing', async () => {
    await expectHostileFilesRefused(t.server, 'body.logo', (logo) =>
      t.admin.call(company.updateCompanyLogo, { body: { logo } }),
    );
    expect((await t.admin.call(company.getCompanyProfile, { body: {} })).data.logoUrl).toBeNull();
  });

  it('is for those who manage settings, and for the caller’s own company only', async () => {
    const logo = (await testImage('webp')).toString('base64');
    expect((await t.dispatcher.call(company.updateCompanyLogo, { body: { logo } })).status).toBe(403);
    const foreign = await t.admin.call(company.updateCompanyLogo, {
      body: { logo, companyId: t.server.ids.lakeside.companyId },
    });
    expect(foreign.status).toBe(403);
    expect((await t.lakeside.call(company.getCompanyProfile, { body: {} })).data.logoUrl).toBeNull();
  });
});
