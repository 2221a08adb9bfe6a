import { z } from 'zod';
import { endpoint, noBody, noQuery } from './endpoint.ts';

/** A key of a browser's PushSubscription, base64url as `getKey()` gives it once encoded. */
const subscriptionKey = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');

/** Where the browser's push service takes messages for it: https (the server refuses http in production). */
const pushEndpoint = z.url({ protocol: /^https?$/ }).max(1000);

/** The notifications of a signed-in person's browser (ADR 111): the key to subscribe with, subscribe, unsubscribe. */
export const pushEntries = {
  getPushKey: endpoint({
    method: 'GET',
    path: 'Notification/GetPushKey',
    reads: [],
    summary: "The platform's public VAPID key a browser subscribes to Web Push with.",
    permission: 'company',
    query: noQuery,
    body: noBody,
    response: z.object({ publicKey: z.string() }),
  }),
  subscribePush: endpoint({
    method: 'POST',
    path: 'Notification/SubscribePush',
    summary:
      "Keeps this browser's push subscription for the signed-in person and session: a new assignment or a guest's reply is pushed to it until sign-out.",
    permission: 'company',
    writes: [],
    query: noQuery,
    body: z
      .object({
        endpoint: pushEndpoint,
        keys: z.object({ p256dh: subscriptionKey, auth: subscriptionKey }).strict(),
      })
      .strict(),
    response: z.object({ subscribed: z.literal(true) }),
  }),
  unsubscribePush: endpoint({
    method: 'POST',
    path: 'Notification/UnsubscribePush',
    summary:
      "Forgets this browser's push subscription of the signed-in person (the device's switch turned off).",
    permission: 'company',
    writes: [],
    query: noQuery,
    body: z.object({ endpoint: pushEndpoint }).strict(),
    response: z.object({ unsubscribed: z.boolean() }),
  }),
};

/** What a push message carries (ADR 111): what happened and the screen to open; never a guest's name or phone. */
export const pushPayload = z.object({
  kind: z.enum(['assignment', 'guestReply']),
  title: z.string(),
  body: z.string(),
  /** The path the notification opens (the site's own). */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
