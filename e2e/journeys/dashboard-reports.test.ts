import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';

const hasFocus = (element: Locator) => element.evaluate((node) => node === node.ownerDocument.activeElement);

const browser = useBrowser();

describe('the day at a glance', () => {
  it("shows the administrator the day's shape, a transaction report and its workbook", async () => {
    const { context, page } = await signedInPage(browser(), 'admin@harborview.example');
    try {
      await page.getByRole('heading', { name: 'Under way now' }).waitFor();
      await page.getByRole('region', { name: 'Waiting too long' }).waitFor();
      await page.getByRole('img', { name: 'Parties through the day, by hour' }).waitFor();
      // The seeded driver on shift is listed with the rides they carry.
      await page.getByRole('region', { name: 'Drivers on shift' }).getByText('Sam Patel').waitFor();
      await screenshot(page, 'dashboard-operations');

      await page.getByRole('link', { name: 'Completed transactions' }).click();
      await page.waitForURL('**/TransactionManagement/CompletedTransaction');
      const table = page.getByRole('table', { name: 'Completed transactions' });
      await table.getByText('Emma Schmidt').waitFor();
      await page.getByRole('group', { name: 'Totals of these days' }).waitFor();
      await screenshot(page, 'report-completed');

      await page.getByRole('button', { name: 'Export' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Excel workbook (XLSX)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^completed-transactions-.+\.xlsx$/);
      await page.getByText(/^Parties exported: \d+$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('gives a driver each ride with a call, directions, a relative time and one primary step', async () => {
    const { context, page } = await signedInPage(browser(), 'driver1@harborview.example');
    try {
      await page.goto('/MyStatus');
      const ride = page.getByRole('article', { name: /Fatima Al-Sayed/ });
      await ride.waitFor();
      expect(await ride.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\//,
      );
      await ride
        .getByText(/ago$|^in \d+|^now$|this minute/)
        .first()
        .waitFor();
      // A driver sees no money anywhere on their screen.
      expect(await page.getByText(/US\$|\$\d/).count()).toBe(0);
      await screenshot(page, 'my-status-rides');

      // A step taken from the keyboard leaves the focus on the ride's next step, not on the page (its button is
      // disabled while the step runs). Undone again, for the journeys after this one.
      const waiting = page.getByRole('article', { name: /Aiko Tanaka/ });
      await waiting.getByRole('button', { name: 'Pick up' }).focus();
      await page.keyboard.press('Enter');
      const next = waiting.getByRole('button', { name: 'In transit' });
      await next.waitFor();
      await expect.poll(() => hasFocus(next)).toBe(true);
      await waiting.getByRole('button', { name: 'Undo pick-up' }).focus();
      await page.keyboard.press('Enter');
      const again = waiting.getByRole('button', { name: 'Pick up' });
      await again.waitFor();
      await expect.poll(() => hasFocus(again)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
