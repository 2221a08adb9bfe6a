import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillTime } from '../support/booking.ts';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

const browser = useBrowser();

/** Opens a select by its label (inside `scope`) and picks one of its options. */
async function pick(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Goes to the screen at `path` and waits until its table lists `listed`. */
async function openTable(page: Page, path: string, table: string, listed: string) {
  await page.goto(path);
  await page.getByRole('table', { name: table }).getByText(listed).waitFor();
}

/** Presses the screen's add button and answers the dialog it opens. */
async function openDialog(page: Page, add: string) {
  await page.getByRole('button', { name: add }).click();
  return page.getByRole('dialog');
}

/** Saves the dialog, and waits until it has closed and the table lists the saved row. */
async function saveAndFind(page: Page, dialog: Locator, table: string, saved: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: table }).getByText(saved).waitFor();
}

describe('locations, trips and pricing', () => {
  it('sets up a location, a trip with a schedule and a coupon, and sees the coupon in a price preview', async () => {
    const { context, page } = await signedInPage(browser(), 'admin@harborview.example');

    // A location placed on the map (which works without a tile server).
    await openTable(page, '/Locations/Location', 'Locations', 'JFK Terminal 4');
    const dialog = await openDialog(page, 'Add location');
    await dialog.getByLabel('Name', { exact: true }).fill('Brooklyn Bridge Park');
    await dialog.getByLabel('Address').fill('334 Furman St, Brooklyn, NY 11201');
    await pick(page, 'Zone', 'Lower Manhattan', dialog);
    // A click on the map places the pin and fills the coordinates; typing them fine-tunes the pin.
    const map = dialog.getByRole('application', { name: 'Map: click to place the pin' });
    await map.waitFor();
    await map.click({ position: { x: 120, y: 80 } });
    await expect.poll(() => dialog.getByLabel('Latitude').inputValue()).toMatch(/^-?\d+(\.\d+)?$/);
    expect(await dialog.getByLabel('Longitude').inputValue()).toMatch(/^-?\d+(\.\d+)?$/);
    await dialog.getByLabel('Latitude').fill('40.7003');
    await dialog.getByLabel('Longitude').fill('-73.9967');
    await saveAndFind(page, dialog, 'Locations', 'Brooklyn Bridge Park');

    // A trip from it to Times Square, with weekday departures, in the guided builder.
    await page.goto('/Locations/NewTrips');
    await page.getByRole('heading', { name: 'New trip' }).waitFor();
    await pick(page, 'From', 'Brooklyn Bridge Park');
    await pick(page, 'To', 'Times Square');
    await page.getByLabel('Adult price').fill('20');
    await page.getByLabel('Child price').fill('10');
    await page.getByLabel('Luggage price').fill('2');
    await fillTime(page, 'Departure time', '09:30');
    await page.getByRole('button', { name: 'Add departure' }).click();
    await page.getByRole('button', { name: 'Create trip' }).click();
    await page.waitForURL('**/Locations/Trips').catch(async (error) => {
      throw new Error(`${error}\n${await page.locator('main').innerText()}`);
    });
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Brooklyn');
    await page.getByRole('table', { name: 'Trips' }).getByText('Brooklyn Bridge Park').waitFor();

    // A coupon, then a price preview with it.
    await openTable(page, '/Subscription/DiscountCode', 'Discount codes', 'WELCOME10');
    const couponDialog = await openDialog(page, 'Add discount code');
    await couponDialog.getByLabel('Code', { exact: true }).fill('BRIDGE20');
    await couponDialog.getByLabel('Value').fill('20');
    await couponDialog.getByLabel('Valid from').fill('2025-01-01');
    await couponDialog.getByLabel('Valid to').fill('2035-12-31');
    await saveAndFind(page, couponDialog, 'Discount codes', 'BRIDGE20');

    await pick(page, 'From', 'Brooklyn Bridge Park');
    await pick(page, 'To', 'Times Square');
    await page.getByLabel('Coupon code').fill('bridge20');
    await page.getByRole('button', { name: 'Preview price' }).click();
    const preview = page.getByRole('table', { name: 'Price preview' });
    await preview.waitFor();
    // One adult: 20.00, 20 % off = 4.00.
    expect(await preview.getByRole('row', { name: /Subtotal/ }).textContent()).toContain('20.00');
    expect(await preview.getByRole('row', { name: /Discount/ }).textContent()).toContain('4.00');
    await screenshot(page, 'discount-code-price-preview');
    await context.close();
  });
});
