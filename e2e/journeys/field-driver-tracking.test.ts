import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookTexted, partyCard } from '../support/booking.ts';
import { baseUrl, screenshot, useBrowser } from '../support/browser.ts';
import { pointCameraAtQr } from '../support/qr-camera.ts';
import { adminAndDispatcher, signIn } from '../support/session.ts';
import { guestOfThisRun } from '../support/sms.ts';

const browser = useBrowser();

/** The hotel's lobby, where the booked ride picks the guest up (demo locations). */
const LOBBY = { latitude: 40.7527, longitude: -73.9985 };
/** Where the van starts: about 1.3 km north of the lobby, and where it comes to, about 670 m north. */
const FAR = { latitude: LOBBY.latitude + 0.012, longitude: LOBBY.longitude };
const NEAR = { latitude: LOBBY.latitude + 0.006, longitude: LOBBY.longitude };
/** Where the van has come to while the driver looks at another screen: about 330 m north of the lobby. */
const NEARER = { latitude: LOBBY.latitude + 0.003, longitude: LOBBY.longitude };

const lane = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** A phone (390 × 844) whose position the test sets, with location allowed for the site. */
async function phone(at: { latitude: number; longitude: number }): Promise<BrowserContext> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    geolocation: at,
    permissions: ['geolocation'],
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * The phone moves to `to`. The phone keeps one point every 5 s at most (ADR 74), so a move reported sooner after
 * the last kept point is dropped and the browser tells of a position only when it changes: every check that the
 * move has not arrived yet moves the phone again by a hair (about 1 cm), so a later point is kept and sent.
 */
