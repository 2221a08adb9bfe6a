import type { PartySummary } from '@curbside/contract';
import { inScope } from '@curbside/db';
import {
  actionToReach,
  isPartyStatus,
  type PartyAction,
  type PartyStatus,
  type RefundChoice,
  zonedTimeToUtc,
} from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import {
  type ProviderRefund,
  refundLeftToRecord,
  refundThroughProvider,
  refundTooLarge,
} from './card-refunds.ts';
import { type DriverChoice, dispatchRequest } from './drivers.service.ts';
import * as parties from './parties.repository.ts';
import {
  type ActionRequest,
  applyAction,
  type BulkOutcome,
  eachParty,
  partiesOf,
  runAction,
  statusLabel,
  summaryOf,
} from './party-actions.ts';
import * as payments from './payments.repository.ts';

type Db = Pick<Deps, 'db'>;

/** The parties a bulk call names, with the version the caller saw of each. */
type PartiesAtVersions = { partyIds: string[]; versions: Record<string, number> };

// ---------------------------------------------------------------------------------------------------------
// Steps on one party

interface Step {
  partyId: string;
  version: number;
  note?: string | undefined;
}

/** A ride step or an undo: the engine with the matching action. */
export function rideStep(
  deps: Db,
  ctx: RequestContext,
  principal: CompanyUserPrincipal,
  action: PartyAction,
  step: Step,
) {
  return runAction(deps, ctx, principal, { action, ...step });
}

export function assignDriver(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: Step & DriverChoice & { quotedWait?: number | undefined; isNotifyGuest: boolean },
) {
  const { driverId, otherDriverId, quotedWait, isNotifyGuest, ...step } = input;
  return runAction(
    deps,
    ctx,
    user,
    dispatchRequest(
      user,
      { action: 'AssignDriver', ...step, notifyGuest: isNotifyGuest },
      { driverId, otherDriverId },
      quotedWait,
    ),
  );
}

export function convertGMapToDispatch(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: Step & DriverChoice,
) {
  const { driverId, otherDriverId, ...step } = input;
  return runAction(
    deps,
    ctx,
    user,
    dispatchRequest(user, { action: 'ConvertGMapToDispatch', ...step }, { driverId, otherDriverId }),
  );
}

export function convertToGmapOrWillCall(
  deps: Db,
  ctx: RequestContext,
  principal: CompanyUserPrincipal,
  input: Step & { status: 8 | 9 },
) {
  const { status, ...step } = input;
  return runAction(deps, ctx, principal, {
    action: status === 8 ? 'ConvertToWillCall' : 'ConvertToGmap',
    ...step,
  });
}

/**
 * The refund a cancel records, in the cancel's transaction; throws when it is more than can go back. A refund
 * the card provider already made (`card`) is recorded as the provider made it, with its refund id.
 */
function refundAfter(
  user: CompanyUserPrincipal,
  refund: RefundChoice,
  refundCents: number | undefined,
  card: ProviderRefund | null,
): ActionRequest['after'] {
  if (refund === 'none') return undefined;
  return async (tx, party) => {
    const still = await payments.refundable(tx, user.companyId, party.id);
    const amount = card
      ? await refundLeftToRecord(tx, user.companyId, card)
      : refund === 'full'
        ? still.cents
        : (refundCents ?? 0);
    if (amount > still.cents) throw refundTooLarge(amount, still.cents);
    if (amount === 0) return;
    await payments.recordRefund(tx, {
      companyId: user.companyId,
      partyId: party.id,
      amountCents: amount,
      method: card ? 'card' : (still.payment?.method ?? 'cash'),
      refundOf: card ? card.paymentId : (still.payment?.id ?? null),
      userId: user.userId,
      ...(card ? { provider: card.provider, providerReference: card.refundId } : {}),
    });
  };
}

/** A cancel, refunding none, all or part of what was paid: through the card provider when it took the payment. */
export async function cancel(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: Step & { refund: RefundChoice; refundCents?: number | undefined },
) {
  const { refund, refundCents, ...step } = input;
  if (refund !== 'none' && !user.rules.has('party.refund')) {
    throw forbidden('You may cancel this party but not refund it.', 'REFUND_FORBIDDEN');
  }
  const card = await refundThroughProvider(deps, user, { ...input });
  return runAction(deps, ctx, user, {
    action: 'Cancel',
    ...step,
    after: refundAfter(user, refund, refundCents, card),
  });
}

export function undoCancel(deps: Db, ctx: RequestContext, principal: CompanyUserPrincipal, step: Step) {
  return runAction(deps, ctx, principal, { action: 'UndoCancel', ...step });
}

/** Dispatching needs a driver: a status change that would dispatch is refused here, not guessed. */
const NEEDS_DRIVER: readonly PartyAction[] = ['AssignDriver', 'ConvertGMapToDispatch'];

function reachRefusal(from: PartyStatus, to: PartyStatus) {
  return conflict(
    `No step takes a party that is ${statusLabel(from)} to ${statusLabel(to)}.`,
    'TRANSITION_NOT_ALLOWED',
  );
}

