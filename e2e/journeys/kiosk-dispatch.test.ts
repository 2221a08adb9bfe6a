import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { expectAxeClean, pairedKioskPage, revokeAndWait, setUpKiosk, walkAway } from '../support/kiosk.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

const BOARD = '/TrasactionManagement/RecordManagement';
const GUEST = 'Kiosk Journey Guest';

describe('a lobby kiosk, paired and used by a guest', () => {
  it('pairs, books a ride now that lands on the board live, starts over when idle, and is refused once revoked', async () => {
    // The administrator sets up a Dispatch kiosk in the hotel's lobby, on the loopback network.
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const { kioskId, code, lobbyId } = await setUpKiosk(admin.page, 'dispatch');

    // The dispatcher watches the board while the guest books.
    const desk = await signedInPage(browser(), 'dispatcher@harborview.example');
    await desk.page.goto(BOARD);
    const pending = desk.page.getByRole('region', { name: 'Pending', exact: true });
    await pending.waitFor();

    // The kiosk's browser: the path's parameters are cosmetic, the pairing decides.
    const { context, page } = await pairedKioskPage(browser(), code, { clock: true });
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
    expect(await page.getByRole('img', { name: 'QR code of your ride’s page' }).isVisible()).toBe(true);
    await expectAxeClean(page, 'booked');
    await screenshot(page, 'kiosk-booked');

    // The party is on the board as Pending, without the dispatcher reloading.
    await pending.getByRole('article', { name: new RegExp(`${GUEST}$`) }).waitFor();

    // The next guest walks away mid-visit: a countdown, then the attract screen with nothing of theirs.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: /JFK Terminal 4/ }).click();
    await page.getByLabel('Your name').fill('Someone else');
    await walkAway(page);
    expect(await page.getByText('Someone else').count()).toBe(0);

    // Revoked in the console: at its next heartbeat the kiosk says it is not active, and its calls are refused.
    await revokeAndWait(admin.page, page, kioskId);
    await expectAxeClean(page, 'not active');
    const refused = await page.request.post('/api/Kiosk/KioskRequestRide', {
      data: { idempotencyKey: crypto.randomUUID(), guestName: 'X', toLocationId: lobbyId, partySize: 1 },
    });
    expect(refused.status()).toBe(401);

    await Promise.all([context.close(), admin.context.close(), desk.context.close()]);
  });
});
