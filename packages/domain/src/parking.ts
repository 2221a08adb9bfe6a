import type { RefundChoice } from './party.ts';

/**
 * Parking permits and valet will-call (DOMAIN.md, "Parking"): plates, the permit's statuses and the steps
 * between them, availability per lot and day, the will-call queue's expected-ready times and commission. Pure:
 * the server decides with these functions, the web shows what they allow, the tests check them alone.
 */

// ---------------------------------------------------------------------------------------------------------
// Plates

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic digits (٠-٩, ۰-۹) as the ASCII digits they are: a plate typed on an Arabic keyboard matches. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * The stored, comparable form of a plate: capitals, ASCII digits, and nothing but letters and digits (`ab-12 3`
 * and `AB123` are one plate). Letters of any script are kept: a plate is not always Latin.
 */
export function normalisePlate(plate: string): string {
  return asciiDigits(plate)
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', S: '5' };

/**
 * The form a plate is searched by: the normalised plate with the characters people misread folded together
 * (O and 0, I and 1, S and 5), so `5O1` finds `SO1`. Stored beside the plate; never shown.
 */
export function plateSearchForm(plate: string): string {
  return normalisePlate(plate).replace(/[OIS]/g, (c) => LOOK_ALIKES[c] ?? c);
}

// ---------------------------------------------------------------------------------------------------------
// Statuses and steps

export const PERMIT_STATUSES = [
  'Active',
  'WillCallRequested',
  'Out',
  'Delivered',
  'Cancelled',
  'Deleted',
] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/**
 * Permits that hold a space of their lot for their dates. A car out on an in-and-out permit keeps its space: the
 * guest paid for the nights and comes back (ADR 143). A delivered car has left; a cancelled one never came.
 */
export const SPACE_HOLDING_STATUSES: readonly PermitStatus[] = ['Active', 'WillCallRequested', 'Out'];

/** Permits whose vehicle, dates and guest may still be edited. */
export const EDITABLE_PERMIT_STATUSES: readonly PermitStatus[] = ['Active', 'WillCallRequested', 'Out'];

export const PERMIT_ACTIONS = [
  'RequestWillCall',
  'ConfirmDelivered',
  'LetOut',
  'ParkAgain',
  'DeleteWillCall',
  'Cancel',
  'Delete',
] as const;
export type PermitAction = (typeof PERMIT_ACTIONS)[number];

/** The permit's transition table: which statuses each step starts from and where it leads. */
export const PERMIT_ACTION_RULES: Record<PermitAction, { from: readonly PermitStatus[]; to: PermitStatus }> =
  {
    RequestWillCall: { from: ['Active'], to: 'WillCallRequested' },
    // The car leaves for good: handed over at the end of a stay, or a car out that will not come back.
    ConfirmDelivered: { from: ['WillCallRequested', 'Out'], to: 'Delivered' },
    // In-and-out (ADR 143): the car is handed over while the permit still runs and may come back on it.
    LetOut: { from: ['WillCallRequested'], to: 'Out' },
    ParkAgain: { from: ['Out'], to: 'Active' },
    // The request is withdrawn, not the permit: the car stays parked.
    DeleteWillCall: { from: ['WillCallRequested'], to: 'Active' },
    Cancel: { from: ['Active', 'WillCallRequested', 'Out'], to: 'Cancelled' },
    // Deleted keeps the row for the report; only an already deleted permit cannot be deleted again.
    Delete: { from: ['Active', 'WillCallRequested', 'Out', 'Delivered', 'Cancelled'], to: 'Deleted' },
  };

/**
 * The step a hand-over at the curb is: a permit whose package allows in-and-out and whose end is still ahead
 * lets the car out and keeps its space; any other hand-over delivers the car for good.
 */
export function handOverAction(
  permit: { endsAt: number; inAndOut: boolean },
  now: number,
): Extract<PermitAction, 'LetOut' | 'ConfirmDelivered'> {
  return permit.inAndOut && permit.endsAt > now ? 'LetOut' : 'ConfirmDelivered';
}

export type PermitStep =
  | { ok: true; to: PermitStatus }
  | { ok: false; from: PermitStatus; action: PermitAction };

export function nextPermitStatus(from: PermitStatus, action: PermitAction): PermitStep {
  const rule = PERMIT_ACTION_RULES[action];
  return rule.from.includes(from) ? { ok: true, to: rule.to } : { ok: false, from, action };
}

export function availablePermitActions(from: PermitStatus): PermitAction[] {
  return PERMIT_ACTIONS.filter((action) => PERMIT_ACTION_RULES[action].from.includes(from));
}

export function isPermitStatus(value: string): value is PermitStatus {
  return (PERMIT_STATUSES as readonly string[]).includes(value);
}

/**
 * The refund of a cancel (the party's choices: none, full or partial), in cents: never more than what was paid
 * less what was already refunded; a partial refund asks for an amount within that.
 */
export function refundOf(
  choice: RefundChoice,
  money: { paidCents: number; refundedCents: number },
  partialCents?: number,
): { ok: true; cents: number } | { ok: false; refundableCents: number } {
  const refundable = Math.max(0, money.paidCents - money.refundedCents);
  if (choice === 'none') return { ok: true, cents: 0 };
  if (choice === 'full') return { ok: true, cents: refundable };
  const asked = partialCents ?? 0;
  return asked > 0 && asked <= refundable
    ? { ok: true, cents: asked }
    : { ok: false, refundableCents: refundable };
}

// ---------------------------------------------------------------------------------------------------------
// Availability

/** A half-open span of time, `[start, end)`, in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * Free spaces of one lot for each day: its capacity less the space-holding permits overlapping the day. A lot
 * oversold by an edit shows a negative number rather than hiding it.
 */
export function freeSpaces(capacity: number, days: readonly Span[], permits: readonly Span[]): number[] {
  return days.map((day) => capacity - permits.filter((permit) => overlaps(permit, day)).length);
}

/** How full a day is, for the grid's colour: under 70 % free-ish, under 90 % filling, else full. */
export function fillLevel(capacity: number, free: number): 'open' | 'filling' | 'full' {
  if (capacity <= 0 || free <= 0) return 'full';
  const used = (capacity - free) / capacity;
  if (used < 0.7) return 'open';
  return used < 0.9 ? 'filling' : 'full';
}

/**
 * What a permit costs: the package's price for each started period of its duration (a 24-hour package kept
 * 30 hours costs two periods). Never less than one period.
 */
export function permitCost(priceCents: number, durationHours: number, span: Span): number {
  const period = durationHours * 3_600_000;
  return priceCents * Math.max(1, Math.ceil((span.end - span.start) / period));
}

/** A package's end from its start: `durationHours` later. */
export function permitEnd(startsAt: number, durationHours: number): number {
  return startsAt + durationHours * 3_600_000;
}

// ---------------------------------------------------------------------------------------------------------
// Will-call

/** Minutes a retrieval is assumed to take before a lot has any delivered request to learn from. */
export const DEFAULT_RETRIEVAL_MINUTES = 10;

/** The median of recent retrieval times in minutes (the default when there is none), rounded up. */
export function medianRetrievalMinutes(minutes: readonly number[]): number {
  const sorted = minutes.filter((m) => Number.isFinite(m) && m > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return DEFAULT_RETRIEVAL_MINUTES;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil(median));
}

export interface QueuedRequest {
  id: string;
  requestedAt: number;
}

/**
 * Expected-ready times of a lot's queue, oldest request first: each request is taken by the runner free
 * soonest, no earlier than it was asked for, and takes the median retrieval time. A time already past is
 * "now" (the car is late, not ready in the past). With no runner on shift one runner is assumed: the desk still
 * fetches cars, only slower.
 */
export function expectedReadyTimes(
  queue: readonly QueuedRequest[],
  runners: number,
  retrievalMinutes: number,
  now: number,
): Map<string, number> {
  const retrieval = retrievalMinutes * 60_000;
  const freeAt: number[] = Array.from({ length: Math.max(1, runners) }, () => Number.NEGATIVE_INFINITY);
  const ready = new Map<string, number>();
  const ordered = [...queue].sort((a, b) => a.requestedAt - b.requestedAt || a.id.localeCompare(b.id));
  for (const request of ordered) {
    let runner = 0;
    for (let i = 1; i < freeAt.length; i++) if ((freeAt[i] ?? 0) < (freeAt[runner] ?? 0)) runner = i;
    const start = Math.max(freeAt[runner] ?? 0, request.requestedAt);
    freeAt[runner] = start + retrieval;
    ready.set(request.id, Math.max(start + retrieval, now));
  }
  return ready;
}

/** Minutes before the promised time at which a queue card turns amber. */
export const WILL_CALL_AMBER_MINUTES = 5;

/** A queue card's colour: green with time to spare, amber near the promise, red once the promise is broken. */
export function willCallAge(promisedAt: number, now: number): 'green' | 'amber' | 'red' {
  if (now > promisedAt) return 'red';
  return promisedAt - now <= WILL_CALL_AMBER_MINUTES * 60_000 ? 'amber' : 'green';
}

/** Whether a new estimate differs enough from what the guest was told to text them again. */
export const WILL_CALL_RETELL_MINUTES = 5;
export function shouldRetell(toldAt: number, expectedAt: number): boolean {
  return Math.abs(expectedAt - toldAt) >= WILL_CALL_RETELL_MINUTES * 60_000;
}

/**
 * Words a guest may text back to ask for the car (ADR 34): compared whole, without case, surrounding spaces or
 * trailing `.`/`!`, as the carrier keywords are ("car please" is an ordinary message). Arabic guests write
 * "سيارة" (car) or "سيارتي" (my car).
 */
export const WILL_CALL_KEYWORDS = ['CAR', 'VALET', 'READY', 'سيارة', 'سيارتي'] as const;
export function isWillCallKeyword(text: string): boolean {
  const word = text
    .trim()
    .replace(/[.!؟?]+$/u, '')
    .toUpperCase();
  return (WILL_CALL_KEYWORDS as readonly string[]).includes(word);
}

// ---------------------------------------------------------------------------------------------------------
// Commission

/** What was collected for a permit: paid less refunded, never below nothing nor above what it costs. */
export function collectedCents(money: { costCents: number; paidCents: number; refundedCents: number }) {
  return Math.min(money.costCents, Math.max(0, money.paidCents - money.refundedCents));
}

/**
 * The seller's commission on a permit, in cents: the package's percentage (two decimals allowed) of what was
 * collected for it (`collectedCents`: an unpaid permit earns nothing yet), rounded half up to a cent. A
 * cancelled or deleted permit earns none.
 */
export function commissionCents(collected: number, percent: number, status: PermitStatus): number {
  if (status === 'Cancelled' || status === 'Deleted') return 0;
  return Math.round((collected * Math.round(percent * 100)) / 10_000);
}
