import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../apps/server/src/integrations/sms/twilio.ts';
import { baseUrl, newContext, screenshot, useBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/session.ts';
import { textsTo } from '../support/sms.ts';

const browser = useBrowser();

const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'e2e-twilio-auth-token';
const COMPANY_NUMBER = '+12125550000';

/** A call from inside the page, as the web app makes it (the session cookie, the CSRF header). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          'X-XSRF-TOKEN': decodeURIComponent(token),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    },
    { method, path, body, token },
  );
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.json.data as T;
}

/** The guest's text reply, posted to the company's inbound webhook signed as Twilio signs it. */
async function replyByText(companyId: string, from: string, text: string): Promise<void> {
  const path = `/api/SmsWebhook/TwilioInbound?companyId=${companyId}`;
  const form = {
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    From: from,
    To: COMPANY_NUMBER,
    Body: text,
  };
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TWILIO_TOKEN, `${baseUrl()}${path}`, form),
    },
    body: new URLSearchParams(form).toString(),
  });
  expect(response.status).toBe(200);
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
      const session = await api<{ user: { id: string; name: string }; company: { id: string } }>(
        host,
        'GET',
        'Login/GetCurrentSession',
      );
      const companyId = session.company.id;
      await api(host, 'POST', 'AppSettings/UpdateAppSetting', {
        type: 'SMS',
        provider: 'twilio',
        twilioAccountSid: TWILIO_SID,
        twilioAuthToken: TWILIO_TOKEN,
        twilioFromNumber: COMPANY_NUMBER,
      });
      const waitType = `Terrace ${Date.now()}`;
      await api(host, 'POST', 'WaitList/AddOrEditWaitType', {
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
      const [joined] = await textsTo(phone, 1);
      expect(joined?.From).toBe(COMPANY_NUMBER);
      const link = joined?.Body.match(/https?:\/\/\S+\/WaitListGuest\/[\w-]+/)?.[0] ?? '';
      expect(link).not.toBe('');
      const guest = await guestContext.newPage();
      await guest.goto(link);
      await expect.poll(() => guest.getByTestId('guest-status').textContent()).toBe('You are number 1');

      // Notify: "your turn" is texted, and the other stand shows the guest called.
      await card.getByRole('button', { name: 'Notify' }).click();
      const [, ready] = await textsTo(phone, 2);
      expect(ready?.Body).toContain(`Hello ${guestName}, it is your turn at Harbor View Hotel.`);
      expect(ready?.Body).toContain('Reply 1 to confirm');
      await otherCard.getByText('Called').waitFor();

      // The guest replies 1: both stands show them coming.
      await replyByText(companyId, phone, '1');
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
      await api(host, 'POST', 'AppSettings/UpdateAppSetting', { type: 'SMS', provider: 'log' }).catch(
        () => undefined,
      );
      await guestContext.close();
      await second.context.close();
      await first.context.close();
    }
  });
});
