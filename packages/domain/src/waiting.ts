import { PARTY_STATUS, type PartyStatus } from './party.ts';

/**
 * When a waiting party needs an eye on it (ADR 32). With a quote: late once the wait passes the quote, at risk
 * from 80 % of it. Without one the guest was promised nothing, yet a long wait is still a problem: late from
 * 30 minutes, at risk from 15.
 */
export const WAIT_RULES = {
  atRiskShareOfQuote: 0.8,
  lateWithoutQuoteMinutes: 30,
  atRiskWithoutQuoteMinutes: 15,
} as const;

/** The statuses of a party whose guests still wait to be picked up. */
export const WAITING_PARTY_STATUSES: readonly PartyStatus[] = [
  PARTY_STATUS.Pending,
  PARTY_STATUS.Dispatched,
  PARTY_STATUS.MapRequest,
];

export type WaitLevel = 'late' | 'atRisk' | 'onTime';

/** How a wait of `waitingMinutes` stands against its quote (null: none was given). */
export function waitLevel(waitingMinutes: number, quotedMinutes: number | null): WaitLevel {
  if (quotedMinutes === null) {
    if (waitingMinutes >= WAIT_RULES.lateWithoutQuoteMinutes) return 'late';
    return waitingMinutes >= WAIT_RULES.atRiskWithoutQuoteMinutes ? 'atRisk' : 'onTime';
  }
  if (waitingMinutes > quotedMinutes) return 'late';
  return waitingMinutes >= quotedMinutes * WAIT_RULES.atRiskShareOfQuote ? 'atRisk' : 'onTime';
}
