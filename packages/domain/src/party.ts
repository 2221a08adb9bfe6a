import type { AccessRuleCode } from './access-rules.ts';
import { nextStatus, type StatusRule, type StatusStep, type StatusTransition } from './transitions.ts';

/** Party status codes, sent as numbers (DOMAIN.md, "The party"). */
export const PARTY_STATUS = {
  Pending: 1,
  Dispatched: 2,
  PickedUp: 3,
  InTransit: 4,
  DroppedOff: 5,
  Cancelled: 6,
  Reservation: 7,
  WillCall: 8,
  MapRequest: 9,
  Deleted: 10,
} as const;
export type PartyStatusName = keyof typeof PARTY_STATUS;
export type PartyStatus = (typeof PARTY_STATUS)[PartyStatusName];
export const PARTY_STATUSES = Object.values(PARTY_STATUS) as readonly PartyStatus[];
/** The statuses of a ride its driver carries: dispatched to them, picked up, or in transit. */
export const RIDE_UNDER_WAY_STATUSES: readonly PartyStatus[] = [
  PARTY_STATUS.Dispatched,
  PARTY_STATUS.PickedUp,
  PARTY_STATUS.InTransit,
];

const NAME_BY_CODE = new Map<number, PartyStatusName>(
  (Object.entries(PARTY_STATUS) as [PartyStatusName, PartyStatus][]).map(([name, code]) => [code, name]),
);

export function isPartyStatus(code: number): code is PartyStatus {
  return NAME_BY_CODE.has(code);
}

export function partyStatusName(code: PartyStatus): PartyStatusName {
  const name = NAME_BY_CODE.get(code);
  if (!name) throw new Error(`Unknown party status ${code}`);
  return name;
}

/** Statuses a party can still move from; the rest are history (the guest link expires after them). */
export const OPEN_PARTY_STATUSES: readonly PartyStatus[] = [1, 2, 3, 4, 7, 8, 9];
export const ENDED_PARTY_STATUSES: readonly PartyStatus[] = [5, 6, 10];

/** Colour and icon of each status: the board, the drawer and the guest page show the same ones. */
export const PARTY_STATUS_STYLE: Record<PartyStatusName, { color: string; icon: string }> = {
  Pending: { color: 'yellow', icon: 'hourglass' },
  Dispatched: { color: 'blue', icon: 'steering' },
  PickedUp: { color: 'indigo', icon: 'user-check' },
  InTransit: { color: 'violet', icon: 'route' },
  DroppedOff: { color: 'green', icon: 'flag' },
  Cancelled: { color: 'red', icon: 'ban' },
  Reservation: { color: 'cyan', icon: 'calendar' },
  WillCall: { color: 'orange', icon: 'phone' },
  MapRequest: { color: 'teal', icon: 'map-pin' },
  Deleted: { color: 'gray', icon: 'trash' },
};

/** What staff or drivers can do to a party. Each name is the call that does it. */
export const PARTY_ACTIONS = [
  'ToPending',
  'AssignDriver',
  'ConvertToReservation',
  'ConvertToWillCall',
  'ConvertToGmap',
  'ConvertGMapToDispatch',
  'PickUp',
  'Intransit',
  'DropOff',
  'UnDoPickup',
  'UnDoIntransit',
  'UnDoDropOff',
  'UnDoGmap',
  'Cancel',
  'UndoCancel',
  'Delete',
] as const;
export type PartyAction = (typeof PARTY_ACTIONS)[number];

export function isPartyAction(value: string): value is PartyAction {
  return (PARTY_ACTIONS as readonly string[]).includes(value);
}

const { Pending, Dispatched, PickedUp, InTransit, DroppedOff, Cancelled, Reservation, WillCall, MapRequest } =
  PARTY_STATUS;
const BOOKED = [Reservation, WillCall, MapRequest] as const;

/**
 * The transition table of DOMAIN.md. `ConvertToReservation` with status 2 is `AssignDriver`'s twin and is
 * resolved to it by the caller; `Delete` reaches Deleted from every status but Deleted. `AssignDriver` from
 * Dispatched is a reassignment (the caller's `version` keeps two dispatchers from both winning).
 */
export const PARTY_ACTION_RULES: Record<PartyAction, StatusRule<PartyStatus, PartyAction>> = {
  ToPending: { kind: 'forward', from: BOOKED, to: Pending },
  AssignDriver: { kind: 'forward', from: [Pending, Dispatched, ...BOOKED], to: Dispatched },
  ConvertToReservation: { kind: 'forward', from: [Pending], to: Reservation },
  ConvertToWillCall: { kind: 'forward', from: [Pending], to: WillCall },
  ConvertToGmap: { kind: 'forward', from: [Pending], to: MapRequest },
  ConvertGMapToDispatch: { kind: 'forward', from: [MapRequest], to: Dispatched },
  PickUp: { kind: 'forward', from: [Dispatched], to: PickedUp },
  Intransit: { kind: 'forward', from: [PickedUp], to: InTransit },
  DropOff: { kind: 'forward', from: [PickedUp, InTransit], to: DroppedOff },
  UnDoPickup: { kind: 'undo', undoes: ['PickUp'], from: [PickedUp] },
  UnDoIntransit: { kind: 'undo', undoes: ['Intransit'], from: [InTransit] },
  UnDoDropOff: { kind: 'undo', undoes: ['DropOff'], from: [DroppedOff] },
  UnDoGmap: {
    kind: 'undo',
    undoes: ['ConvertToGmap', 'ConvertGMapToDispatch'],
    from: [MapRequest, Dispatched],
  },
  Cancel: { kind: 'forward', from: [Pending, Dispatched, ...BOOKED], to: Cancelled },
  UndoCancel: { kind: 'undo', undoes: ['Cancel'], from: [Cancelled] },
  Delete: {
    kind: 'forward',
    from: [Pending, Dispatched, PickedUp, InTransit, DroppedOff, Cancelled, ...BOOKED],
    to: PARTY_STATUS.Deleted,
  },
};

