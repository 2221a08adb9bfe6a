import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { type OutboundPolicy, OutboundRefused, pinDestination } from '../outbound-guard.ts';

/** The platform's VAPID identity (ADR 111): its key pair and who to contact about it. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A new P-256 key pair for VAPID, base64url as browsers and the library take them. */
export const newVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/** The push service no longer knows the subscription (404, 410): it is deleted, never retried. */
export class PushSubscriptionGone extends Error {
  constructor(readonly status: number) {
    super(`push subscription gone (${status})`);
    this.name = 'PushSubscriptionGone';
  }
}

/** How long one push request may take. */
const TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a browser that is offline: a day, then it is not news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Whether a subscription's endpoint may be kept and sent to: https on the push port at a public address; with
 * the test switch (`OUTBOUND_ALLOW_PRIVATE`, refused in production) a local fake over http too.
 */
export async function pinPushEndpoint(endpoint: string, policy: OutboundPolicy) {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && policy.allowPrivate)) throw new OutboundRefused('port');
  const port = Number(url.port || (secure ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { url, secure, pinned: await pinDestination('push', host, port, policy) };
}

/**
 * Sends one encrypted message (aes128gcm, RFC 8291) signed with the VAPID key (RFC 8292) to a browser's push
 * service, connecting to the address the outbound guard resolved. Throws `PushSubscriptionGone` on 404/410 and
 * an error for any other refusal.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidDetails,
  policy: OutboundPolicy,
): Promise<void> {
  const { url, secure, pinned } = await pinPushEndpoint(target.endpoint, policy);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
  );
  const lookup: LookupFunction = (_host, options, callback) => {
    const family = pinned.address.includes(':') ? 6 : 4;
    if ((options as { all?: boolean }).all) callback(null, [{ address: pinned.address, family }]);
    else callback(null, pinned.address, family);
  };
  const status = await new Promise<number>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method: details.method, headers: details.headers, lookup, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
  if (status === 404 || status === 410) throw new PushSubscriptionGone(status);
  if (status < 200 || status > 299) throw new Error(`push service answered ${status}`);
}
