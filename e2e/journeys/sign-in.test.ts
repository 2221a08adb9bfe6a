import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../support/browser.ts';
import {
  BOARD_MENU_START,
  DISPATCHER_PARKING_MENU,
  menuLabels,
  PARKING_REPORTS_MENU,
  signedInPage,
  signIn,
} from '../support/session.ts';

const browser = useBrowser();

/** The menu's first screens, those of whoever runs the board (the administrator and the dispatcher). */
const BOARD_MENU = [...BOARD_MENU_START, 'Team', 'Driver reports'];

describe('sign-in', () => {
  it('shows each role its own menu', async () => {
    const { context, page } = await signedInPage(browser(), 'admin@harborview.example');
    expect(new URL(page.url()).pathname).toBe('/Dashboard');
    await page.getByText('Hello, Alex Morgan').waitFor();
    expect(await menuLabels(page)).toEqual([
      ...BOARD_MENU,
      'Zones',
      'Zone charges',
      'Location categories',
      'Locations',
      'Trips',
      'New trip',
      'Trip schedule times',
      'From locations',
      'To locations',
      'Quick locations',
      'Users',
      'Roles',
      'Roles and screens',
      'Access rules',
      'Default access rules',
      'Audit log',
      'Parking lots',
      'Parking desk',
      'Parking permits',
      'Parking packages',
      'Will-call queue',
      'Parking availability',
      ...PARKING_REPORTS_MENU,
      'Guests',
      'User login history',
      'Tax and service codes',
      'Discount codes',
      'SMTP details',
      'My usage',
      'Usage chart',
      'Commission report',
      'Clock and phones',
      'Driver vehicles',
      'Account types',
      'Icons',
      'Advertisements',
      'Confirmation cards',
      'Confirmation card headers',
      'Booking rules',
      'Wait types',
      'Booking fields',
      'Messages',
      'Staff notifications',
      'Feedback questions',
      'Kiosks',
      'Articles',
      'IP address series',
      'Nightly SFTP export',
      'My profile',
    ]);
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('link', { name: 'User login history' }).click();
    await page.waitForURL('**/Subscription/UserLoginHistory');
    await page.getByRole('cell', { name: 'admin@harborview.example' }).first().waitFor();
    await screenshot(page, 'admin-login-history');

    await context.clearCookies();
    await signIn(page, 'dispatcher@harborview.example');
    expect(await menuLabels(page)).toEqual([
      ...BOARD_MENU,
      ...DISPATCHER_PARKING_MENU,
      'Commission report',
      'My profile',
    ]);
    // A screen the role cannot open is refused even when typed into the address bar.
    await page.goto('/Subscription/UserLoginHistory');
    await expect
      .poll(async () => page.getByRole('cell', { name: 'admin@harborview.example' }).count())
      .toBe(0);

    await context.clearCookies();
    await signIn(page, 'driver1@harborview.example');
    expect(await menuLabels(page)).toEqual(['Welcome', 'Dashboard', 'Recent', 'My status', 'My profile']);
    await page.getByText('Hello, Sam Patel').waitFor();
    await context.close();
  });

  it('takes the super-admin to the platform area', async () => {
    const { context, page } = await signedInPage(browser(), 'superadmin@curbside.example');
    expect(new URL(page.url()).pathname).toBe('/SuperAdmin/Dashboard');
    expect(await menuLabels(page)).toEqual(
      expect.arrayContaining(['Application settings', 'Notifications by company']),
    );
    await context.close();
  });

  it('says so when the password is wrong', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/auth/login');
    // Nothing is wrong before anything is typed: no empty red bar, no field error.
    await page.getByLabel('E-mail').waitFor();
    expect(
      await page
        .locator('.cs-signin-alert, .cs-signin-error')
        .evaluateAll((all) => all.filter((element) => element.getBoundingClientRect().height > 0).length),
    ).toBe(0);
    await page.getByLabel('E-mail').fill('admin@harborview.example');
    await page.locator('input[type=password]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Wrong e-mail or password');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });

  it('signs out, after which signed-in screens lead to the login screen', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'dispatcher@harborview.example');
    await page.getByRole('button', { name: /Account$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login**');
    await page.goto('/Dashboard');
    await page.waitForURL('**/auth/login**');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/Dashboard');
    await context.close();
  });

  it('sends an unknown path to the 404 page', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/no/such/screen');
    await page.waitForURL('**/auth/404');
    await page.getByText('Page not found').waitFor();
    await context.close();
  });
});