async function moveUntil(
  context: BrowserContext,
  to: { latitude: number; longitude: number },
  arrived: () => Promise<boolean>,
  timeout = 30_000,
): Promise<void> {
  let hair = 0;
  await expect
    .poll(
      async () => {
        hair += 1;
        await context.setGeolocation({ latitude: to.latitude + (hair % 2) * 1e-7, longitude: to.longitude });
        return arrived();
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}

/** Minutes of the ETA the guest's page shows, or null while it shows none. */
async function etaMinutes(coming: Locator): Promise<number | null> {
  if (!(await coming.isVisible())) return null;
  const text = (await coming.getByRole('status').first().textContent()) ?? '';
  const minutes = text.match(/About (\d+) minutes? away/)?.[1];
  return minutes === undefined ? null : Number(minutes);
}

describe('the van on the map, at the guest and at the curb', () => {
  it(
    'shows the driver on shift on the map as they move, to the guest only until pick-up by QR, and not off shift',
    {
      timeout: 240_000,
    },
    async () => {
      const { guest, phone: guestPhone } = guestOfThisRun('Van Guest', '646557');
      const [admin, desk] = await adminAndDispatcher(browser());
      const driverContext = await phone(FAR);
      const guestContext = await phone(FAR);
      const driver = await driverContext.newPage();
      const shift = driver.getByRole('switch', { name: 'On shift (available for rides)' });
      const consent = driver.getByRole('switch', { name: 'Share my position while on shift' });
      try {
        // Set-up, not under test here: a reservation from the lobby, its guest texted their link.
        const board = desk.page;
        const { number, link } = await bookTexted(admin.page, board, guest, guestPhone);
        await partyCard(lane(board, 'Reservation'), guest)
          .getByRole('button', { name: 'Move to pending' })
          .click();

        // The dispatcher's live map, open before the driver goes on shift.
        const map = await desk.context.newPage();
        await map.goto('/DriverTracking');
        await map.getByRole('heading', { name: 'Driver tracking' }).waitFor();
        const sam = map.getByRole('button', { name: /^Sam Patel/ });
        const drivers = map.getByRole('region', { name: 'Drivers on the map' });
        const marker = drivers.locator('path.leaflet-interactive');

        // The driver agrees to share on this phone and goes on shift from off shift.
        await signIn(driver, 'driver1@harborview.example');
        await driver.goto('/MyStatus');
        await driver.getByText(/You are (not )?available for rides\./).waitFor();
        if (await shift.isChecked()) {
          await shift.click();
          await driver.getByText('You are not available for rides.').waitFor();
        }
        await sam.waitFor({ state: 'detached' });
        await consent.check();
        await driver.getByText('Your position is shared only while you are on shift.').waitFor();
        await shift.click();
        await driver.getByText('You are available for rides.').waitFor();
        await driver.getByText('Your position is being shared.').waitFor();

        // The van appears on the dispatcher's map, live, without a reload; a click on it names the driver.
        await sam.getByText('Live', { exact: true }).waitFor();
        await expect.poll(() => marker.count()).toBe(1);
        await marker.click();
        await map.getByRole('dialog', { name: 'Rides of Sam Patel' }).waitFor();
        await map.keyboard.press('Escape');
        await map.getByRole('dialog', { name: 'Rides of Sam Patel' }).waitFor({ state: 'hidden' });
        const before = await marker.boundingBox();
        if (!before) throw new Error('the van has no place on the map');
        await screenshot(map, 'tracking-van-on-map');

        // Before assignment the guest's link shows no vehicle.
        const guestPage = await guestContext.newPage();
        await guestPage.goto(new URL(link).pathname);
        await guestPage.getByRole('heading', { name: /Your ride with/ }).waitFor();
        const coming = guestPage.getByRole('region', { name: 'Your vehicle is on its way' });
        expect(await coming.count()).toBe(0);

        // Assigned to Sam Patel: the guest sees the van and how far it is.
        await partyCard(lane(board, 'Pending'), guest).getByRole('button', { name: 'Assign driver' }).click();
        const assign = board.getByRole('dialog', { name: `Assign a driver to party ${number}` });
        await assign.getByRole('radio', { name: /Sam Patel/ }).check();
        await assign.getByRole('button', { name: 'Assign', exact: true }).click();
        await partyCard(lane(board, 'Dispatched'), guest).waitFor();
        await guestPage.getByRole('button', { name: 'Refresh' }).click();
        await expect.poll(() => etaMinutes(coming)).not.toBeNull();
        const farMinutes = (await etaMinutes(coming)) ?? 0;

        // The van drives south towards the lobby: its marker moves down the dispatcher's map, with no reload…
        await moveUntil(driverContext, NEAR, async () => {
          const now = await marker.boundingBox();
          return now !== null && now.y - before.y > 40;
        });
        expect(Math.abs(((await marker.boundingBox())?.x ?? 0) - before.x)).toBeLessThan(5);
        // …and the guest's page shows it nearer.
        await expect.poll(() => etaMinutes(coming)).toBeLessThan(farMinutes);
        await screenshot(guestPage, 'tracking-van-approaching-guest');

        // The driver leaves My status for the phone app's home: the phone keeps sharing from there (ADR 147), and
        // the van goes on moving down the dispatcher's map.
        await driver.goto('/mv/Dashboard');
        await driver.getByRole('heading', { level: 1 }).first().waitFor();
        const near = await marker.boundingBox();
        if (!near) throw new Error('the van has no place on the map');
        await moveUntil(driverContext, NEARER, async () => {
          const now = await marker.boundingBox();
          return now !== null && now.y - near.y > 20;
        });
        await sam.getByText('Live', { exact: true }).waitFor();

        // At the curb the driver scans the QR code of the guest's link and picks them up in one tap.
        await pointCameraAtQr(driverContext, link);
        const curb = await driverContext.newPage();
        await curb.goto('/mobileApp/rapidPickUp/android/another-company/another-user/ADMIN/Mallory');
        await curb.getByRole('heading', { name: 'Curbside pick-up' }).waitFor();
        await curb.getByRole('button', { name: 'Scan QR code' }).click();
        const card = curb.getByRole('article', { name: guest });
        await card.waitFor();
        await card.getByRole('button', { name: `Pick up ${guest}` }).click();
        await curb.getByText(`${guest} is picked up.`).waitFor();
        await partyCard(lane(board, 'Picked up'), guest).waitFor();

        // Picked up: the guest's page no longer shows the van, though the driver is still sharing their position.
        await guestPage.getByRole('button', { name: 'Refresh' }).click();
        await coming.waitFor({ state: 'detached' });
        const key = new URL(link).pathname.split('/').at(-1) ?? '';
        const asked = await guestPage.request.post('/api/DriverTracking/GetGuestVehiclePosition', {
          data: { key },
        });
        expect(asked.status()).toBe(200);
        expect(((await asked.json()) as { data: unknown }).data).toEqual({
          coming: false,
          position: null,
          etaMinutes: null,
        });
        expect(await sam.getByText('Live', { exact: true }).count()).toBe(1);

        // Off shift, back on My status: the van leaves the dispatcher's map, and the phone stops sending.
        await curb.close();
        await driver.goto('/MyStatus');
        await driver.getByText('You are available for rides.').waitFor();
        await shift.click();
        await driver.getByText('You are not available for rides.').waitFor();
        await driver.getByText('Your position is shared only while you are on shift.').waitFor();
        await sam.waitFor({ state: 'detached' });
        await expect.poll(() => marker.count()).toBe(0);
        await screenshot(map, 'tracking-off-shift');
      } finally {
        // Sam Patel is left on shift, as the demo seeds him, and sharing nothing: other journeys assign him rides.
        if (await consent.isChecked().catch(() => false)) await consent.uncheck();
        if ((await shift.isChecked().catch(() => true)) === false) await shift.click();
        await Promise.all([
          driverContext.close(),
          guestContext.close(),
          desk.context.close(),
          admin.context.close(),
        ]);
      }
    },
  );
});
