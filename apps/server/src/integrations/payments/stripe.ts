import Stripe from 'stripe';
import {
  type CardEvent,
  type CardIntent,
  type CardProvider,
  type IntentStatus,
  providerRefused,
  providerUnavailable,
} from './card-provider.ts';
import { fromMinorUnits, toMinorUnits } from './minor-units.ts';

/** Stripe's PaymentIntent statuses on our scale: everything before a capture is still pending. */
export function intentStatus(status: string, lastError: unknown): IntentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled' || (status === 'requires_payment_method' && lastError)) return 'failed';
  return 'pending';
}

const intentOf = (intent: Stripe.PaymentIntent): CardIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intentStatus(intent.status, intent.last_payment_error),
  amountCents: fromMinorUnits(intent.amount, intent.currency),
  amountReceivedCents: fromMinorUnits(intent.amount_received, intent.currency),
  currency: intent.currency,
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The event's parts the server applies; anything else is `other` and only remembered. */
export function eventOf(event: Stripe.Event): CardEvent {
  const base = { id: event.id, type: event.type, intentId: null, amountCents: 0, cardLast4: null };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        ...base,
        kind: 'succeeded',
        intentId: event.data.object.id,
        amountCents: fromMinorUnits(event.data.object.amount_received, event.data.object.currency),
      };
    case 'payment_intent.payment_failed':
      return { ...base, kind: 'failed', intentId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'refunded',
        intentId: idOf(charge.payment_intent),
        amountCents: fromMinorUnits(charge.amount_refunded, charge.currency),
        cardLast4: charge.payment_method_details?.card?.last4 ?? null,
      };
    }
    default:
      return { ...base, kind: 'other' };
  }
}

/**
 * Stripe's failures in our terms, keeping none of its words (they may quote a key's last characters): a
 * connection failure is "unavailable" (the same idempotency key may be sent again), anything Stripe answered
 * is "refused".
 */
function translated(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError) throw providerUnavailable();
  if (error instanceof Stripe.errors.StripeAPIError && (error.statusCode ?? 500) >= 500) {
    throw providerUnavailable();
  }
  if (error instanceof Stripe.errors.StripeError) throw providerRefused();
  throw error;
}

/**
 * Stripe through its official library. `apiUrl` is Stripe's own API in production; tests point it at a local
 * fake (`testing/stripe-fake.ts`) through the library's host, port and protocol options. One client per
 * company's secret key, made per call: the key is opened from its sealed form just before it is used.
 */
export function createStripeCardProvider(apiUrl: string): CardProvider {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const clientOf = (secretKey: string) =>
    new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  return {
    name: 'stripe',
    async createIntent(keys, intent) {
      try {
        const created = await clientOf(keys.secretKey).paymentIntents.create(
          {
            amount: toMinorUnits(intent.amountCents, intent.currency),
            currency: intent.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: intent.metadata,
          },
          { idempotencyKey: intent.idempotencyKey },
        );
        return intentOf(created);
      } catch (error) {
        return translated(error);
      }
    },
    async retrieveIntent(keys, intentId) {
      try {
        return intentOf(await clientOf(keys.secretKey).paymentIntents.retrieve(intentId));
      } catch (error) {
        return translated(error);
      }
    },
    async refund(keys, refund) {
      try {
        const made = await clientOf(keys.secretKey).refunds.create(
          { payment_intent: refund.intentId, amount: toMinorUnits(refund.amountCents, refund.currency) },
          { idempotencyKey: refund.idempotencyKey },
        );
        return { id: made.id, amountCents: fromMinorUnits(made.amount, made.currency) };
      } catch (error) {
        return translated(error);
      }
    },
    verifyEvent: verifyStripeEvent,
  };
}

/** Stripe's own signature check (HMAC-SHA256 over the timestamp and the raw body, five minutes' tolerance). */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string) {
  if (!signature) return null;
  try {
    return eventOf(Stripe.webhooks.constructEvent(rawBody, signature, secret));
  } catch {
    return null;
  }
}
