import { randomUUID } from 'node:crypto';
import { type CardIntent, type CardProvider, providerRefused } from './card-provider.ts';
import { verifyStripeEvent } from './stripe.ts';

const newId = (prefix: string) => `${prefix}_rec${randomUUID().replaceAll('-', '')}`;

/**
 * The default card provider of a server built without Stripe (development, demos, the benchmark): it keeps the
 * intents and refunds it is asked for in memory and reaches no network; each idempotency key answers its first
 * result. Webhooks are checked with Stripe's signature scheme all the same, so the webhook path is the same.
 */
export function createRecordingCardProvider(): CardProvider & { intents: Map<string, CardIntent> } {
  const intents = new Map<string, CardIntent>();
  const byKey = new Map<string, unknown>();
  const refunded = new Map<string, number>();
  const once = <T>(key: string, make: () => T): T => {
    if (!byKey.has(key)) byKey.set(key, make());
    return byKey.get(key) as T;
  };
  return {
    name: 'stripe',
    intents,
    async createIntent(_keys, intent) {
      return once(`intent:${intent.idempotencyKey}`, () => {
        const id = newId('pi');
        const made: CardIntent = {
          id,
          clientSecret: `${id}_secret_${randomUUID().slice(0, 8)}`,
          status: 'pending',
          amountCents: intent.amountCents,
          amountReceivedCents: 0,
          currency: intent.currency.toLowerCase(),
        };
        intents.set(id, made);
        return made;
      });
    },
    async retrieveIntent(_keys, intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw providerRefused();
      return intent;
    },
    async refund(_keys, refund) {
      return once(`refund:${refund.idempotencyKey}`, () => {
        const intent = intents.get(refund.intentId);
        const already = refunded.get(refund.intentId) ?? 0;
        if (!intent || already + refund.amountCents > intent.amountReceivedCents) throw providerRefused();
        refunded.set(refund.intentId, already + refund.amountCents);
        return { id: newId('re'), amountCents: refund.amountCents };
      });
    },
    verifyEvent: verifyStripeEvent,
  };
}
