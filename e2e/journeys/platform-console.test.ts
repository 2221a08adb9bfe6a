import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFromPage } from '../support/api.ts';
import { demoPassword, latestEmailTo, newContext, screenshot, useBrowser } from '../support/browser.ts';
import { menuLabels, signIn } from '../support/session.ts';

const browser = useBrowser();

const isParking = (label: string) => label.startsWith('Parking');

/** The company administrator's menu after a reload: the package's change reaches it at once. */
async function parkingMenu(page: Page): Promise<string[]> {
  await page.reload();
  return (await menuLabels(page)).filter(isParking);
}

describe('the platform console', () => {
  it(
    'signs a hotel up, and the super-admin takes parking from it with a package and gives it back',
    {
      timeout: 240_000,
    },
    async () => {
      const stamp = Date.now();
      const hotel = `Dune Camp ${stamp}`;
      const email = `salma.${stamp}@dunecamp.example`;
      const password = 'a-new-hotel-password';
      const plan = `All but parking ${stamp}`;

      // The hotel signs itself up and proves its address from the e-mailed link, choosing its password there.
      const hotelContext = await newContext(browser());
      const admin = await hotelContext.newPage();
      await admin.goto('/auth/registerformik');
      await admin.getByRole('heading', { name: 'Sign up your company' }).waitFor();
      await admin.getByLabel(/^Company name/).fill(hotel);
      await admin.getByLabel(/^Your name/).fill('Salma Haddad');
      await admin.getByLabel(/^E-mail/).fill(email);
      await admin.getByRole('button', { name: 'Sign up' }).click();
      await admin.getByText('If the address can be used, a link is on its way to').waitFor();

      const message = await latestEmailTo(email);
      expect(message).toContain('Subject: Confirm your e-mail address for Curbside');
      const link = message.split(/\r?\n/).find((line) => line.includes('/auth/registerformik?'));
      if (!link) throw new Error(`no sign-up link in:\n${message}`);
      const url = new URL(link.trim());
      await admin.goto(`${url.pathname}${url.search}`);
      await admin.getByText(`Choose your password to open ${hotel}.`).waitFor();
      await admin.getByLabel(/^New password/).fill(password);
      await admin.getByLabel(/^Confirm the new password/).fill(password);
      await admin.getByRole('button', { name: 'Create my company' }).click();
      await admin.getByText(/Your company is ready/).waitFor();

      // Without a package the new company has every feature: parking in its menu and its calls.
      await signIn(admin, email, password);
      const parkingAtFirst = (await menuLabels(admin)).filter(isParking);
      expect(parkingAtFirst).toEqual(expect.arrayContaining(['Parking desk', 'Parking permits']));
      expect(await callFromPage(admin, 'Parking/GetparkingTypes')).toBe(200);

      // The super-admin offers a package without parking, finds the new company and puts it on that package.
      const platformContext = await newContext(browser());
      const platform = await platformContext.newPage();
      await signIn(platform, 'superadmin@curbside.example', demoPassword());
      await platform.getByRole('link', { name: 'Packages', exact: true }).click();
      await platform.waitForURL('**/SuperAdmin/Package');
      await platform.getByRole('button', { name: 'Add package' }).click();
      const dialog = platform.getByRole('dialog');
      await dialog.getByLabel('Name').fill(plan);
      await dialog.getByLabel('Price a month').fill('99');
      await dialog.getByRole('textbox', { name: 'Features' }).click();
      // A new package has every feature: parking is taken out of it. The limits stay empty (no limit).
      await platform.getByRole('option', { name: 'Parking' }).click();
      await dialog.getByLabel('Text segments a month').fill('100');
      await dialog.getByText('Parking', { exact: true }).waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await platform.getByRole('cell', { name: plan }).waitFor();

      await platform.getByRole('link', { name: 'Companies', exact: true }).click();
      await platform.waitForURL('**/SuperAdmin/CompaniesReports');
      await platform.getByRole('textbox', { name: 'Search' }).fill(hotel);
      await platform.getByRole('link', { name: `Usage of ${hotel}` }).click();
      await platform.waitForURL('**/SuperAdmin/CompanyPackageUsage/**');
      const packageSection = platform.getByRole('region', { name: 'Package' });
      await packageSection.getByText('On no package: every feature, no limit.').waitFor();
      await packageSection.getByRole('textbox', { name: 'Put the company on' }).click();
      await platform.getByRole('option', { name: plan }).click();
      await packageSection.getByRole('button', { name: 'Change the package' }).click();
      await packageSection.getByText(`The company is now on ${plan}`).waitFor();
      await packageSection.getByText(`On the ${plan} package.`).waitFor();
      await screenshot(platform, 'platform-company-package');

      // Parking leaves the company's menu and its calls are refused; the package's features stay.
      await expect.poll(() => parkingMenu(admin)).toEqual([]);
      expect(await menuLabels(admin)).toEqual(expect.arrayContaining(['Wait list']));
      expect(await callFromPage(admin, 'Parking/GetparkingTypes')).toBe(403);

      // The super-admin routes the company's message-allowance notices to its dispatchers as well.
      await platform.getByRole('link', { name: 'Notifications by company' }).click();
      await platform.waitForURL('**/SuperAdmin/ConfigNotifications');
      await platform.getByRole('textbox', { name: 'Company' }).fill(hotel);
      await platform.getByRole('option', { name: hotel }).click();
      const quota = platform.getByRole('region', { name: 'Message allowance' });
      await quota.getByRole('switch', { name: 'Dispatcher' }).check();
      await quota.getByRole('button', { name: 'Save' }).click();
      await quota.getByRole('status').waitFor();

      await admin.goto('/Settings/Notifications');
      const ownQuota = admin.getByRole('region', { name: 'Message allowance' });
      await expect.poll(() => ownQuota.getByRole('switch', { name: 'Dispatcher' }).isChecked()).toBe(true);

      // The package comes back: none again, so every feature.
      await platform.goBack();
      await platform.waitForURL('**/SuperAdmin/CompanyPackageUsage/**');
      await packageSection.getByRole('textbox', { name: 'Put the company on' }).click();
      await platform.getByRole('option', { name: 'No package (every feature)' }).click();
      await packageSection.getByRole('button', { name: 'Change the package' }).click();
      await packageSection.getByText('On no package: every feature, no limit.').waitFor();

      await expect.poll(() => parkingMenu(admin)).toEqual(parkingAtFirst);
      expect(await callFromPage(admin, 'Parking/GetparkingTypes')).toBe(200);

      await platformContext.close();
      await hotelContext.close();
    },
  );
});
