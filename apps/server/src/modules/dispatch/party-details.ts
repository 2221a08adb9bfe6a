import type { PartyDetails } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { GUEST_LINK_DAYS_AFTER_END } from '@curbside/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanyUserPrincipal } from '../../context.ts';
import { notFound } from '../../errors.ts';
import * as repo from './parties.repository.ts';
import { guestLinkOf, messagesOf } from './party-messages.ts';
import { withActions } from './party-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the guest still owes: total − paid + refunded, never below zero. */
export const balanceOf = (party: { totalCents: number; paidCents: number; refundedCents: number }) =>
  Math.max(0, party.totalCents - party.paidCents + party.refundedCents);

/** The payments and refunds of one party, oldest first, with who took them. */
export function paymentsOf(tx: Tx, companyId: string, partyId: string) {
  const pay = schema.partyPayments;
  const u = schema.users;
  return tx
    .select({
      id: pay.id,
      kind: pay.kind,
      method: pay.method,
      amountCents: pay.amountCents,
      accountReference: pay.accountReference,
      accountHolder: pay.accountHolder,
      cardLast4: pay.cardLast4,
      provider: pay.provider,
      providerReference: pay.providerReference,
      createdAt: pay.createdAt,
      createdByName: u.name,
    })
    .from(pay)
    .leftJoin(u, and(eq(u.companyId, pay.companyId), eq(u.id, pay.createdBy)))
    .where(and(eq(pay.companyId, companyId), eq(pay.partyId, partyId)))
    .orderBy(asc(pay.createdAt), asc(pay.id));
}

/**
 * Everything the party drawer shows, as the caller sees it: the card with its actions, costs and balance,
 * the guest link and when it expires, the timeline, payments and guest messages. Shared by every module
 * that answers `partyDetails`. Does not check who may read the party: the caller does.
 */
export async function detailsOf(
  tx: Tx,
  user: CompanyUserPrincipal,
  partyId: string,
  siteUrl: string,
): Promise<PartyDetails> {
  const row = await repo.findDetails(tx, user.companyId, partyId);
  if (!row) throw notFound('The party');
  const [summaryRows, history, payments, messages] = [
    await repo.findSummaries(tx, user.companyId, eq(repo.p.id, partyId)),
    await repo.timeline(tx, user.companyId, partyId),
    await paymentsOf(tx, user.companyId, partyId),
    await messagesOf(tx, user.companyId, partyId),
  ];
  const [summary] = await withActions(tx, user, summaryRows);
  if (!summary) throw notFound('The party');
  return {
    ...summary,
    email: row.email,
    tripId: row.tripId,
    departureId: row.departureId,
    notifyGuest: row.notifyGuest,
    costs: {
      tripCents: row.tripCents,
      luggageCents: row.luggageCents,
      discountCents: row.discountCents,
      serviceCents: row.serviceCents,
      taxCents: row.taxCents,
      gratuityCents: row.gratuityCents,
      additionalGratuityCents: row.additionalGratuityCents,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      refundedCents: row.refundedCents,
      balanceCents: balanceOf(row),
      couponCode: row.couponCode,
      gratuityPercent: row.gratuityPercent,
      currency: user.companyCurrency,
    },
    guestLink: guestLinkOf(siteUrl, row.guestKey),
    guestLinkExpiresAt: row.endedAt
      ? new Date(row.endedAt.getTime() + GUEST_LINK_DAYS_AFTER_END * DAY_MS).toISOString()
      : null,
    guestLatitude: row.guestLatitude,
    guestLongitude: row.guestLongitude,
    pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
    droppedOffAt: row.droppedOffAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    history: history.map((step) => ({
      ...step,
      fromStatus: step.fromStatus,
      createdAt: step.createdAt.toISOString(),
    })),
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}
