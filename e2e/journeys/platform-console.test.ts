import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ar as arabicAuth } from '../../apps/web/src/features/auth/locales/ar.ts';
import { ar as arabic } from '../../apps/web/src/locales/ar.ts';
import { callFromPage } from '../support/api.ts';
import { type AxeFinding, describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { BOARD, lane, partyCard } from '../support/booking.ts';
import { demoPassword, latestEmailTo, newContext, screenshot, useBrowser } from '../support/browser.ts';
import {
  addPlace,
  addTrip,
  bookParty,
  latinWords,
  type SignUpWords,
  signUpHotel,
} from '../support/first-day.ts';
import { menuLabels, signIn } from '../support/session.ts';

const browser = useBrowser();

const isParking = (label: string) => label.startsWith('Parking');

const LOBBY = 'Dune Camp lobby';
const AIRPORT = 'Dubai Airport Terminal 3';

const ENGLISH: SignUpWords = {
  title: 'Sign up your company',
  company: 'Company name',
  yourName: 'Your name',
  email: 'E-mail',
  submit: 'Sign up',
  sent: 'If the address can be used, a link is on its way to',
  verifyFor: (hotel) => `Choose your password to open ${hotel}.`,
  newPassword: /^New password/,
  confirmPassword: /^Confirm the new password/,
  create: 'Create my company',
  ready: /Your company is ready/,
};

/** A figure of the usage section, by its term. */
const figure = (usage: Locator, term: string) =>
  usage
    .locator('div', { has: usage.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
    .textContent();

/** The company administrator's menu after a reload: the package's change reaches it at once. */
async function parkingMenu(page: Page): Promise<string[]> {
  await page.reload();
  return (await menuLabels(page)).filter(isParking);
}

describe('the platform console', () => {
  it(
    'signs a hotel up, its administrator books a party, and the super-admin sees it, takes parking from it with a package and gives it back',
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
      await signUpHotel(admin, { name: hotel, administrator: 'Salma Haddad', email, password }, ENGLISH, {
        sent: async () => {
          const message = await latestEmailTo(email);
          expect(message).toContain('Subject: Confirm your e-mail address for Curbside');
        },
      });

      // Without a package the new company has every feature: parking in its menu and its calls.
      await signIn(admin, email, password);
      const parkingAtFirst = (await menuLabels(admin)).filter(isParking);
      expect(parkingAtFirst).toEqual(expect.arrayContaining(['Parking desk', 'Parking permits']));
      expect(await callFromPage(admin, 'Parking/GetparkingTypes')).toBe(200);

      // Its first booking: the new company has no places, and the booking form says so and where to add them.
      await admin.goto(BOARD);
      await admin.getByRole('button', { name: 'New reservation' }).first().click();
      const empty = admin.getByRole('dialog', { name: 'New reservation' });
      await empty.getByText('Add your places first').waitFor();
      await screenshot(admin, 'first-day-booking-without-places');
      await empty.getByRole('link', { name: 'Add places' }).click();
      await admin.waitForURL('**/Locations/Location');
      await addPlace(admin, { name: LOBBY, kind: 'Hotel', latitude: '25.0657', longitude: '55.1713' });
      await addPlace(admin, { name: AIRPORT, kind: 'Airport', latitude: '25.2532', longitude: '55.3657' });
      await addTrip(admin, LOBBY, AIRPORT, '45');
      // The company's zone is the one the browser signed it up in.
      const zone = await admin.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone');
      const party = await bookParty(admin, {
        guest: 'Omar Farouk',
        phone: '(212) 555-0147',
        from: LOBBY,
        to: AIRPORT,
        zone,
      });
      await partyCard(lane(admin, 'Reservation'), 'Omar Farouk').waitFor();

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
      // The party the administrator booked is the company's usage this month.
      const usage = platform.getByRole('region', { name: /^Package usage in / });
      expect(await figure(usage, 'Parties')).toBe('1');
      expect(party).toMatch(/^\d+$/);
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
  it(
    'signs a hotel up in Arabic, dark: every sign-up screen translated and axe-clean',
    { timeout: 120_000 },
    async () => {
      const stamp = Date.now();
      const hotel = `مخيم الكثبان ${stamp}`;
      const email = `layla.${stamp}@dunecamp.example`;
      const register = arabicAuth.auth.register;
      const words: SignUpWords = {
        title: register.title,
        company: register.company,
        yourName: register.yourName,
        email: arabic.common.email,
        submit: register.submit,
        sent: register.sent,
        verifyFor: (name) => register.verifyFor.replace('{{name}}', name),
        newPassword: new RegExp(`^${arabic.auth.change.next}`),
        confirmPassword: new RegExp(`^${arabic.auth.change.confirm}`),
        create: register.create,
        ready: new RegExp(register.ready.slice(0, 12)),
      };
      const context = await newContext(browser(), { colorScheme: 'dark' });
      await withAxe(context);
      await context.addInitScript(
        "localStorage.setItem('curbside.language', 'ar'); localStorage.setItem('curbside.color-scheme', 'dark')",
      );
      const page = await context.newPage();
      // What the person typed and the product's name are the Latin words allowed.
      const allowed = [email, 'Curbside', 'USD'];
      const findings: Record<string, AxeFinding[]> = {};
      const untranslated: Record<string, string[]> = {};
      const check = (screen: string) => async (at: Page) => {
        await expect.poll(() => at.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await at.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
        // Nothing pushes the page wider than the window (the honeypot once did, right to left).
        expect(await at.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
          true,
        );
        findings[screen] = await seriousViolations(at);
        untranslated[screen] = await latinWords(at, allowed);
        await screenshot(at, `sign-up-${screen}-dark-arabic`);
      };
      await signUpHotel(
        page,
        { name: hotel, administrator: 'ليلى حداد', email, password: 'a-new-hotel-password' },
        words,
        {
          filled: check('form'),
          sent: check('sent'),
          verifying: check('password'),
          ready: check('ready'),
        },
      );
      // The e-mail speaks the language the hotel signed up in.
      const message = await latestEmailTo(email);
      expect(message).toContain(`مرحبًا ليلى حداد،`);
      expect(message).toContain(`لإكمال تسجيل ${hotel}`);
      expect(describeFindings(findings)).toBe('');
      expect(untranslated).toEqual({ form: [], sent: [], password: [], ready: [] });
      await context.close();
    },
  );
});
