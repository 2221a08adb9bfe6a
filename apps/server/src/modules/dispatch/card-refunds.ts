import { inScope, type Tx } from '@curbside/db';
import { PARTY_ACTION_RULES, type RefundChoice } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import * as cards from './card-payments.repository.ts';
import { cardProviderOf, requiredKeys } from './card-payments.service.ts';
import * as payments from './payments.repository.ts';

/** A refund the card provider made, to be recorded in the cancel's transaction. */
export interface ProviderRefund {
  paymentId: string;
  refundId: string;
  provider: string;
  amountCents: number;
  /** What the refunds of that payment added up to before the provider was asked. */
  recordedBefore: number;
}

/**
 * What of a provider's refund the cancel still records: its webhook may have been applied first (between the
 * call to Stripe and the cancel's transaction), recording the same money; what was recorded for the payment
 * since the refund was asked is taken off, so the money is counted once.
 */
export async function refundLeftToRecord(tx: Tx, companyId: string, refund: ProviderRefund) {
  const since = (await cards.refundedOf(tx, companyId, refund.paymentId)) - refund.recordedBefore;
  return Math.max(0, refund.amountCents - since);
}

export const refundTooLarge = (amount: number, room: number) =>
  unprocessable(
    `A refund of ${amount} cents is more than the ${room} cents still refundable.`,
    'REFUND_TOO_LARGE',
  );

/**
 * A cancel's refund when the party's latest payment was taken through the card provider (ADR 0084): asked of
 * the provider before the cancel's transaction (network I/O), never more than that payment captured less what
 * was refunded of it (422), with an idempotency key of the party and the version the cancel names, so a
 * retried cancel refunds once. Null when the latest payment was not the provider's: the refund is recorded as
 * before. Should the cancel then fail (a newer version), the provider's `charge.refunded` webhook records it;
 * a webhook applied before the cancel's transaction is counted once (`refundLeftToRecord`).
 */
export async function refundThroughProvider(
  deps: Deps,
  user: CompanyUserPrincipal,
  request: { partyId: string; version: number; refund: RefundChoice; refundCents?: number | undefined },
): Promise<ProviderRefund | null> {
  if (request.refund === 'none') return null;
  const provider = cardProviderOf(deps);
  const plan = await inScope(deps.db, scopeOf(user), async (tx) => {
    // Nothing goes back through the provider for a cancel that will be refused (the version or the status).
    const party = await payments.lockPartyForPayment(tx, user.companyId, request.partyId);
    if (!party) throw notFound('party');
    if (party.version !== request.version || !PARTY_ACTION_RULES.Cancel.from.includes(party.status)) {
      throw conflict(
        'This party cannot be cancelled as it is now. Refresh it and try again.',
        'PARTY_CHANGED',
      );
    }
    const still = await payments.refundable(tx, user.companyId, request.partyId);
    const card = await cards.latestProviderPayment(tx, user.companyId, request.partyId, provider.name);
    if (!card?.intentId || card.id !== still.payment?.id) return null;
    const amount = request.refund === 'full' ? still.cents : (request.refundCents ?? 0);
    if (amount > still.cents) throw refundTooLarge(amount, still.cents);
    const recordedBefore = await cards.refundedOf(tx, user.companyId, card.id);
    const room = card.amountCents - recordedBefore;
    if (amount > room) throw refundTooLarge(amount, room);
    if (amount === 0) return null;
    const keys = await requiredKeys(tx, deps, user.companyId);
    return { card, intentId: card.intentId, amount, recordedBefore, keys };
  });
  if (!plan) return null;
  const refund = await provider.refund(plan.keys, {
    intentId: plan.intentId,
    amountCents: plan.amount,
    currency: user.companyCurrency,
    idempotencyKey: `${user.companyId}:refund:${request.partyId}:${request.version}`,
  });
  return {
    paymentId: plan.card.id,
    refundId: refund.id,
    provider: provider.name,
    amountCents: refund.amountCents,
    recordedBefore: plan.recordedBefore,
  };
}
