import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { newContext, screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

const BOARD = '/TrasactionManagement/RecordManagement';
const GUEST = 'Kiosk Journey Guest';

/** A call of the console as the signed-in page makes it (its session cookie and CSRF header). */
async function consoleCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${path}`, {
    data: body,
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
  });
  const json = (await response.json()) as { data: unknown };
  expect(response.status(), JSON.stringify(json)).toBe(200);
  return json.data as T;
}

async function expectAxeClean(page: Page, what: string) {
  const findings = await seriousViolations(page);
  expect(findings, describeFindings({ [what]: findings })).toEqual([]);
}

describe('a lobby kiosk, paired and used by a guest', () => {
  it('pairs, books a ride now that lands on the board live, starts over when idle, and is refused once revoked', async () => {
    // The administrator sets up a Dispatch kiosk in the hotel's lobby, on the loopback network.
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const stamp = Date.now().toString(36);
    const kiosk = await consoleCall<{ id: string }>(admin.page, 'Kiosk/AddOrEditKiosk', {
      name: `Journey lobby ${stamp}`,
      code: `J-${stamp}`,
      url: `journey-${stamp}`,
      type: 'dispatch',
      status: 'active',
    });
    await consoleCall(admin.page, 'Kiosk/AddUpdateDeleteIpSeries', {
      series: [
        { name: 'Loopback', range: '127.0.0.0/8' },
        { name: 'Loopback v6', range: '::1/128' },
      ],
    });
    const listed = await admin.page.request.get('/api/Locations/GetLocations?pageSize=100&search=lobby');
    const locations = (await listed.json()) as { data: { items: { id: string; name: string }[] } };
    const lobby = locations.data.items.find((place) => place.name === 'Harbor View Hotel lobby');
    expect(lobby).toBeDefined();
    await consoleCall(admin.page, 'Kiosk/UpdateKioskSettings', {
      kioskId: kiosk.id,
      welcome: { en: 'Welcome to Harbor View', ar: 'أهلًا بكم في هاربر فيو' },
      idleSeconds: 30,
      maxPartySize: 10,
      askLuggage: true,
      askPhone: true,
      offerTransport: true,
      offerParking: false,
      offerWaitList: false,
      accentColour: '#1c7ed6',
      highContrast: false,
      pickupLocationId: lobby?.id,
      farewell: { en: 'Have a good trip', ar: 'رحلة سعيدة' },
      placeCategoryIds: [],
      tripIds: [],
      offerWillCall: true,
      offerPermitPurchase: true,
      parkingPackageIds: [],
      showLogo: true,
      showAdvertisements: true,
    });
    const { code } = await consoleCall<{ code: string }>(admin.page, 'Kiosk/CreatePairingCode', {
      kioskId: kiosk.id,
    });

    // The dispatcher watches the board while the guest books.
    const desk = await signedInPage(browser(), 'dispatcher@harborview.example');
    await desk.page.goto(BOARD);
    const pending = desk.page.getByRole('region', { name: 'Pending', exact: true });
    await pending.waitFor();

    // The kiosk's browser: the path's parameters are cosmetic, the pairing decides.
    const context = await newContext(browser());
    await withAxe(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/KioskIndex/anything/someone/ADMIN');
    await page.getByRole('heading', { name: 'Pair this kiosk' }).waitFor();
    await expectAxeClean(page, 'pairing');
    await page.getByLabel('Pairing code').fill(code);
    await page.getByRole('button', { name: 'Pair' }).click();
    await page.getByText('Welcome to Harbor View').waitFor();
    await expectAxeClean(page, 'attract screen');

    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: /JFK Terminal 4/ }).click();
    await page.getByLabel('Your name').fill(GUEST);
    await page.getByRole('button', { name: 'More People' }).click();
    await page.getByLabel('Room number (if staying with us)').fill('1204');
    await expectAxeClean(page, 'guest details');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book my ride' }).click();
    await page.getByRole('heading', { name: 'Your ride is booked' }).waitFor();
    expect(await page.getByText(/You are number \d+ in line\./).isVisible()).toBe(true);
    await expectAxeClean(page, 'booked');
    await screenshot(page, 'kiosk-booked');

    // The party is on the board as Pending, without the dispatcher reloading.
    await pending.getByRole('article', { name: new RegExp(`${GUEST}$`) }).waitFor();

    // The next guest walks away mid-visit: a countdown, then the attract screen with nothing of theirs.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: /JFK Terminal 4/ }).click();
    await page.getByLabel('Your name').fill('Someone else');
    await page.clock.fastForward('00:17');
    await page.getByRole('alertdialog', { name: 'Are you still there?' }).waitFor();
    await page.clock.fastForward('00:16');
    await page.getByRole('button', { name: 'Touch to start' }).waitFor();
    expect(await page.getByText('Someone else').count()).toBe(0);

    // Revoked in the console: at its next heartbeat the kiosk says it is not active, and its calls are refused.
    await consoleCall(admin.page, 'Kiosk/RevokeKioskDevices', { kioskId: kiosk.id });
    await page.clock.fastForward('00:31');
    await page.getByRole('heading', { name: 'This kiosk is not active' }).waitFor();
    await expectAxeClean(page, 'not active');
    const refused = await page.request.post('/api/Kiosk/KioskRequestRide', {
      data: { idempotencyKey: crypto.randomUUID(), guestName: 'X', toLocationId: lobby?.id, partySize: 1 },
    });
    expect(refused.status()).toBe(401);

    await Promise.all([context.close(), admin.context.close(), desk.context.close()]);
  });
});
