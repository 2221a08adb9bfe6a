import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';
import { SmsProviderError, type SmsSender } from './sms.ts';

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

/** How long a call to the provider may take before the outbox retries it later. */
const TIMEOUT_MS = 15_000;

/**
 * Twilio's Programmable Messaging REST API: `POST {baseUrl}/2010-04-01/Accounts/{sid}/Messages.json`, form
 * encoded, with the account SID and auth token as basic auth. The base URL is configurable so tests point
 * it at a local fake.
 */
export function createTwilioSender(
  baseUrl: string,
  credentials: TwilioCredentials,
  /** Where Twilio reports the message's delivery (our status webhook); none when the site has no public URL. */
  statusCallback?: string,
): SmsSender {
  return {
    provider: 'twilio',
    async send(message) {
      const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          To: message.to,
          From: credentials.fromNumber,
          Body: message.text,
          ...(statusCallback ? { StatusCallback: statusCallback } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: unknown;
        message?: unknown;
        code?: unknown;
      };
      if (!response.ok || typeof answer.sid !== 'string') {
        throw new SmsProviderError(
          'twilio',
          response.status,
          `${String(answer.code ?? '')} ${String(answer.message ?? '')}`,
        );
      }
      return { providerMessageId: answer.sid };
    },
  };
}

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 HMAC-SHA1, keyed with the auth token, of the
 * exact URL Twilio called followed by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => `${text}${key}${params[key]}`, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export const isTwilioSignatureValid = (
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
) => typeof signature === 'string' && safeEqual(twilioSignature(authToken, url, params), signature);

/** Twilio's message statuses on the outbox's delivery scale; statuses that say nothing new are null. */
export function twilioDeliveryStatus(status: string): 'queued' | 'sent' | 'delivered' | 'failed' | null {
  switch (status) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
    case 'sending':
      return 'queued';
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}
