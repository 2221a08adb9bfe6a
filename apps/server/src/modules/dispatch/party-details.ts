import type { PartyDetails } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { guestLinkExpiresAt } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import type { CompanyUserPrincipal } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { withoutGuestKeys } from '../../lib/guest-keys.ts';
import { dispatches } from '../../party-access.ts';
import * as parties from './parties.repository.ts';
import { messagesOf } from './party-messages.repository.ts';
import { costsOf, withActions } from './party-view.ts';
import { takesCards } from './payment-options.ts';
import { paymentsOf } from './payments.repository.ts';

/**
 * Everything the party drawer shows, as the caller sees it: the card with its actions, costs and balance,
 * when the guest's link expires (never the link: ADR 54), the timeline, payments (board holders only) and guest messages. Shared by every module
 * that answers `partyDetails`. Does not check who may read the party: the caller does.
 */
export async function detailsOf(tx: Tx, user: CompanyUserPrincipal, partyId: string): Promise<PartyDetails> {
  const row = await parties.findDetails(tx, user.companyId, partyId);
  if (!row) throw notFound('party');
  const [summaryRows, history, payments, messages] = [
    await parties.findSummaries(tx, user.companyId, eq(parties.p.id, partyId)),
    await parties.timeline(tx, user.companyId, partyId),
    await paymentsOf(tx, user.companyId, partyId),
    await messagesOf(tx, user.companyId, partyId),
  ];
  const [summary] = await withActions(tx, user, summaryRows);
  if (!summary) throw notFound('party');
  return {
    ...summary,
    email: row.email,
    flightNumber: row.flightNumber,
    tripId: row.tripId,
    departureId: row.departureId,
    notifyGuest: row.notifyGuest,
    costs: costsOf(row, user.companyCurrency),
    guestLinkExpiresAt: guestLinkExpiresAt(row.endedAt)?.toISOString() ?? null,
    pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
    droppedOffAt: row.droppedOffAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    history: history.map((step) => ({
      ...step,
      fromStatus: step.fromStatus,
      createdAt: step.createdAt.toISOString(),
    })),
    // A driver collects the balance of their own ride (in `costs`), and needs no payment records (ADR 24).
    ...(dispatches(user) ? { payments, takesCards: await takesCards(tx, user.companyId) } : {}),
    messages: messages.map((message) => ({
      ...message,
      body: withoutGuestKeys(message.body),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
