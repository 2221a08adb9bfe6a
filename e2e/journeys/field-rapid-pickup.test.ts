import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, describeFindings, seriousViolations, withAxe } from '../support/axe.ts';
import { assignToSamPatel, bookTexted, lane, partyCard } from '../support/booking.ts';
import { baseUrl, screenshot, useBrowser } from '../support/browser.ts';
import { adminAndDispatcher, signIn } from '../support/session.ts';
import { guestOfThisRun } from '../support/sms.ts';

const browser = useBrowser();

/** The phone app's curbside pick-up; the ids in the path are someone else's and are never read. */
const CURBSIDE = '/mobileApp/rapidPickUp/android/another-company/another-user/ADMIN/Mallory';

/** A signed-in phone (390 × 844) for the driver, with axe ready in its pages. */
async function phoneOf(
  email: string,
  colorScheme: 'light' | 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  // The service worker is kept out: the page's own queue is under test here, not the worker's kept shell.
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    colorScheme,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(15_000);
  await withAxe(context);
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

describe('curbside pick-up at the phone', () => {
  it("finds the guest by their link's code, picks up offline, and the queued pick-up is sent once when back online", async () => {
    const { guest, phone } = guestOfThisRun('Curb Guest', '646556');
    const [admin, desk] = await adminAndDispatcher(browser());
    const driver = await phoneOf('driver1@harborview.example', 'dark');
    const findings: Record<string, AxeFinding[]> = {};
    try {
      // Set-up, not under test here: a reservation assigned to Sam Patel, its guest texted their link.
      const board = desk.page;
      const { number, link } = await bookTexted(admin.page, board, guest, phone);
      await assignToSamPatel(board, guest, number);

      // The driver at the curb: Chromium here has no camera, so the code is typed (pasted from the link).
      const page = driver.page;
      await page.goto(CURBSIDE);
      await page.getByRole('heading', { name: 'Curbside pick-up' }).waitFor();
      findings['curbside (dark, phone)'] = await seriousViolations(page);
      await page.getByText('Code', { exact: true }).click();
      await page.getByLabel("Code from the guest's link").fill(link);
      await page.getByRole('button', { name: 'Find' }).click();
      const card = page.getByRole('article', { name: guest });
      await card.waitFor();
      findings['curbside results (dark, phone)'] = await seriousViolations(page);
      await screenshot(page, 'curbside-found-phone');

      // The network drops at the curb: the pick-up waits in the queue, and the screen says so.
      await driver.context.setOffline(true);
      await card.getByRole('button', { name: `Pick up ${guest}` }).click();
      await page
        .getByText(`No network: the pick-up of ${guest} waits and is sent when the network returns.`)
        .waitFor();
      await page.getByText('Waiting for the network: 1').waitFor();
      await screenshot(page, 'curbside-waiting-offline');

      await driver.context.setOffline(false);
      await page.getByText('Sent after waiting: 1').waitFor();
      await expect.poll(() => page.getByText(/Waiting for the network/).count()).toBe(0);
      // Exactly once: the party is picked up, and the board shows it in its lane.
      await partyCard(lane(board, 'Picked up'), guest).waitFor();
      expect(describeFindings(findings)).toBe('');
    } finally {
      await Promise.all([driver.context.close(), desk.context.close(), admin.context.close()]);
    }
  });

  it('the phone pages and the full pages at desktop size, light, in English and Arabic, have nothing serious for axe', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(15_000);
    await withAxe(context);
    const page = await context.newPage();
    const findings: Record<string, AxeFinding[]> = {};
    const pages = [
      '/RapidPickUp/x/y/ADMIN/Someone',
      '/QuickLocations/x/y/ADMIN/Someone',
      '/mobileApp/team/desktop/x/y/true/Someone/z/Company',
      '/mobileApp/reservation/desktop/1/x/y/z/Someone/ADMIN',
    ];
    try {
      await signIn(page, 'admin@harborview.example');
      for (const language of ['English', 'Arabic'] as const) {
        if (language === 'Arabic') {
          await page.getByLabel('Language', { exact: true }).getByText('العربية').click();
          await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
        }
        for (const path of pages) {
          await page.goto(path);
          await page.locator('main h2').first().waitFor();
          await page
            .getByRole('progressbar')
            .waitFor({ state: 'detached' })
            .catch(() => undefined);
          findings[`${path} (${language})`] = await seriousViolations(page);
        }
      }
      expect(describeFindings(findings)).toBe('');
    } finally {
      await context.close();
    }
  });
});
