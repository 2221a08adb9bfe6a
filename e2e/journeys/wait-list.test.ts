import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';
import { apiCall, guestTexts, textsTo, useTwilio } from '../support/sms.ts';

const browser = useBrowser();

/** The texts to `phone` once there are `count` of them (the outbox sends a moment after the answer). */
async function textsAwaited(phone: string, count: number): Promise<string[]> {
  await expect.poll(async () => (await textsTo(phone)).length).toBeGreaterThanOrEqual(count);
  return textsTo(phone);
}

describe('the wait list', () => {
  it('adds a guest with the suggested quote, keeps a second stand and the guest live, and reports quoted against actual', async () => {
    const first = await signedInPage(browser(), 'admin@harborview.example');
    const second = await signedInPage(browser(), 'dispatcher@harborview.example');
    const guestContext = await newContext(browser());
    const host = first.page;
    const otherHost = second.page;
    try {
      // Set up with calls what is not under test: texts through (fake) Twilio, and a queue of its own.
      const session = await apiCall<{ user: { id: string; name: string }; company: { id: string } }>(
        host,
        'Login/GetCurrentSession',
      );
      const companyId = session.company.id;
      await useTwilio(host);
      const waitType = `Terrace ${Date.now()}`;
      await apiCall(host, 'WaitList/AddOrEditWaitType', {
        name: waitType,
        defaultQuoteMinutes: 25,
        nextAtPosition: 0,
      });
      const phone = `+1212555${String(Date.now()).slice(-4)}`;
      const guestName = 'Rosa Diaz';

      // Two stands: the full page (its path's ids are the specification's) and the phone layout.
      await host.goto(
        `/WaitList/0/${companyId}/${session.user.id}/${encodeURIComponent(session.user.name)}/ADMIN/0`,
      );
      await otherHost.goto('/mobileApp/waitList/android/stand');
      await otherHost.getByRole('heading', { name: 'Wait list' }).waitFor();
      let reloads = 0;
      otherHost.on('load', () => {
        reloads += 1;
      });

      // The host adds the guest and keeps the suggested quote (no history yet: the wait type's default).
      const form = host.getByRole('form', { name: 'Add a guest' });
      await form.getByRole('textbox', { name: 'Wait type' }).click();
      await host.getByRole('option', { name: waitType }).click();
      await form.getByLabel('Guest name').fill(guestName);
      await form.getByLabel('Mobile phone').fill(phone);
      await form.getByText("Suggested 25 min, the wait type's default (no history yet).").waitFor();
      expect(await form.getByLabel('Quote (min)').inputValue()).toBe('25');
      await form.getByRole('button', { name: 'Add guest' }).click();
      const card = host.getByRole('listitem', { name: guestName });
      await card.getByText('No. 1').waitFor();

      // The other stand shows the guest without a reload.
      const otherCard = otherHost.getByRole('listitem', { name: guestName });
      await otherCard.getByText('No. 1').waitFor();

      // The confirmation text carries the guest's link, which shows their place.
      const [joined] = await textsAwaited(phone, 1);
      const link = joined?.match(/https?:\/\/\S+\/WaitListGuest\/[\w-]+/)?.[0] ?? '';
      expect(link).not.toBe('');
      const guest = await guestContext.newPage();
      await guest.goto(link);
      await expect.poll(() => guest.getByTestId('guest-status').textContent()).toBe('You are number 1');

      // Notify: "your turn" is texted, and the other stand shows the guest called.
      await card.getByRole('button', { name: 'Notify' }).click();
      const [, ready] = await textsAwaited(phone, 2);
      expect(ready).toContain(`Hello ${guestName}, it is your turn at Harbor View Hotel.`);
      expect(ready).toContain('Reply 1 to confirm');
      await otherCard.getByText('Called', { exact: true }).waitFor();

      // The guest replies 1: both stands show them coming.
      expect(await guestTexts(companyId, phone, '1')).toBe(200);
      await otherCard.getByText('Coming').waitFor();
      await card.getByText('Coming').waitFor();
      await screenshot(otherHost, 'wait-list-mobile-stand-confirmed');

      // The other host seats them: they leave both stands, and the actual wait is kept beside the quote.
      await otherCard.getByRole('button', { name: 'Seat / serve' }).click();
      await card.waitFor({ state: 'detached' });
      await otherCard.waitFor({ state: 'detached' });
      expect(reloads).toBe(0);

      await host.goto('/TransactionManagement/CompletedWaitList');
      const row = host.getByRole('row', { name: new RegExp(guestName) });
      await row.waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells).toEqual(
        expect.arrayContaining([guestName, waitType, 'Served', '25 min', '0 min', '-25 min']),
      );
      await host.getByText('Average error by day').waitFor();
      await screenshot(host, 'completed-wait-list');
    } finally {
      // Later journeys text through the log provider again.
      await apiCall(host, 'AppSettings/UpdateAppSetting', { type: 'SMS', provider: 'log' }).catch(
        () => undefined,
      );
      await guestContext.close();
      await second.context.close();
      await first.context.close();
    }
  });
});
