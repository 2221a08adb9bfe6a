import type { cardPaymentStart } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import type { z } from 'zod';
import type { Deps, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import type { CardEvent, CardProvider } from '../../integrations/payments/card-provider.ts';
import { createRecordingCardProvider } from '../../integrations/payments/recording.ts';
import { publish } from '../../plugins/realtime.ts';
import * as cards from './card-payments.repository.ts';
import { auditParty } from './parties.repository.ts';
import { statusLabel } from './party-actions.ts';
import { balanceOf } from './party-view.ts';
import { refuseUnacceptedMethod } from './payment-options.ts';
import * as payments from './payments.repository.ts';
import { refuseOverpayment } from './payments.service.ts';
import { type StripeKeys, stripeKeys } from './stripe-details.ts';

type CardPaymentStart = z.infer<typeof cardPaymentStart>;

const recording = createRecordingCardProvider();
/** The server's card provider: Stripe (prepareDeps), or the recording one of a server built without it. */
export const cardProviderOf = (deps: Deps): CardProvider => deps.cardProvider ?? recording;

/** Who asks for a card payment: a member of staff (the amount they name) or the guest (what is owed). */
export interface StartRequest {
  companyId: string;
  currency: string;
  partyId: string;
  /** Undefined: the party's whole balance (the guest's link). */
  amountCents?: number | undefined;
  idempotencyKey: string;
  userId: string | null;
}

/** The company's Stripe keys, or 422 when card payments through Stripe are not set up. */
export async function requiredKeys(tx: Tx, deps: Deps, companyId: string): Promise<StripeKeys> {
  const keys = await stripeKeys(tx, deps.config.appSecret, companyId);
  if (!keys) {
    throw unprocessable('Card payments through Stripe are not set up.', 'CARD_PROVIDER_NOT_CONFIGURED');
  }
  return keys;
}

/**
 * The first step of a card payment (ADR 0084), for Reservation/StartCardPayment and StartGuestCardPayment: checks
 * the company takes cards and has its Stripe keys, and the party owes this much; asks Stripe for a
 * PaymentIntent outside any transaction, with an idempotency key of the company's and the caller's key (a retry
 * answers the same intent); keeps the intent. Nothing is paid yet: the signed webhook pays the party.
 */
export async function startCardPayment(deps: Deps, request: StartRequest): Promise<CardPaymentStart> {
  const { companyId, partyId, idempotencyKey } = request;
  const scope = { kind: 'company', companyId } as const;
  const { keys, amountCents } = await inScope(deps.db, scope, async (tx) => {
    await refuseUnacceptedMethod(tx, companyId, 'card');
    const keys = await requiredKeys(tx, deps, companyId);
    const stored = await cards.intentByKey(tx, companyId, idempotencyKey);
    const party = await payments.partyCosts(tx, companyId, partyId);
    if (!party) throw notFound('party');
    if (stored) {
      if (stored.partyId !== partyId || (request.amountCents ?? stored.amountCents) !== stored.amountCents) {
        throw unprocessable(
          'This idempotency key was already used for another payment.',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { keys, amountCents: stored.amountCents };
    }
    if (party.status === PARTY_STATUS.Cancelled || party.status === PARTY_STATUS.Deleted) {
      throw conflict(
        `A party that is ${statusLabel(party.status)} takes no payment.`,
        'PARTY_CLOSED_FOR_PAYMENT',
      );
    }
    const balance = balanceOf(party);
    const amount = request.amountCents ?? balance;
    if (amount <= 0) throw unprocessable('Nothing is owed on this ride.', 'NOTHING_OWED');
    refuseOverpayment(amount, balance, request.currency);
    return { keys, amountCents: amount };
  });

  const intent = await cardProviderOf(deps).createIntent(keys, {
    amountCents,
    currency: request.currency,
    idempotencyKey: `${companyId}:intent:${idempotencyKey}`,
    metadata: { companyId, partyId },
  });
  const row = await inScope(deps.db, scope, (tx) =>
    cards.insertIntent(tx, {
      companyId,
      partyId,
      provider: cardProviderOf(deps).name,
      intentId: intent.id,
      amountCents,
      currency: request.currency,
      status: intent.status,
      idempotencyKey,
      createdBy: request.userId,
    }),
  );
  return {
    intentId: row.intentId,
    clientSecret: intent.clientSecret,
    publishableKey: keys.publishableKey,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
  };
}

/** What applying one webhook event did, for the log (no amounts, names or keys). */
export type Applied =
  | 'duplicate'
  | 'unknown-intent'
  | 'paid'
  | 'failed'
  | 'refunded'
  | 'unchanged'
  | 'ignored';

/** The party's payment row for an intent the provider says succeeded (its capture, not what was asked). */
async function pay(tx: Tx, ctx: RequestContext, intent: cards.IntentRow, event: CardEvent): Promise<Applied> {
  if (intent.status === 'succeeded') return 'unchanged';
  const party = await payments.lockPartyForPayment(tx, intent.companyId, intent.partyId);
  if (!party) return 'unknown-intent';
  // The money was taken by the provider: recorded even past the balance or on a closed party (the desk refunds).
  const amountCents = event.amountCents > 0 ? event.amountCents : intent.amountCents;
  const paymentId = await payments.insertPayment(tx, {
    companyId: intent.companyId,
    partyId: intent.partyId,
    kind: 'payment',
    method: 'card',
    amountCents,
    cardLast4: event.cardLast4,
    provider: intent.provider,
    providerReference: intent.intentId,
    idempotencyKey: `${intent.provider}:${intent.intentId}`,
    createdBy: intent.createdBy,
  });
  await payments.addPaid(tx, intent.companyId, intent.partyId, amountCents);
  await cards.setIntentStatus(tx, intent.companyId, intent.id, 'succeeded', paymentId);
  await auditParty(tx, ctx, intent.companyId, 'party.card_paid', intent.partyId, {
    before: { paidCents: party.paidCents },
    after: { paymentId, amountCents, intentId: intent.intentId },
  });
  return 'paid';
}

/**
 * A `charge.refunded` event: the charge's refunded total is what the provider gave back in all, so what our
 * rows do not hold yet (a refund made in Stripe's dashboard, or one whose cancel did not commit) is recorded
 * once; an older event, delivered late, holds a smaller total and records nothing.
 */
async function refundFromEvent(tx: Tx, ctx: RequestContext, intent: cards.IntentRow, event: CardEvent) {
  if (!intent.paymentId) return 'unchanged';
  await payments.lockPartyForPayment(tx, intent.companyId, intent.partyId);
  const recorded = await cards.refundedOf(tx, intent.companyId, intent.paymentId);
  const missing = event.amountCents - recorded;
  if (missing <= 0) return 'unchanged';
  await payments.recordRefund(tx, {
    companyId: intent.companyId,
    partyId: intent.partyId,
    amountCents: missing,
    method: 'card',
    refundOf: intent.paymentId,
    userId: null,
    provider: intent.provider,
    providerReference: event.id,
  });
  await auditParty(tx, ctx, intent.companyId, 'party.card_refunded', intent.partyId, {
    after: { amountCents: missing, intentId: intent.intentId },
  });
  return 'refunded';
}

/**
 * Applies one verified webhook event of a company, exactly once: the event's id is remembered in the same
 * transaction, so a second delivery changes nothing; the intent is locked, so two events about it apply one
 * after the other; and each step looks at the intent's state, so an event arriving late (a failure after the
 * success) changes nothing either. Only the company's own intents are found (its scope, row-level security).
 */
export async function applyEvent(
  deps: Deps,
  ctx: RequestContext,
  companyId: string,
  event: CardEvent,
): Promise<Applied> {
  const provider = cardProviderOf(deps).name;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const fresh = await cards.rememberEvent(tx, { companyId, provider, eventId: event.id, type: event.type });
    if (!fresh) return 'duplicate';
    if (event.kind === 'other' || !event.intentId) return 'ignored';
    const intent = await cards.lockIntent(tx, companyId, provider, event.intentId);
    if (!intent) return 'unknown-intent';
    let applied: Applied;
    if (event.kind === 'succeeded') applied = await pay(tx, ctx, intent, event);
    else if (event.kind === 'refunded') applied = await refundFromEvent(tx, ctx, intent, event);
    else if (intent.status === 'pending') {
      await cards.setIntentStatus(tx, companyId, intent.id, 'failed');
      applied = 'failed';
    } else applied = 'unchanged';
    if (applied !== 'unchanged')
      await publish(tx, { companyId, type: 'party.card-payment', tags: ['parties'] });
    return applied;
  });
}
