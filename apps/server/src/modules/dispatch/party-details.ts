import type { PartyDetails } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { guestLinkExpiresAt, messageLanguageOf, STATUSES_WITH_UNDO } from '@curbside/domain';
import type { CompanyUserPrincipal } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { withoutGuestKeys } from '../../lib/guest-keys.ts';
import { dispatches } from '../../party-access.ts';
import { takesCards } from './card-payments.repository.ts';
import * as parties from './parties.repository.ts';
import { messagesOf } from './party-messages.repository.ts';
import { costsOf, toSummary } from './party-view.ts';
import { paymentsOf } from './payments.repository.ts';

/**
 * What undo reads of a party (`historySteps`), from its timeline (oldest first, in the same order reversed):
 * its transitions newest first, for a status an undo may start from; none for the others, whose actions do not
 * depend on them (as `withActions`).
 */
const undoStepsOf = (status: number, timeline: Awaited<ReturnType<typeof parties.timeline>>) =>
  STATUSES_WITH_UNDO.has(status) ? timeline.flatMap(parties.undoStepOf).reverse() : [];

/** The card of a party's detail row: the columns of a summary (`summaryColumns`), no more. */
function summaryOf(row: parties.PartyDetailRow): parties.PartyRow {
  const summary: Record<string, unknown> = {};
  for (const key of Object.keys(parties.summaryColumns)) summary[key] = row[key as keyof typeof row];
  return summary as parties.PartyRow;
}

/**
 * Everything the party drawer shows, as the caller sees it: the card with its actions, costs and balance,
 * when the guest's link expires (never the link: ADR 54), the timeline, payments (board holders only) and guest messages. Shared by every module
 * that answers `partyDetails`. 404 when there is no such party, or `sees` hides it from the caller; who else
 * may read the party is the caller's to check. The party's row is read once, its card and its undo steps taken
 * from it and from its timeline rather than read again (ADR 161).
 */
export async function detailsOf(
  tx: Tx,
  user: CompanyUserPrincipal,
  partyId: string,
  sees: (party: parties.PartyDetailRow) => boolean = () => true,
): Promise<PartyDetails> {
  // Read together, in one round trip on PostgreSQL (ADR 170): the rest is read even for a party the caller does
  // not see, and then not answered.
  const [row, history, payments, messages, cards] = await Promise.all([
    parties.findDetails(tx, user.companyId, partyId),
    parties.timeline(tx, user.companyId, partyId),
    paymentsOf(tx, user.companyId, partyId),
    messagesOf(tx, user.companyId, partyId),
    dispatches(user) ? takesCards(tx, user.companyId) : false,
  ]);
  if (!row || !sees(row)) throw notFound('party');
  const summary = toSummary(user, summaryOf(row), undoStepsOf(row.status, history));
  return {
    ...summary,
    email: row.email,
    flightNumber: row.flightNumber,
    tripId: row.tripId,
    departureId: row.departureId,
    notifyGuest: row.notifyGuest,
    guestLanguage: messageLanguageOf(row.guestLanguage),
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
    ...(dispatches(user) ? { payments, takesCards: cards } : {}),
    messages: messages.map((message) => ({
      ...message,
      body: withoutGuestKeys(message.body),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
