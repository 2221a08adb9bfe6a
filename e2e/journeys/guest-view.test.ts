import { describe, expect, it } from 'vitest';
import { assignToSamPatel, bookTexted, partyCard } from '../support/booking.ts';
import { baseUrl, screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';
import { guestOfThisRun } from '../support/sms.ts';

const browser = useBrowser();

/** Where the guest waits: a spot outside the lobby, as the phone's location service tells it. */
const WAITING_AT = { latitude: 40.7128, longitude: -74.006 };

describe('guest view', () => {
  it('shows the guest their driver and ETA, hands a shared place to the driver, and alerts the desk of a low score', async () => {
    const { guest, phone } = guestOfThisRun('Link Guest', '646555');
    // Three people at once: their sign-ins need not wait for one another.
    const [admin, desk, driverSession] = await Promise.all([
      signedInPage(browser(), 'admin@harborview.example'),
      signedInPage(browser(), 'dispatcher@harborview.example'),
      signedInPage(browser(), 'driver1@harborview.example'),
    ]);
    // The guest: no account, a phone-sized window, and a location they may or may not share.
    const guestContext = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      geolocation: WAITING_AT,
      permissions: ['geolocation'],
    });
    guestContext.setDefaultTimeout(15_000);
    const board = desk.page;
    const driver = driverSession.page;
    const pageErrors: string[] = [];
    for (const watched of [board, driver]) watched.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      // Set-up, not under test here: texts go through the fake Twilio; a reservation assigned to Sam Patel.
      const { number, link } = await bookTexted(admin.page, board, guest, phone);
      await assignToSamPatel(board, guest, number);

      // 1. The guest opens the link: the driver and the expected pick-up.
      const page = await guestContext.newPage();
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { name: 'Your ride with Harbor View Hotel' }).waitFor();
      await page.getByText('Sam Patel').waitFor();
      await page.getByText('Expected pick-up').waitFor();
      await page.getByText(/^Updated \d+ s ago$/).waitFor();

      // 2. Nothing is shared before the guest chooses; "Share once" sends the place to the driver's card.
      const ride = partyCard(driver, guest);
      // The driver's screen hears the share live: its event stream is open before the guest shares.
      const streaming = driver.waitForResponse((response) => response.url().includes('/api/events'));
      await driver.goto('/MyStatus');
      await streaming;
      const directions = ride.getByRole('link', { name: /^Directions to the pick-up/ });
      expect(await directions.getAttribute('href')).not.toContain(String(WAITING_AT.latitude));
      await page.getByRole('button', { name: 'Share once' }).click();
      await page.getByText(/^Your driver saw your location at/).waitFor();
      await expect
        .poll(() => directions.getAttribute('href'))
        .toContain(encodeURIComponent(`${WAITING_AT.latitude},${WAITING_AT.longitude}`));
      await screenshot(page, 'guest-view-ride');

      // 3. The ride: picked up (sharing stops), in transit, dropped off.
      await ride.getByRole('button', { name: 'Pick up' }).click();
      await ride.getByRole('button', { name: 'In transit' }).click();
      await ride.getByRole('button', { name: 'Drop off' }).click();
      await driver.getByRole('list', { name: 'Completed today' }).getByText(guest).waitFor();

      // 4. The guest's page offers the survey; two stars alert the desk live.
      await page.getByRole('button', { name: 'Refresh now' }).click();
      await page.getByText('You have arrived. Thank you for riding with us!').waitFor();
      // By keyboard: the stars are radio inputs drawn over by their symbols.
      const twoStars = page.getByRole('radio', { name: '2 of 5 stars' });
      await twoStars.focus();
      await page.keyboard.press('Space');
      expect(await twoStars.isChecked()).toBe(true);
      await page.getByLabel('Anything to tell us?').fill('The shuttle was late.');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Thank you for your feedback!').waitFor();
      await board.getByText('A guest rated their ride low').waitFor();
      await board.getByRole('link', { name: 'Open guest feedback' }).waitFor();
      await screenshot(page, 'guest-view-feedback');
      await screenshot(board, 'guest-view-low-score-alert');
      expect(pageErrors).toEqual([]);
    } catch (error) {
      for (const [index, page] of guestContext.pages().entries())
        await screenshot(page, `guest-view-failed-${index}`);
      await screenshot(board, 'guest-view-failed-board');
      await screenshot(driver, 'guest-view-failed-driver');
      throw new Error(`${String(error)}\nPage errors: ${pageErrors.join('\n') || 'none'}`, { cause: error });
    } finally {
      await guestContext.close();
      await driverSession.context.close();
      await desk.context.close();
      await admin.context.close();
    }
  });
});
