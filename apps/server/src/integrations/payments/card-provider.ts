import { AppError } from '../../errors.ts';

/** Where a PaymentIntent stands, on our scale: waiting for the guest's card, paid, or refused. */
export type IntentStatus = 'pending' | 'succeeded' | 'failed';

/** A PaymentIntent as the server keeps it: never a card number, only the provider's ids and amounts. */
export interface CardIntent {
  id: string;
  /** Handed to the paying browser only, for the provider's own card element. */
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
}

export interface CardRefund {
  id: string;
  amountCents: number;
}

/** The company's keys the provider is called with (opened from their sealed form just before the call). */
export interface ProviderKeys {
  secretKey: string;
}

/** A verified webhook event, reduced to what the server applies. */
export interface CardEvent {
  id: string;
  type: string;
  kind: 'succeeded' | 'failed' | 'refunded' | 'other';
  intentId: string | null;
  /** `payment_intent.succeeded`: what was captured; `charge.refunded`: what the charge has refunded in all. */
  amountCents: number;
  cardLast4: string | null;
}

/**
 * The card provider behind one interface (ADR 0084). Every call may do network I/O: services call it outside
 * any transaction. Amounts are in the currency's minor units; every call that creates something carries our
 * idempotency key, so a retried request never charges or refunds twice.
 */
export interface CardProvider {
  readonly name: 'stripe';
  createIntent(
    keys: ProviderKeys,
    intent: {
      amountCents: number;
      currency: string;
      idempotencyKey: string;
      metadata: Record<string, string>;
    },
  ): Promise<CardIntent>;
  retrieveIntent(keys: ProviderKeys, intentId: string): Promise<CardIntent>;
  refund(
    keys: ProviderKeys,
    refund: { intentId: string; amountCents: number; currency: string; idempotencyKey: string },
  ): Promise<CardRefund>;
  /** The event when the signature over the raw body is the company's webhook secret's; else null. */
  verifyEvent(rawBody: Buffer, signature: string | undefined, webhookSecret: string): CardEvent | null;
}

/** The provider said no (bad keys, a refused refund): nothing happened there. */
export const providerRefused = () =>
  new AppError(422, 'CARD_PROVIDER_REFUSED', 'The card provider refused the request.');

/** The provider could not be reached: whether it acted is unknown, so the same key may be sent again. */
export const providerUnavailable = () =>
  new AppError(503, 'CARD_PROVIDER_UNAVAILABLE', 'The card provider cannot be reached.');
