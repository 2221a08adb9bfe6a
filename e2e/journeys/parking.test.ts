import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestEmailTo, newContext, screenshot, useBrowser } from '../support/browser.ts';
import { companyDay } from '../support/company-clock.ts';
import { signedInPage } from '../support/session.ts';
import { useLogProvider } from '../support/sms.ts';

const browser = useBrowser();

interface SentMessage {
  templateCode: string | null;
  state: string;
  at: string;
}

/** The company's text messages of today (Report/GetMessageHistory), called from a signed-in page. */
async function textsToday(page: Page): Promise<SentMessage[]> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const today = companyDay();
  return page.evaluate(
    async ({ token, today }) => {
      const response = await fetch('/api/Report/GetMessageHistory', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ fromDate: today, toDate: today, channel: 'sms', pageSize: 50 }),
      });
      const answer = (await response.json()) as { data: { items: SentMessage[] } };
      return answer.data.items;
    },
    { token, today },
  );
}

describe('parking', () => {
  it('a desk sells a permit, the guest asks for the car from the link, the queue shows it live and the desk delivers it', async () => {
    const started = Date.now();
    const digits = String(started).slice(-5);
    const plate = `PK-${digits} 0S`;
    // Signed in side by side: the desk, the administrator who reads the message report, and a guest's browser.
    const [{ context: desk, page }, { context: admin, page: adminPage }, guestContext] = await Promise.all([
      signedInPage(browser(), 'dispatcher@harborview.example'),
      signedInPage(browser(), 'admin@harborview.example'),
      newContext(browser()),
    ]);
    try {
      await useLogProvider(adminPage);
      // The will-call queue, open before the request: it must show it without a reload.
      const queue = await desk.newPage();
      await queue.goto('/ParkingPermit/ParkingWillCall');
      await queue.getByRole('heading', { name: 'Will-call queue' }).waitFor();
      let queueLoads = 0;
      queue.on('load', () => {
        queueLoads += 1;
      });

      // 1. The full-page desk, at a path naming ids of its own (the session decides who acts): a sale.
      await page.goto('/Parking/1/00000000-0000-4000-8000-000000000999/x/0/Someone/ADMIN');
      await page.getByRole('heading', { name: 'Parking desk' }).waitFor();
      await page.getByText('Sell', { exact: true }).click();
      const form = page.getByRole('form', { name: 'Sell a parking permit' });
      await form.getByLabel(/^Guest name/).fill(`Parking Guest ${digits}`);
      await form.getByLabel('Room', { exact: true }).fill('905');
      await form.getByLabel('Phone', { exact: true }).fill(`+1212555${digits.slice(-4)}`);
      await form.getByLabel(/^Plate/).fill(plate);
      await form.getByLabel('Issuing state or country').fill('NY');
      await form.getByLabel('Make', { exact: true }).fill('Volvo');
      await form.getByRole('textbox', { name: /^Lot/ }).click();
      await page.getByRole('option', { name: 'Valet lot' }).click();
      await form.getByRole('textbox', { name: /^Package/ }).click();
      await page.getByRole('option', { name: 'Valet overnight' }).click();
      await form.getByRole('button', { name: 'Sell', exact: true }).click();
      const sold = page.getByText(/^Permit \d+ sold\.$/);
      await sold.waitFor();
      const number = (await sold.textContent())?.match(/\d+/)?.[0] ?? '';
      const drawer = page.getByRole('dialog', { name: `Permit ${number}` });
      await drawer.waitFor();

      // 2. The payment, recorded against the permit's balance.
      await drawer.getByRole('button', { name: 'Take payment' }).click();
      await drawer.getByRole('button', { name: 'Record payment' }).click();
      await page.getByText('Payment recorded.').waitFor();
      const money = drawer.getByRole('table', { name: 'Money' });
      await expect.poll(() => money.getByRole('row', { name: /^Paid/ }).textContent()).toBe('Paid$45.00');
      await screenshot(page, 'parking-desk-sold');

      // 3. The guest's link, from the e-mailed card (the desk's screen never shows it: ADR 54).
      const guestEmail = `parking.guest.${digits}@example.com`;
      await drawer.getByRole('button', { name: 'E-mail card' }).click();
      await drawer.getByLabel(/Send to/).fill(guestEmail);
      await drawer.getByRole('button', { name: 'Send' }).click();
      await page
        .getByText(`Card queued for ${guestEmail}: it goes out once the mail server takes it.`)
        .waitFor();
      const link =
        (await latestEmailTo(guestEmail, 30_000)).match(/https?:\/\/\S+\/GuestView\/[\w-]{40,}/)?.[0] ?? '';
      expect(link).toMatch(/\/GuestView\/[A-Za-z0-9_-]{40,}$/);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // 4. Plates match on their normalised form: typed another way (no dash or space, O for 0, 5 for S).
      await page.getByText('Look up', { exact: true }).click();
      await page.getByLabel('Plate, guest or room').fill(`pk${digits}o5`.replaceAll('0', 'O'));
      const found = page.getByRole('list', { name: 'Permits found' });
      await found.getByRole('button', { name: `Open permit ${number}` }).waitFor();

      // 5. The guest asks for the car from the link.
      const guest = await guestContext.newPage();
      await guest.goto(link);
      await guest.getByRole('button', { name: 'Bring my car' }).click();
      await guest.getByText(/^Expected ready at/).waitFor();

      // 6. The queue shows it live, with its expected-ready time; the desk delivers it.
      const item = queue.getByRole('listitem', { name: plate });
      await item.waitFor();
      expect(await item.textContent()).toMatch(/Expected ready \d{1,2}:\d\d/);
      expect(queueLoads).toBe(0);
      await screenshot(queue, 'parking-will-call');
      await item.getByRole('button', { name: 'Delivered' }).click();
      await item.waitFor({ state: 'detached' });

      // 7. The car-ready text left the outbox: the company has no SMS provider of its own (set so above, whatever
      // an earlier journey chose), so it was only logged, and says so (ADR 76).
      // Polled for the text's state, so a failure says where it stood: absent, queued, failed or sent.
      await expect
        .poll(async () =>
          (await textsToday(adminPage))
            .filter((m) => m.templateCode === 'valet.car-ready' && Date.parse(m.at) >= started - 1_000)
            .map((m) => m.state),
        )
        .toContain('logged');
    } finally {
      await guestContext.close();
      await admin.close();
      await desk.close();
    }
  });
});
