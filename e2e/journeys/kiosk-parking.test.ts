import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { expectAxeClean, pairedKioskPage, revokeAndWait, setUpKiosk, walkAway } from '../support/kiosk.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

describe('a Parking kiosk in the lobby', () => {
  it('sells a permit, then the car asked for appears in the will-call queue live; idle reset; refused once revoked', async () => {
    const plate = `KP${String(Date.now()).slice(-6)}`;
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const { kioskId, code } = await setUpKiosk(admin.page, 'parking');

    // The desk's will-call queue, open before the guest asks: it must show the car without a reload.
    const desk = await signedInPage(browser(), 'dispatcher@harborview.example');
    await desk.page.goto('/ParkingPermit/ParkingWillCall');
    await desk.page.getByRole('heading', { name: 'Will-call queue' }).waitFor();
    let queueLoads = 0;
    desk.page.on('load', () => {
      queueLoads += 1;
    });

    const { context, page } = await pairedKioskPage(browser(), code, { clock: true });
    // A guest buys a permit for their car.
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: 'Buy a parking permit' }).click();
    await page.getByRole('button', { name: /Self day · Main garage/ }).click();
    await page.getByRole('button', { name: 'More Days' }).click();
    await page.getByLabel('Licence plate').fill(plate);
    await page.getByLabel('Your name').fill('Kiosk Parking Guest');
    await page.getByRole('button', { name: 'Pay at the desk' }).click();
    await expectAxeClean(page, 'permit details');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Buy my permit' }).click();
    await page.getByRole('heading', { name: 'Your parking permit' }).waitFor();
    // The card shows the plate masked, never as typed.
    expect(await page.getByText(plate).count()).toBe(0);
    await expectAxeClean(page, 'permit card');
    await screenshot(page, 'kiosk-permit-card');

    // The next guest asks for that car by its plate.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: 'Get my car' }).click();
    await page.getByLabel('Licence plate or permit number').fill(plate.toLowerCase());
    await page.getByRole('button', { name: 'Bring my car' }).click();
    await page.getByRole('heading', { name: 'Your car is on its way' }).waitFor();
    expect(await page.getByText(/^It should be ready at/).isVisible()).toBe(true);

    // The queue shows the car, live.
    await desk.page.getByRole('listitem', { name: plate }).waitFor();
    expect(queueLoads).toBe(0);

    // A guest walks away mid-visit: a countdown, then the attract screen with nothing of theirs.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('button', { name: 'Get my car' }).click();
    await page.getByLabel('Licence plate or permit number').fill('SOMEONE1');
    await walkAway(page);
    expect(await page.locator('input').count()).toBe(0);

    // Revoked in the console: at its next heartbeat the kiosk says it is not active, and its calls are refused.
    await revokeAndWait(admin.page, page, kioskId);
    await expectAxeClean(page, 'not active');
    const refused = await page.request.post('/api/Kiosk/KioskRequestCar', { data: { plateOrNumber: plate } });
    expect(refused.status()).toBe(401);

    await Promise.all([context.close(), admin.context.close(), desk.context.close()]);
  });
});
