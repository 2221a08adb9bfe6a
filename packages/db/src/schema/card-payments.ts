import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, tstz } from './columns.ts';
import { companyKeyedTable, companySettingsTable, companyTable, sameCompanyRef } from './company-row.ts';
import { parties, partyPayments } from './dispatch.ts';

/**
 * A company's Stripe details (ADR 0083): the publishable key in clear (the browser needs it), the secret key
 * and the webhook signing secret sealed with the secrets-at-rest key (ADR 53). One row per company once saved.
 */
export const stripeDetails = companySettingsTable('stripe_details', {
  publishableKey: text('publishable_key').notNull(),
  secretKeySealed: text('secret_key_sealed').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
});

export const CARD_INTENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * A card payment asked of the provider for a party (a Stripe PaymentIntent): made on the server with an
 * idempotency key, and turned into the party's payment row only when the provider's signed webhook says it
 * succeeded (ADR 0084). `payment_id` is that row.
 */
export const cardPaymentIntents = companyTable(
  'card_payment_intents',
  {
    partyId: uuid('party_id').notNull(),
    provider: text('provider').notNull(),
    intentId: text('intent_id').notNull(),
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CARD_INTENT_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: uuid('payment_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    uniqueIndex('card_payment_intents_intent_key').on(t.companyId, t.provider, t.intentId),
    uniqueIndex('card_payment_intents_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('card_payment_intents_party_idx').on(t.companyId, t.partyId),
    sameCompanyRef(t, t.partyId, parties),
    sameCompanyRef(t, t.paymentId, partyPayments),
    check('card_payment_intents_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The provider's webhook events a company has applied, by the provider's event id: an event delivered again
 * (or late, after a newer one) finds its id here and changes nothing (ADR 0084).
 */
export const cardProviderEvents = companyKeyedTable(
  'card_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [t.provider, t.eventId],
);
