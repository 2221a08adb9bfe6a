import { createHmac } from 'node:crypto';
import { countSms } from '@curbside/domain';
import { safeEqual } from '../../lib/crypto.ts';
import { SmsProviderError, type SmsSender } from './sms.ts';

export interface VonageCredentials {
  apiKey: string;
  apiSecret: string;
  fromNumber: string;
}

const TIMEOUT_MS = 15_000;

interface VonageAnswer {
  messages?: { status?: unknown; 'message-id'?: unknown; 'error-text'?: unknown }[];
}

/**
 * Vonage's SMS API: `POST {baseUrl}/sms/json`, form encoded, with the API key and secret in the body. It
 * answers 200 even for a refused message; the message's own `status` ("0" is success) says which.
 */
export function createVonageSender(
  baseUrl: string,
  credentials: VonageCredentials,
  /** Where Vonage sends the delivery receipt (our status webhook), overriding the account's setting. */
  callback?: string,
): SmsSender {
  return {
    provider: 'vonage',
    async send(message) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/sms/json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          api_key: credentials.apiKey,
          api_secret: credentials.apiSecret,
          // Vonage takes numbers without the plus sign.
          from: credentials.fromNumber.replace(/^\+/, ''),
          to: message.to.replace(/^\+/, ''),
          text: message.text,
          type: countSms(message.text).encoding === 'UCS-2' ? 'unicode' : 'text',
          ...(callback ? { callback } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as VonageAnswer;
      const first = answer.messages?.[0];
      if (!response.ok || first?.status !== '0' || typeof first['message-id'] !== 'string') {
        throw new SmsProviderError(
          'vonage',
          response.status,
          `${String(first?.status ?? '')} ${String(first?.['error-text'] ?? '')}`,
        );
      }
      return { providerMessageId: first['message-id'] };
    },
  };
}

/**
 * Vonage's signed webhooks (SHA-256 HMAC method): every parameter but `sig`, sorted by name, written as
 * `&name=value` (with `&` and `=` in values replaced by `_`), HMAC-SHA256 keyed with the signature secret,
 * hexadecimal; compared without regard to case.
 */
export function vonageSignature(signatureSecret: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .filter((key) => key !== 'sig')
    .sort()
    .map((key) => `&${key}=${(params[key] ?? '').replace(/[&=]/g, '_')}`)
    .join('');
  return createHmac('sha256', signatureSecret).update(data, 'utf8').digest('hex');
}

export const isVonageSignatureValid = (signatureSecret: string, params: Record<string, string>) =>
  typeof params.sig === 'string' &&
  safeEqual(vonageSignature(signatureSecret, params), params.sig.toLowerCase());

/** How far a signed callback's time may be from ours (ADR 54): a replayed one is older. */
export const VONAGE_CALLBACK_WINDOW_MS = 5 * 60_000;

/**
 * When Vonage sent a callback: its signed `timestamp` (Unix seconds), else a receipt's `message-timestamp`
 * (`YYYY-MM-DD HH:MM:SS`, UTC). Null when it says neither readably.
 */
function vonageSentAt(params: Record<string, string>): number | null {
  const { timestamp } = params;
  if (timestamp !== undefined) return /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : null;
  const written = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(params['message-timestamp'] ?? '');
  if (!written) return null;
  const at = Date.parse(`${written[1]}T${written[2]}Z`);
  return Number.isNaN(at) ? null : at;
}

/**
 * Whether a signed callback was sent within five minutes of now. The signature covers its time, so an old
 * callback replayed (or one without a time) is not fresh, however well signed.
 */
export function isVonageCallbackFresh(params: Record<string, string>, now = Date.now()): boolean {
  const sentAt = vonageSentAt(params);
  return sentAt !== null && Math.abs(now - sentAt) <= VONAGE_CALLBACK_WINDOW_MS;
}

/** Vonage's delivery-receipt statuses on the outbox's delivery scale. */
export function vonageDeliveryStatus(status: string): 'queued' | 'sent' | 'delivered' | 'failed' | null {
  switch (status) {
    case 'buffered':
      return 'queued';
    case 'accepted':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'expired':
    case 'failed':
    case 'rejected':
      return 'failed';
    default:
      return null;
  }
}
