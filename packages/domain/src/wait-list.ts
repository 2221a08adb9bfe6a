import { zoneOffsetMs } from './time.ts';
import { nextStatus, type StatusRule, type StatusStep, type StatusTransition } from './transitions.ts';

/**
 * The wait list (DOMAIN.md, "The wait list"): an entry's statuses and the steps between them (with undo, like
 * the party's), the suggested quote from history, positions and expected times of a queue, the delay broadcast
 * and the alerts a guest asked for. Pure: the server decides with these, the stand shows what they allow.
 */

export const WAIT_STATUS = {
  Cancelled: 6,
  Deleted: 10,
  Waiting: 11,
  Notified: 12,
  Completed: 13,
  NoShow: 14,
} as const;
export type WaitStatus = (typeof WAIT_STATUS)[keyof typeof WAIT_STATUS];
export const WAIT_STATUSES = Object.values(WAIT_STATUS) as readonly WaitStatus[];

export const isWaitStatus = (code: number): code is WaitStatus =>
  (WAIT_STATUSES as readonly number[]).includes(code);

/** Entries still in the queue: the stand lists them and the guest's link follows them. */
export const OPEN_WAIT_STATUSES: readonly WaitStatus[] = [WAIT_STATUS.Waiting, WAIT_STATUS.Notified];

export const WAIT_ACTIONS = ['Notify', 'Complete', 'NoShow', 'Cancel', 'Delete', 'Undo'] as const;
export type WaitAction = (typeof WAIT_ACTIONS)[number];

export const isWaitAction = (value: string): value is WaitAction =>
  (WAIT_ACTIONS as readonly string[]).includes(value);

const { Waiting, Notified, Completed, NoShow, Cancelled, Deleted } = WAIT_STATUS;

/**
 * The transition table. A guest may be seated straight from Waiting (the host saw them at the desk); only a
 * notified guest can be a no-show (they were told). One `Undo` takes back the latest forward step, whichever
 * it was, so a host's mistaken tap is one button away; Delete is final.
 */
export const WAIT_ACTION_RULES: Record<WaitAction, StatusRule<WaitStatus, WaitAction>> = {
  Notify: { kind: 'forward', from: [Waiting], to: Notified },
  Complete: { kind: 'forward', from: [Waiting, Notified], to: Completed },
  NoShow: { kind: 'forward', from: [Notified], to: NoShow },
  Cancel: { kind: 'forward', from: [Waiting, Notified], to: Cancelled },
  Delete: { kind: 'forward', from: [Waiting, Notified, Completed, NoShow, Cancelled], to: Deleted },
  Undo: {
    kind: 'undo',
    undoes: ['Notify', 'Complete', 'NoShow', 'Cancel'],
    from: [Notified, Completed, NoShow, Cancelled],
  },
};

/** One step of an entry's history that an undo may take back. */
export type WaitStep = StatusStep<WaitStatus>;

export type WaitTransition<S extends WaitStep = WaitStep> = StatusTransition<WaitStatus, WaitAction, S>;

/** Where `action` takes an entry in status `from`; undo returns to the latest forward step's start. */
export const nextWaitStatus = <S extends WaitStep>(
  from: WaitStatus,
  action: WaitAction,
  historyNewestFirst: readonly S[] = [],
): WaitTransition<S> => nextStatus(WAIT_ACTION_RULES, from, action, historyNewestFirst);

/** The actions a stand offers for an entry in this status (undo when the history allows it). */
export function availableWaitActions(
  status: WaitStatus,
  historyNewestFirst: readonly WaitStep[],
): WaitAction[] {
  return WAIT_ACTIONS.filter((action) => nextWaitStatus(status, action, historyNewestFirst).ok);
}

// ---------------------------------------------------------------------------------------------------------
// The suggested quote

/** Party sizes quoted alike: 1–2, 3–4, 5–6, 7 and more. */
export const SIZE_BANDS = [
  { band: 1, min: 1, max: 2 },
  { band: 2, min: 3, max: 4 },
  { band: 3, min: 5, max: 6 },
  { band: 4, min: 7, max: Number.POSITIVE_INFINITY },
] as const;

export function sizeBandOf(partySize: number): number {
  return SIZE_BANDS.find((b) => partySize >= b.min && partySize <= b.max)?.band ?? 1;
}

/** The hour of the week in the company's zone, 0 (Sunday 00:00–00:59) to 167 (Saturday 23:00–23:59). */
export function hourOfWeek(instant: Date, timeZone: string): number {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return wall.getUTCDay() * 24 + wall.getUTCHours();
}

export interface SuggestedQuote {
  minutes: number;
  /** How many past entries of the same wait type, size band and hour of the week the median rests on. */
  basedOn: number;
}

/**
 * How many past entries alike a suggestion needs before it replaces the wait type's default: one guest seated
 * the moment they arrived would otherwise quote the next guest 0 minutes (ADR 113).
 */
export const QUOTE_HISTORY_MIN = 3;

/**
 * The quote offered at entry: the median actual wait (rounded up, at least a minute) of past entries alike,
 * with how many there were; with fewer than `QUOTE_HISTORY_MIN`, the wait type's own default quote, resting on
 * nothing.
 */
