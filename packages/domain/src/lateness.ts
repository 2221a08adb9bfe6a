import { PARTY_STATUS } from './party.ts';
import { type WaitLevel, waitLevel } from './waiting.ts';

/** How a party on the board stands against time: on time, at risk of being late, or late (ADR 30). */
export type Lateness = WaitLevel;

/** A party not yet picked up is at risk this many minutes before its time, and late this many after. */
export const PICK_UP_MARGIN_MINUTES = 10;

/** Waiting for a pick-up: pending, a map request, a will-call, a reservation or dispatched. */
const AWAITING_PICK_UP: ReadonlySet<number> = new Set([
  PARTY_STATUS.Pending,
  PARTY_STATUS.MapRequest,
  PARTY_STATUS.WillCall,
  PARTY_STATUS.Reservation,
  PARTY_STATUS.Dispatched,
]);

/**
 * A pending party is measured against its quoted wait by `waitLevel` (with none, against a fixed wait, so a
 * long unquoted wait is still flagged); any other party not yet picked up against its scheduled time: at risk
 * shortly before it without a driver, late once it has passed by the margin. Parties on the road are on time.
 */
export function partyLateness(
  party: {
    status: number;
    scheduledAt: string;
    quotedWaitMinutes: number | null;
    driverName?: string | null;
  },
  now: number,
): Lateness {
  if (!AWAITING_PICK_UP.has(party.status)) return 'onTime';
  const minutesPast = (now - Date.parse(party.scheduledAt)) / 60_000;
  if (Number.isNaN(minutesPast)) return 'onTime';
  // A pending party's wait stands against its quote as the dashboard measures it (waiting.ts).
  if (party.status === PARTY_STATUS.Pending) return waitLevel(minutesPast, party.quotedWaitMinutes);
  if (minutesPast > PICK_UP_MARGIN_MINUTES) return 'late';
  const unassigned = party.status !== PARTY_STATUS.Dispatched && !party.driverName;
  return unassigned && minutesPast >= -PICK_UP_MARGIN_MINUTES ? 'atRisk' : 'onTime';
}