/** The access rule an action needs beyond the dispatch board itself (DOMAIN.md, "Identity, roles and access"). */
export const PARTY_ACTION_RULE: Partial<Record<PartyAction, AccessRuleCode>> = {
  UnDoPickup: 'party.undo',
  UnDoIntransit: 'party.undo',
  UnDoDropOff: 'party.undo',
  UnDoGmap: 'party.undo',
  Cancel: 'party.cancel',
  UndoCancel: 'party.cancel',
  Delete: 'party.delete',
};

/** A driver acting on a party assigned to them may do these from their phone; everything else is the board's. */
export const DRIVER_PARTY_ACTIONS: readonly PartyAction[] = ['PickUp', 'Intransit', 'DropOff', 'UnDoPickup'];

/** One forward step of a party's history that an undo may still take back. */
export type HistoryStep = StatusStep<PartyStatus, PartyAction>;

export type TransitionResult<S extends HistoryStep = HistoryStep> = StatusTransition<
  PartyStatus,
  PartyAction,
  S
>;

/**
 * Where `action` takes a party in status `from`. Undo reads the history (newest first): the latest step not
 * yet undone must be one the action undoes, and the party returns to that step's `fromStatus`.
 */
export const nextPartyStatus = <S extends HistoryStep>(
  from: PartyStatus,
  action: PartyAction,
  historyNewestFirst: readonly S[] = [],
): TransitionResult<S> => nextStatus(PARTY_ACTION_RULES, from, action, historyNewestFirst);

/**
 * The forward action that takes a party from `from` to `to` (undo steps are never chosen: they go where the
 * history says). When several lead there, the narrowest rule wins (MapRequest → Dispatched is
 * `ConvertGMapToDispatch`, not the general `AssignDriver`). Null when none does.
 */
export function actionToReach(from: PartyStatus, to: PartyStatus): PartyAction | null {
  let best: { action: PartyAction; width: number } | null = null;
  for (const action of PARTY_ACTIONS) {
    const rule = PARTY_ACTION_RULES[action];
    if (rule.kind !== 'forward' || rule.to !== to || !rule.from.includes(from)) continue;
    if (!best || rule.from.length < best.width) best = { action, width: rule.from.length };
  }
  return best?.action ?? null;
}

/** Actions whose rule admits a party in this status (undo availability is settled by the history). */
export function actionsFromStatus(status: PartyStatus): PartyAction[] {
  return PARTY_ACTIONS.filter((action) => PARTY_ACTION_RULES[action].from.includes(status));
}

/** The statuses an undo may start from: only a party in one of these needs its history for its actions. */
export const STATUSES_WITH_UNDO: ReadonlySet<number> = new Set(
  PARTY_ACTIONS.flatMap((action) => {
    const rule = PARTY_ACTION_RULES[action];
    return rule.kind === 'forward' ? [] : rule.from;
  }),
);

export interface PartyActor {
  /** Whether the caller can open the dispatch board (staff) rather than only their own assignments. */
  dispatches: boolean;
  rules: ReadonlySet<AccessRuleCode>;
  /** The caller is the party's assigned driver. */
  isAssignedDriver: boolean;
}

/** Whether this caller may take this action on a party (status aside). */
export function mayDoPartyAction(actor: PartyActor, action: PartyAction): boolean {
  if (!actor.dispatches && !(actor.isAssignedDriver && DRIVER_PARTY_ACTIONS.includes(action))) return false;
  const rule = PARTY_ACTION_RULE[action];
  if (rule === undefined) return true;
  // A driver undoing their own mistaken pick-up needs no extra rule; staff do.
  if (!actor.dispatches && action === 'UnDoPickup') return true;
  return actor.rules.has(rule);
}

/**
 * The actions a card shows: allowed by the table from this status, by the history for undo, and by the
 * caller's rights.
 */
export function availablePartyActions(
  status: PartyStatus,
  actor: PartyActor,
  historyNewestFirst: readonly HistoryStep[],
): PartyAction[] {
  return actionsFromStatus(status).filter(
    (action) => mayDoPartyAction(actor, action) && nextPartyStatus(status, action, historyNewestFirst).ok,
  );
}

/** Guest messages queued by a transition, keyed by the status reached. */
export const PARTY_MESSAGE_EVENTS: Partial<Record<PartyStatus, string>> = {
  [Pending]: 'party.pending',
  [Dispatched]: 'party.dispatched',
  [PickedUp]: 'party.picked-up',
  [DroppedOff]: 'party.dropped-off',
  [Cancelled]: 'party.cancelled',
  [Reservation]: 'party.reserved',
  [WillCall]: 'party.will-call',
  [MapRequest]: 'party.map-request',
};

/** The guest's private link stops working this many days after the party ends. */
export const GUEST_LINK_DAYS_AFTER_END = 30;

/** When a guest link stops working: GUEST_LINK_DAYS_AFTER_END days after the party ended; never while open. */
export const guestLinkExpiresAt = (endedAt: Date | null): Date | null =>
  endedAt ? new Date(endedAt.getTime() + GUEST_LINK_DAYS_AFTER_END * 86_400_000) : null;

/** Refund choices offered when cancelling a paid party. */
export const REFUND_CHOICES = ['none', 'full', 'partial'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];
