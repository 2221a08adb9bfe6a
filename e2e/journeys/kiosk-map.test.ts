import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { expectAxeClean, pairedKioskPage, setUpKiosk } from '../support/kiosk.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

describe('a Map kiosk in the lobby', () => {
  it("shows the area's places on a map and as a list, a place's card, books a ride there and texts a place", async () => {
    const admin = await signedInPage(browser(), 'admin@harborview.example');
    const { code } = await setUpKiosk(admin.page, 'map');
    const { context, page } = await pairedKioskPage(browser(), code);

    await page.getByRole('button', { name: 'Touch to start' }).click();
    await page.getByRole('heading', { name: 'Explore the area' }).waitFor();
    // The map comes in its own chunk; the list beside it is the way for a keyboard or a screen reader.
    await page.getByRole('region', { name: 'Map of the area' }).waitFor();
    const list = page.getByRole('list', { name: 'Places' });
    await list.getByRole('button', { name: /JFK Terminal 4/ }).waitFor();
    await expectAxeClean(page, 'map');
    await screenshot(page, 'kiosk-map');

    await list.getByRole('button', { name: /JFK Terminal 4/ }).click();
    await page.getByRole('heading', { name: 'JFK Terminal 4' }).waitFor();
    await expectAxeClean(page, 'place card');
    await page.getByRole('button', { name: 'Take me there' }).click();
    await page.getByLabel('Your name').fill('Map Journey Guest');
    // The demo hotel's booking rules ask every channel for a room (ADR 70).
    await page.getByLabel('Room number (if staying with us)').fill('1205');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Book my ride' }).click();
    await page.getByRole('heading', { name: 'Your ride is booked' }).waitFor();
    expect(await page.getByRole('img', { name: 'QR code of your ride’s page' }).isVisible()).toBe(true);

    // The next guest sends a place to their phone instead.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Touch to start' }).click();
    await list.getByRole('button', { name: /JFK Terminal 4/ }).click();
    await page.getByRole('button', { name: 'Send to my phone' }).click();
    await page.getByLabel('Mobile phone number').fill(`+1212555${String(Date.now()).slice(-4)}`);
    await expectAxeClean(page, 'send to phone');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Sent to your phone' }).waitFor();

    await Promise.all([context.close(), admin.context.close()]);
  });
});