export function suggestQuote(actualWaits: readonly number[], defaultMinutes: number): SuggestedQuote {
  const sorted = actualWaits.filter((m) => Number.isFinite(m) && m >= 0).sort((a, b) => a - b);
  if (sorted.length < QUOTE_HISTORY_MIN) return { minutes: defaultMinutes, basedOn: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { minutes: Math.max(1, Math.ceil(median)), basedOn: sorted.length };
}

// ---------------------------------------------------------------------------------------------------------
// Positions and expected times

export interface QueueEntry {
  id: string;
  waitTypeId: string;
  status: WaitStatus;
  joinedAt: number;
  quotedMinutes: number;
  /** Minutes added by delay broadcasts since the guest joined. */
  delayMinutes: number;
}

export interface QueuePlace {
  /** 1 is next; a notified guest is 0 (it is their turn). */
  position: number;
  /** Guests ahead in the same wait type. */
  ahead: number;
  expectedAt: number;
}

/**
 * Each open entry's position in its wait type's queue (oldest first) and the time it is expected to be
 * called: its own promise (joined + quote + delays), never before the guest ahead of it, never in the past.
 * One sort and one pass: 500 entries take well under a millisecond.
 */
export function queuePlaces(entries: readonly QueueEntry[], now: number): Map<string, QueuePlace> {
  const places = new Map<string, QueuePlace>();
  const ordered = entries
    .filter((e) => e.status === Waiting || e.status === Notified)
    .sort((a, b) => a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byType = new Map<string, { count: number; lastAt: number }>();
  for (const entry of ordered) {
    if (entry.status === Notified) {
      places.set(entry.id, { position: 0, ahead: 0, expectedAt: now });
      continue;
    }
    const queue = byType.get(entry.waitTypeId) ?? { count: 0, lastAt: now };
    const promised = entry.joinedAt + (entry.quotedMinutes + entry.delayMinutes) * 60_000;
    const expectedAt = Math.max(promised, queue.lastAt, now);
    places.set(entry.id, { position: queue.count + 1, ahead: queue.count, expectedAt });
    byType.set(entry.waitTypeId, { count: queue.count + 1, lastAt: expectedAt });
  }
  return places;
}

/** What is ahead of one waiting guest in their wait type's queue, the guest included in `latestPromise`. */
export interface QueueAhead {
  /** Guests still waiting who joined before (by joining time, then id). */
  ahead: number;
  /** The latest promise (joined + quote + delays) among them and the guest: ms since the epoch. */
  latestPromise: number;
}

/**
 * One guest's place from an aggregate of the queue ahead of them, for reading a few guests without the whole
 * queue (ADR 46): the same place `queuePlaces` gives, since each expected time there is the latest promise so
 * far, never in the past. A notified guest is at 0, expected now.
 */
export function placeOf(status: WaitStatus, queue: QueueAhead, now: number): QueuePlace {
  if (status === Notified) return { position: 0, ahead: 0, expectedAt: now };
  return { position: queue.ahead + 1, ahead: queue.ahead, expectedAt: Math.max(queue.latestPromise, now) };
}

/** The countdown of a stand's card: minutes left of the quote (negative once missed, when it turns red). */
export function quoteMinutesLeft(
  entry: Pick<QueueEntry, 'joinedAt' | 'quotedMinutes' | 'delayMinutes'>,
  now: number,
) {
  return Math.ceil((entry.joinedAt + (entry.quotedMinutes + entry.delayMinutes) * 60_000 - now) / 60_000);
}

/**
 * A delay broadcast: every waiting guest's promise moves by `delayMinutes`; the answer is each one's new
 * expected time, which their message states.
 */
export function delayedPlaces(
  entries: readonly QueueEntry[],
  delayMinutes: number,
  now: number,
): Map<string, QueuePlace> {
  return queuePlaces(
    entries.map((e) => (e.status === Waiting ? { ...e, delayMinutes: e.delayMinutes + delayMinutes } : e)),
    now,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Alerts, "you're next" and no-shows

/** What a guest may ask to be texted: when 3 guests are ahead, or 10 minutes before the expected time. */
export const GUEST_ALERTS = ['none', 'ahead3', 'minutes10'] as const;
export type GuestAlert = (typeof GUEST_ALERTS)[number];
export const ALERT_AHEAD = 3;
export const ALERT_MINUTES = 10;

export interface AlertState {
  id: string;
  status: WaitStatus;
  alert: GuestAlert;
  alertSent: boolean;
  nextSent: boolean;
}

export interface DueMessages {
  /** "You're next": the guest reached the company's position. */
  next: string[];
  /** The guest's own alert came due. */
  alert: string[];
}

/** The messages a queue owes now, each at most once per entry (the flags say what was already sent). */
export function dueMessages(
  entries: readonly AlertState[],
  places: ReadonlyMap<string, QueuePlace>,
  nextAtPosition: number,
  now: number,
): DueMessages {
  const due: DueMessages = { next: [], alert: [] };
  for (const entry of entries) {
    const place = places.get(entry.id);
    if (entry.status !== Waiting || !place) continue;
    if (!entry.nextSent && nextAtPosition > 0 && place.position <= nextAtPosition) due.next.push(entry.id);
    if (entry.alertSent) continue;
    if (entry.alert === 'ahead3' && place.ahead <= ALERT_AHEAD) due.alert.push(entry.id);
    if (entry.alert === 'minutes10' && place.expectedAt - now <= ALERT_MINUTES * 60_000)
      due.alert.push(entry.id);
  }
  return due;
}

/** Whether a notified guest's hold has run out (they become a no-show at the next sweep). */
export const holdExpired = (notifiedAt: number, holdMinutes: number, now: number): boolean =>
  now - notifiedAt >= holdMinutes * 60_000;

/** A guest's text reply: 1 confirms they are coming, 9 cancels; anything else is not the wait list's. */
export function waitListReply(text: string): 'confirm' | 'cancel' | null {
  const word = text.trim();
  if (word === '1') return 'confirm';
  if (word === '9') return 'cancel';
  return null;
}

/** Actual wait in whole minutes, from joining to being called (notified) or served. */
export const actualWaitMinutes = (joinedAt: number, calledAt: number): number =>
  Math.max(0, Math.round((calledAt - joinedAt) / 60_000));
