import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { twilioSignature } from '../../apps/server/src/integrations/sms/twilio.ts';
import { RECORDED_PATH, type RecordedRequest } from '../../apps/server/src/testing/fake-sms-providers.ts';
import { baseUrl } from './browser.ts';

/** Harbor View's Twilio account for the journeys; the server texts through the local fake, never Twilio. */
export const TWILIO = {
  accountSid: `AC${'e2e0123456789abc'.repeat(2)}`,
  authToken: 'e2e-twilio-auth-token-5a4b3c',
  fromNumber: '+12125550000',
};

/**
 * Calls one API entry as the page's signed-in user (its cookies, and the XSRF token the browser app sends),
 * for the setup a journey does not test; answers the unwrapped `data`.
 */
export async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response =
    body === undefined
      ? await page.request.get(`/api/${path}`)
      : await page.request.post(`/api/${path}`, { data: body, headers: { 'x-xsrf-token': token } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The company of the page's signed-in user. */
export async function companyIdOf(page: Page): Promise<string> {
  const session = await apiCall<{ company: { id: string } | null }>(page, 'Login/GetCurrentSession');
  if (!session.company) throw new Error('the page is not signed in to a company');
  return session.company.id;
}

/** Makes the page's company (its administrator signed in) text through Twilio, that is the local fake. */
export async function useTwilio(adminPage: Page): Promise<void> {
  await apiCall(adminPage, 'AppSettings/UpdateAppSetting', {
    type: 'SMS',
    provider: 'twilio',
    twilioAccountSid: TWILIO.accountSid,
    twilioAuthToken: TWILIO.authToken,
    twilioFromNumber: TWILIO.fromNumber,
  });
}

/**
 * Makes the page's company (its administrator signed in) only log its texts, as the demo company starts: a journey
 * that reads a text's state must not depend on whether an earlier one switched the company to Twilio.
 */
export async function useLogProvider(adminPage: Page): Promise<void> {
  await apiCall(adminPage, 'AppSettings/UpdateAppSetting', { type: 'SMS', provider: 'log' });
}

/** The texts the fake Twilio was asked to send to `phone`, oldest first. */
export async function textsTo(phone: string): Promise<string[]> {
  const response = await fetch(`${inject('smsFakeUrl')}${RECORDED_PATH}`);
  const requests = (await response.json()) as RecordedRequest[];
  return requests
    .filter((request) => request.path.endsWith('/Messages.json') && request.form.To === phone)
    .map((request) => request.form.Body ?? '');
}

/**
 * A guest of this run: `label` and the run's stamp as their name, and a number of the `exchange` (`646555`) no
 * earlier run texted, since texts and opt-outs are kept per number and company.
 */
export function guestOfThisRun(label: string, exchange: string): { guest: string; phone: string } {
  const stamp = Date.now().toString(36);
  return {
    guest: `${label} ${stamp}`,
    phone: `+1${exchange}${String(Date.now() % 10_000).padStart(4, '0')}`,
  };
}

/** The guest's private link in the one text their booking sent to `phone`: what the QR code of their page encodes. */
export async function guestViewLinkInText(phone: string): Promise<string> {
  await expect.poll(() => textsTo(phone)).toHaveLength(1);
  const link = (await textsTo(phone))[0]?.match(/https?:\/\/\S+\/GuestView\/[\w-]+/)?.[0];
  if (!link) throw new Error('no guest link in the booking text');
  return link;
}

let inboundCount = 0;

/**
 * A guest's text as Twilio's webhook posts it: form encoded and signed over the exact URL with the company's
 * auth token (or with `token`, to forge one). Answers the HTTP status.
 */
export async function guestTexts(
  companyId: string,
  from: string,
  text: string,
  token = TWILIO.authToken,
): Promise<number> {
  inboundCount += 1;
  const form = {
    AccountSid: TWILIO.accountSid,
    MessageSid: `SM${Date.now().toString(16)}${String(inboundCount).padStart(8, '0')}`,
    From: from,
    To: TWILIO.fromNumber,
    Body: text,
  };
  const url = `${baseUrl()}/api/SmsWebhook/TwilioInbound?companyId=${companyId}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, form),
    },
    body: new URLSearchParams(form).toString(),
  });
  return response.status;
}
