import { describe, expect, it } from 'vitest';
import { BOARD } from '../support/booking.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { companyDay } from '../support/company-clock.ts';
import {
  expectAxeClean,
  pairedKioskPage,
  revokeAndWait,
  setUpKiosk,
  toTomorrowsJfkSeats,
  walkAway,
} from '../support/kiosk.ts';
import { signedInPage } from '../support/session.ts';
import { apiCall } from '../support/sms.ts';

const browser = useBrowser();

const GUEST = 'Kiosk Seat Guest';

describe('a Reservation kiosk in the lobby', () => {
  it("books a seat on tomorrow's shuttle that lands on the board live, starts over when idle, and is refused once revoked", async () => {
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const { kioskId, code } = await setUpKiosk(admin.page, 'reservation');
    // A booking field of the company's, asked at kiosks: the guest answers it at the screen (ADR 85).
    const field = await apiCall<{ id: string }>(admin.page, 'PageSettings/AddOrEditCustomField', {
      label: { en: 'Seat by the window', ar: 'مقعد بجوار النافذة' },
      kind: 'yesNo',
      onReservationForm: false,
      onKiosk: true,
    });
    try {
      // The dispatcher watches tomorrow's board while the guest books.
      const desk = await signedInPage(browser(), 'dispatcher@harborview.example');
      await desk.page.goto(`${BOARD}?date=${companyDay(1)}`);
      const lane = desk.page.getByRole('region', { name: 'Reservation', exact: true });
      await lane.waitFor();

      const { context, page } = await pairedKioskPage(browser(), code, { clock: true });
      await toTomorrowsJfkSeats(page);
      await page.getByLabel('Your name').fill(GUEST);
      // The trip to JFK takes hotel guests only: the room is asked.
      await page.getByLabel('Room number', { exact: true }).fill('1207');
      await page
        .getByRole('group', { name: 'Seat by the window (optional)' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await page.getByRole('button', { name: 'Pay at the desk' }).click();
      await expectAxeClean(page, 'seats and details');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Check your booking' }).waitFor();
      await page.getByRole('button', { name: 'Book my seats' }).click();
      await page.getByRole('heading', { name: 'Your seats are booked' }).waitFor();
      expect(await page.getByText(/^Booking number \d+$/).isVisible()).toBe(true);
      await expectAxeClean(page, 'seat card');
      await screenshot(page, 'kiosk-seat-card');

      // The booking is on tomorrow's board, without the dispatcher reloading.
      await lane.getByRole('article', { name: new RegExp(`${GUEST}$`) }).waitFor();

      // The next guest walks away mid-visit: a countdown, then the attract screen with nothing of theirs.
      await page.getByRole('button', { name: 'Done' }).click();
      await toTomorrowsJfkSeats(page);
      await page.getByLabel('Your name').fill('Someone else');
      await walkAway(page);
      expect(await page.getByText('Someone else').count()).toBe(0);

      // Revoked in the console: at its next heartbeat the kiosk says it is not active, and its calls are refused.
      await revokeAndWait(admin.page, page, kioskId);
      const refused = await page.request.post('/api/Kiosk/GetKioskDepartures', { data: { day: 1 } });
      expect(refused.status()).toBe(401);
      await Promise.all([context.close(), desk.context.close()]);
    } finally {
      // The field is the company's: switched off, the other journeys' kiosks do not ask it.
      await apiCall(admin.page, 'PageSettings/EnableDisableCustomFeilds', { id: field.id, active: false });
      await admin.context.close();
    }
  });
});
