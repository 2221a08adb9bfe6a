import type { PartyDetails } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import {
  availablePartyActions,
  type HistoryStep,
  PARTY_STATUS,
  type PartyAction,
  type PartyActor,
  type PartyStatus,
  STATUSES_WITH_UNDO,
} from '@curbside/domain';
import type { CompanyUserPrincipal } from '../../context.ts';
import { dispatches } from '../../party-access.ts';
import type { KeptCard } from './lanes.repository.ts';
import { historySteps } from './parties.repository.ts';

/** Who is acting on this party, for the domain's permission rules. */
export function actorOf(user: CompanyUserPrincipal, party: { driverId: string | null }): PartyActor {
  return {
    dispatches: dispatches(user),
    rules: user.rules,
    isAssignedDriver: party.driverId === user.userId,
  };
}

/** A row as the contract answers it: its dates as ISO text. */
export type Dated<R> = { [K in keyof R]: R[K] extends Date ? string : R[K] };

/** The fields of a row that its actions are read from. */
interface ActionRow {
  status: number;
  driverId: string | null;
}

/** What the caller may do with a card now, read from its status, its driver and its history. */
const actionsOf = (user: CompanyUserPrincipal, row: ActionRow, historyNewestFirst: readonly HistoryStep[]) =>
  availablePartyActions(row.status as PartyStatus, actorOf(user, row), historyNewestFirst);

/** A card as the contract answers it: dates as ISO text and the caller's actions. */
export function toSummary<R extends ActionRow>(
  user: CompanyUserPrincipal,
  row: R,
  historyNewestFirst: readonly HistoryStep[],
): Dated<R> & { actions: PartyAction[] } {
  // One plain copy per card, dates written in place: the board answers hundreds of cards per call.
  const dated: Record<string, unknown> = {};
  for (const key in row) {
    const value: unknown = row[key];
    dated[key] = value instanceof Date ? value.toISOString() : value;
  }
  dated.actions = actionsOf(user, row, historyNewestFirst);
  return dated as Dated<R> & { actions: PartyAction[] };
}

/**
 * Cards the database wrote as JSON (the board's, ADR 178), each followed by the caller's actions: the same answer
 * as `toSummary`'s, without parsing hundreds of cards to write them again. Each card is its kept bytes and the
 * bytes of its actions (ADR 186); cards alike in what their actions are read from share them.
 */
export function writtenWithActions(user: CompanyUserPrincipal, cards: readonly KeptCard[]): Buffer[][] {
  const written = new Map<string, Buffer>();
  return cards.map((card) => {
    const key = `${card.status}|${card.driverId === user.userId}|${card.lastStep ?? ''}`;
    let actions = written.get(key);
    if (actions === undefined) {
      const history = card.lastStep === null ? [] : [JSON.parse(card.lastStep) as HistoryStep];
      actions = Buffer.from(`,"actions":${JSON.stringify(actionsOf(user, card, history))}}`);
      written.set(key, actions);
    }
    return [card.opening, actions];
  });
}

/**
 * Cards with their actions: one history query for the cards whose status an undo may start from (the others'
 * actions do not depend on it), none when there are none or when the caller `known` their steps already.
 */
export async function withActions<R extends ActionRow & { id: string }>(
  tx: Tx,
  user: CompanyUserPrincipal,
  rows: readonly R[],
  known?: Awaited<ReturnType<typeof historySteps>>,
): Promise<(Dated<R> & { actions: PartyAction[] })[]> {
  const history =
    known ??
    (await historySteps(
      tx,
      user.companyId,
      rows.filter((row) => STATUSES_WITH_UNDO.has(row.status)).map((row) => row.id),
    ));
  return rows.map((row) => toSummary(user, row, history.get(row.id) ?? []));
}

/** The cost columns of a party row. */
export interface PartyCostColumns {
  tripCents: number;
  luggageCents: number;
  discountCents: number;
  serviceCents: number;
  taxCents: number;
  gratuityCents: number;
  additionalGratuityCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  couponCode: string | null;
  gratuityPercent: number;
  status: number;
}

/**
 * What the guest still owes: total − paid + refunded, never below zero; nothing once the party is cancelled
 * or deleted (a refund given back is not a debt).
 */
export const balanceOf = (
  row: Pick<PartyCostColumns, 'totalCents' | 'paidCents' | 'refundedCents' | 'status'>,
): number =>
  row.status === PARTY_STATUS.Cancelled || row.status === PARTY_STATUS.Deleted
    ? 0
    : Math.max(0, row.totalCents - row.paidCents + row.refundedCents);

/** A party's cost lines as the contract answers them (`partyCosts`), in the company's currency. */
export function costsOf(row: PartyCostColumns, currency: string): PartyDetails['costs'] {
  return {
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
    currency,
  };
}
