import { z } from 'zod';
import { keptSecret } from './app-settings.ts';
import { companyOnlyOptional, id, optionalCompany, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { cents } from './locations.ts';
import { BOARD } from './party.ts';
import { idempotencyKey } from './payment-fields.ts';
import { guestKey } from './reservation.ts';

/**
 * The company's Stripe details as they are shown (ADR 0083): the publishable key (public by design: every
 * paying browser receives it), and of the secret key and the webhook signing secret only whether one is kept.
 * `webhookPath` is where the company points its Stripe webhook.
 */
export const stripeDetailsEntry = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
  secretKey: keptSecret,
  webhookSecret: keptSecret,
  webhookPath: z.string(),
});

const publishableKey = z
  .string()
  .trim()
  .regex(/^pk_(test|live)_[A-Za-z0-9]{10,240}$/, 'stripePublishableKey');
/** A secret left out (or empty) keeps the stored one; a new one must have Stripe's form. */
const secretKey = z
  .string()
  .trim()
  .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,240}$/, 'stripeSecretKey')
  .optional();
const webhookSecret = z
  .string()
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/=]{10,240}$/, 'stripeWebhookSecret')
  .optional();

/** Test keys go with test keys, live with live: a mixed pair could never take a payment. */
const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

export const stripeDetailsUpdate = z
  .object({ ...optionalCompany, publishableKey, secretKey, webhookSecret })
  .refine((v) => !v.secretKey || modeOf(v.secretKey) === modeOf(v.publishableKey), {
    message: 'stripeModeMismatch',
    path: ['secretKey'],
  });
export type StripeDetailsUpdate = z.infer<typeof stripeDetailsUpdate>;

export const stripeDetailsArea = {
  getStripeDetails: endpoint({
    method: 'POST',
    path: 'ConfigReservation/GetStripeDetails',
    reads: ['paymentOptions'],
    summary:
      "The company's Stripe details: the publishable key, of the secret key and webhook secret only whether one is kept, and the webhook's address.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: companyOnlyOptional,
    response: stripeDetailsEntry,
  }),
  updateStripeDetails: endpoint({
    method: 'POST',
    path: 'ConfigReservation/UpdateStripeDetails',
    writes: ['paymentOptions'],
    summary:
      "Sets the company's Stripe keys (checked by their form; test and live not mixed). The secrets are kept encrypted and never answered; one left out keeps the stored one, the first save needs both.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: stripeDetailsUpdate,
    response: stripeDetailsEntry,
  }),
};

/** What a browser needs to collect the card with Stripe's own element; never a card detail. */
export const cardPaymentStart = z.object({
  intentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  amountCents: wholeCents,
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
});

const startFields = { amountCents: cents.min(1, 'moreThanZero'), idempotencyKey };

export const cardPaymentArea = {
  startCardPayment: endpoint({
    method: 'POST',
    path: 'Reservation/StartCardPayment',
    writes: ['parties'],
    summary:
      "Asks the company's card provider for a payment of a party (a PaymentIntent, made with the idempotency key); the party is paid when the provider's signed webhook says so.",
    permission: BOARD,
    query: noQuery,
    body: z.object({ ...optionalCompany, partyId: id, ...startFields }).strict(),
    response: cardPaymentStart,
  }),
  startGuestCardPayment: endpoint({
    method: 'POST',
    path: 'Reservation/StartGuestCardPayment',
    writes: ['parties'],
    summary:
      "The guest pays what their party still owes by card, through their private link: a PaymentIntent for the balance; paid when the provider's webhook says so.",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: guestKey, idempotencyKey }).strict(),
    response: cardPaymentStart,
  }),
};