function reachAction(from: PartyStatus, to: number): PartyAction {
  if (!isPartyStatus(to)) throw unprocessable(`${to} is not a party status.`, 'UNKNOWN_STATUS');
  const action = actionToReach(from, to);
  if (!action) throw reachRefusal(from, to);
  if (NEEDS_DRIVER.includes(action)) {
    throw unprocessable(
      `Dispatching a party needs a driver: use Transportation/AssignDriver (${statusLabel(from)} to ${statusLabel(to)}).`,
      'DRIVER_REQUIRED',
    );
  }
  return action;
}

/** One party to a status, by the forward step that leads there (`Reservation/UpdatePartyStatus`). */
export function updatePartyStatus(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: Step & { status: number },
) {
  const { status, ...step } = input;
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const state = await parties.findPartyState(tx, user.companyId, step.partyId);
    if (!state) throw notFound('party');
    return applyAction(tx, ctx, user, { action: reachAction(state.status, status), ...step });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Many parties at once: each in its own transaction, the answer lists both outcomes.

export function convertToReservation(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: DriverChoice &
    PartiesAtVersions & {
      status: 1 | 2 | 7;
      quotedWait?: number | undefined;
      reservationDate?: string | undefined;
      reservationTime?: string | undefined;
      isNotifyGuest: boolean;
    },
): Promise<BulkOutcome> {
  const notifyGuest = input.isNotifyGuest;
  const quoted = input.quotedWait === undefined ? {} : { quotedWaitMinutes: input.quotedWait };
  return eachParty(deps, ctx, user, partiesOf(input), (party): ActionRequest => {
    if (input.status === 2) {
      return dispatchRequest(
        user,
        { ...party, action: 'AssignDriver', notifyGuest },
        { driverId: input.driverId, otherDriverId: input.otherDriverId },
        input.quotedWait,
      );
    }
    if (input.status === 1) return { ...party, action: 'ToPending', notifyGuest, changes: quoted };
    // The contract asks for both with status 7.
    const scheduledAt = zonedTimeToUtc(
      input.reservationDate ?? '',
      input.reservationTime ?? '',
      user.companyTimeZone,
    );
    return { ...party, action: 'ConvertToReservation', notifyGuest, changes: { scheduledAt } };
  });
}

type BulkAction = 'ToPending' | 'AssignDriver' | 'PickUp' | 'Intransit' | 'DropOff' | 'Cancel' | 'Delete';

export function bulkUpdate(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: DriverChoice & PartiesAtVersions & { action: BulkAction },
): Promise<BulkOutcome> {
  return eachParty(deps, ctx, user, partiesOf(input), (party): ActionRequest => {
    if (input.action === 'AssignDriver') {
      return dispatchRequest(
        user,
        { ...party, action: 'AssignDriver' },
        { driverId: input.driverId, otherDriverId: input.otherDriverId },
      );
    }
    // A cancel in bulk refunds nothing; refunds are decided one party at a time.
    return { ...party, action: input.action };
  });
}

/**
 * Board records to a status, each by the step that leads there from the status it has at the version the
 * caller saw (`Transportation/UpdateRecordStatusNew`): the step is chosen in the party's own transaction.
 */
export function updateRecordStatus(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: PartiesAtVersions & { status: number },
): Promise<BulkOutcome> {
  return eachParty(deps, ctx, user, partiesOf(input), async (party, tx): Promise<ActionRequest> => {
    const state = await parties.findPartyState(tx, user.companyId, party.partyId);
    if (!state) throw notFound('party');
    return { ...party, action: reachAction(state.status, input.status) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Notes

/**
 * A party's notes at the version the caller saw: one guarded UPDATE that bumps the version, a history row
 * that is not a status change (`EditNotes`, no from-status), the audit row and the event.
 */
export async function updatePartyNotes(
  deps: Db,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: Step & { internalNotes?: string | undefined; externalNotes?: string | undefined },
): Promise<PartySummary> {
  const values = {
    ...(input.internalNotes !== undefined ? { internalNotes: input.internalNotes } : {}),
    ...(input.externalNotes !== undefined ? { externalNotes: input.externalNotes } : {}),
  };
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const updated = await parties.updatePartyNotes(
      tx,
      user.companyId,
      input.partyId,
      input.version,
      values,
      user.userId,
    );
    if (!updated) {
      const exists = await parties.findPartyState(tx, user.companyId, input.partyId);
      if (!exists) throw notFound('party');
      throw conflict(
        'Someone else changed this party in the meantime. Refresh it and try again.',
        'PARTY_CHANGED',
      );
    }
    await parties.insertHistory(tx, {
      companyId: user.companyId,
      partyId: updated.id,
      action: 'EditNotes',
      fromStatus: null,
      toStatus: updated.status,
      note: input.note ?? '',
      userId: user.userId,
      userName: user.name,
    });
    await parties.auditParty(tx, ctx, user.companyId, 'party.EditNotes', updated.id, {
      before: { version: input.version },
      after: { version: updated.version, ...values },
    });
    return summaryOf(tx, user, updated.id);
  });
}
