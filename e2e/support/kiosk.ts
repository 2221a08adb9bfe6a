import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { kioskSettings } from '../../packages/contract/src/kiosk.ts';
import { describeFindings, seriousViolations, withAxe } from './axe.ts';
import { newContext } from './browser.ts';
import { apiCall } from './sms.ts';

export async function expectAxeClean(page: Page, what: string) {
  const findings = await seriousViolations(page);
  expect(findings, describeFindings({ [what]: findings })).toEqual([]);
}

/** The kiosk settings a journey starts from: rides from the hotel's lobby, every switch on. */
const settingsFor = (pickupLocationId: string) => ({
  ...kioskSettings.spec.defaults,
  welcome: { en: 'Welcome to Harbor View', ar: 'أهلًا بكم في هاربر فيو' },
  idleSeconds: 30,
  pickupLocationId,
  farewell: { en: 'Have a good trip', ar: 'رحلة سعيدة' },
});

/**
 * A kiosk of `type` set up by the signed-in administrator as a lobby's is: the kiosk, the loopback networks as
 * the company's series, its settings (rides from the hotel's lobby, `settings` over them) and a pairing code.
 */
export async function setUpKiosk(admin: Page, type: string, settings: Record<string, unknown> = {}) {
  // A kiosk's code is at most 20 characters: the type's first letters keep `J-<stamp>` within it.
  const stamp = `${type.slice(0, 4)}-${Date.now().toString(36)}`;
  const kiosk = await apiCall<{ id: string }>(admin, 'Kiosk/AddOrEditKiosk', {
    name: `Journey lobby ${stamp}`,
    code: `J-${stamp}`,
    url: `journey-${stamp}`,
    type,
    status: 'active',
  });
  await apiCall(admin, 'Kiosk/AddUpdateDeleteIpSeries', {
    series: [
      { name: 'Loopback', range: '127.0.0.0/8' },
      { name: 'Loopback v6', range: '::1/128' },
    ],
  });
  const listed = await admin.request.get('/api/Locations/GetLocations?pageSize=100&search=lobby');
  const locations = (await listed.json()) as { data: { items: { id: string; name: string }[] } };
  const lobby = locations.data.items.find((place) => place.name === 'Harbor View Hotel lobby');
  expect(lobby).toBeDefined();
  await apiCall(admin, 'Kiosk/UpdateKioskSettings', {
    kioskId: kiosk.id,
    ...settingsFor(lobby?.id ?? ''),
    ...settings,
  });
  const { code } = await apiCall<{ code: string }>(admin, 'Kiosk/CreatePairingCode', { kioskId: kiosk.id });
  return { kioskId: kiosk.id, code, lobbyId: lobby?.id ?? '' };
}

/**
 * The kiosk's own browser, paired with `code` through the pairing screen and showing the attract screen. The
 * path's parameters are cosmetic: the pairing decides. `clock` installs Playwright's clock first (idle tests).
 */
export async function pairedKioskPage(browser: Browser, code: string, options: { clock?: boolean } = {}) {
  const context = await newContext(browser);
  await withAxe(context);
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.goto('/KioskIndex/anything/someone/ADMIN');
  await page.getByRole('heading', { name: 'Pair this kiosk' }).waitFor();
  await expectAxeClean(page, 'pairing');
  await page.getByLabel('Pairing code').fill(code);
  await page.getByRole('button', { name: 'Pair' }).click();
  await page.getByText('Welcome to Harbor View').waitFor();
  return { context, page };
}

/** From the attract screen to the seats and details of tomorrow's first departure to JFK Terminal 4. */
export async function toTomorrowsJfkSeats(page: Page) {
  await page.getByRole('button', { name: 'Touch to start' }).click();
  await page.getByRole('heading', { name: 'Choose a departure' }).waitFor();
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await page
    .getByRole('button', { name: /JFK Terminal 4/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Seats and details' }).waitFor();
}

/**
 * The guest walks away mid-visit: the clock runs to the "Are you still there?" countdown, then past it, and
 * the kiosk is back at its attract screen.
 */
export async function walkAway(page: Page) {
  await page.clock.fastForward('00:17');
  await page.getByRole('alertdialog', { name: 'Are you still there?' }).waitFor();
  await page.clock.fastForward('00:16');
  await page.getByRole('button', { name: 'Touch to start' }).waitFor();
}

/** Revokes the kiosk's devices in the console; at its next heartbeat the kiosk says it is not active. */
export async function revokeAndWait(admin: Page, page: Page, kioskId: string) {
  await apiCall(admin, 'Kiosk/RevokeKioskDevices', { kioskId });
  await page.clock.fastForward('00:31');
  await page.getByRole('heading', { name: 'This kiosk is not active' }).waitFor();
}
