import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, queuedDelivery, tstz } from './columns.ts';
import { companyTable, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/**
 * A browser's Web Push subscription (ADR 111): where its push service takes messages for it and the keys that
 * encrypt them, for the user and the session that made it. Signing out deletes the session's rows.
 */
export const pushSubscriptions = companyTable(
  'push_subscriptions',
  {
    userId: uuid('user_id').notNull(),
    /** The session that subscribed; its sign-out ends the subscription. */
    sessionId: text('session_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), as its PushSubscription gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyRef(t, t.userId, users).onDelete('cascade'),
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.companyId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.companyId, t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Push messages waiting to go (the outbox of Web Push): written in the business transaction, claimed by the push
 * worker with FOR UPDATE SKIP LOCKED, retried with growing delays; deleted with their subscription.
 */
export const pushOutbox = companyTable(
  'push_outbox',
  {
    subscriptionId: uuid('subscription_id').notNull(),
    /** What the notification says (a kind, a title, a link): never a guest's name or phone. */
    payload: text('payload').notNull(),
    ...queuedDelivery(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    sameCompanyRef(t, t.subscriptionId, pushSubscriptions).onDelete('cascade'),
    index('push_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The platform's VAPID key pair, made once on first need and kept (ADR 111): every process signs with the same
 * key, so a browser's subscription (bound to the public key) outlives restarts. The private key is sealed with
 * the platform key. One row.
 */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: createdAt(),
});
