import type { PartySummary } from '@curbside/contract';
import { type Database, inScope, type schema, type Tx } from '@curbside/db';
import {
  ENDED_PARTY_STATUSES,
  mayDoPartyAction,
  nextPartyStatus,
  PARTY_ACTION_RULES,
  PARTY_STATUS,
  type PartyAction,
  type PartyStatus,
  partyStatusName,
} from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import * as parties from './parties.repository.ts';
import { queueGuestMessage } from './party-messages.ts';
import { actorOf, withActions } from './party-view.ts';

/** "PickedUp" → "Picked Up": how a status reads in an error message. */
export const statusLabel = (status: PartyStatus) =>
  partyStatusName(status).replace(/([a-z])([A-Z])/g, '$1 $2');

export interface ActionRequest {
  partyId: string;
  action: PartyAction;
  /**
   * The version the caller saw; any other version is a 409. Required: a step applies only to the state the
   * caller saw, so a request that arrives after another moved the party never re-applies it (ADR 24).
   */
  version: number;
  note?: string | undefined;
  /** Columns that change with the step (driver, quoted wait, scheduled time…). */
  changes?: Partial<typeof schema.parties.$inferInsert>;
  /** Queue the guest message of the status reached (forward steps only). Default: the party's own setting. */
  notifyGuest?: boolean | undefined;
  /**
   * A check of the step's own inputs (the driver is assignable…) in the same transaction, once rights,
   * version and the transition table have passed and before anything is written; it throws to refuse.
   */
  check?: (tx: Tx, party: { id: string; fromStatus: PartyStatus; toStatus: PartyStatus }) => Promise<void>;
  /** More work in the same transaction once the status has changed (a refund, a payment row…). */
  after?: (tx: Tx, party: { id: string; fromStatus: PartyStatus; toStatus: PartyStatus }) => Promise<void>;
}

/** The party the error names: status of a step that is refused, and the status it would have led to. */
function refusal(action: PartyAction, from: PartyStatus, reason: 'not-allowed' | 'nothing-to-undo') {
  const rule = PARTY_ACTION_RULES[action];
  if (reason === 'nothing-to-undo' || rule.kind === 'undo') {
    return conflict(
      `${action} is not possible: the party is ${statusLabel(from)} and its latest step is not one ${action} takes back.`,
      'NOTHING_TO_UNDO',
    );
  }
  return conflict(
    `${action} is not allowed: a party that is ${statusLabel(from)} cannot become ${statusLabel(rule.to)}.`,
    'TRANSITION_NOT_ALLOWED',
  );
}

const staleVersion = () =>
  conflict('Someone else changed this party in the meantime. Refresh it and try again.', 'PARTY_CHANGED');

/**
 * Moves one party by one action inside the caller's transaction: checks the caller's rights and the
 * transition table (undo reads the history), then one guarded UPDATE (status and version as read; zero rows
 * is a 409), the history row, the audit row, the guest message and the event. Answers the updated card.
 */
export async function applyAction(
  tx: Tx,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  request: ActionRequest,
): Promise<PartySummary> {
  const companyId = user.companyId;
  // The party and its history in one round trip (ADR 170): the history is read for nothing only when the step is
  // refused before it would be.
  const [state, histories] = await Promise.all([
    parties.findPartyState(tx, companyId, request.partyId),
    parties.historySteps(tx, companyId, [request.partyId]),
  ]);
  if (!state) throw notFound('party');
  const actor = actorOf(user, state);
  if (!actor.dispatches && !actor.isAssignedDriver) throw notFound('party');
  if (!mayDoPartyAction(actor, request.action)) {
    throw forbidden(`You may not ${request.action} this party.`, 'PARTY_ACTION_FORBIDDEN');
  }
  if (request.version !== state.version) throw staleVersion();

  const history = histories.get(state.id) ?? [];
  const step = nextPartyStatus(state.status, request.action, history);
  if (!step.ok) throw refusal(request.action, state.status, step.reason);
  await request.check?.(tx, { id: state.id, fromStatus: state.status, toStatus: step.to });

  const now = new Date();
  const ended = ENDED_PARTY_STATUSES.includes(step.to);
  const updated = await parties.writeStep(tx, companyId, state, {
    ...request.changes,
    status: step.to,
    updatedAt: now,
    updatedBy: user.userId,
    endedAt: ended ? now : null,
    ...(step.to === PARTY_STATUS.PickedUp && !step.undoes ? { pickedUpAt: now } : {}),
    ...(step.to === PARTY_STATUS.DroppedOff ? { droppedOffAt: now } : {}),
    ...(request.action === 'UnDoPickup' ? { pickedUpAt: null } : {}),
    ...(request.action === 'UnDoDropOff' ? { droppedOffAt: null } : {}),
  });
  if (!updated) throw staleVersion();

  // The step undone, the step written and its audit row are sent at once: one round trip on PostgreSQL (ADR 170).
  const [, historyId] = await Promise.all([
    step.undoes ? parties.markUndone(tx, companyId, step.undoes.id) : undefined,
    parties.insertHistory(tx, {
      companyId,
      partyId: state.id,
      action: request.action,
      fromStatus: state.status,
      toStatus: step.to,
      note: request.note ?? '',
      userId: user.userId,
      userName: user.name,
    }),
    parties.auditParty(tx, ctx, companyId, `party.${request.action}`, state.id, {
      before: { status: state.status, version: state.version },
      after: { status: step.to, version: state.version + 1, ...request.changes },
    }),
  ]);
  await request.after?.(tx, { id: state.id, fromStatus: state.status, toStatus: step.to });
  const forward = PARTY_ACTION_RULES[request.action].kind === 'forward';
  // The card's actions follow from its history, known here without reading it again: the step just written
  // (the newest) before the steps read above, the one it undid marked. Work `after` the step may add to it.
  const steps = [
    { id: historyId, action: request.action, fromStatus: state.status, toStatus: step.to, undone: false },
    ...history.map((past) => (past.id === step.undoes?.id ? { ...past, undone: true } : past)),
  ];
  // The guest's message and the card answered are read at once: the card reads nothing the message writes.
  const [, summary] = await Promise.all([
    forward && (request.notifyGuest ?? state.notifyGuest)
      ? queueGuestMessage(
          tx,
          { companyId, companyName: user.companyName, timeZone: user.companyTimeZone, siteUrl: ctx.siteUrl },
          state.id,
          step.to,
          // A step's changes never include the party's own setting: as read above, it is the party's still.
          { party: state },
        )
      : undefined,
    summaryOf(tx, user, state.id, request.after ? undefined : steps),
  ]);
  return summary;
}

/** One party's card as the caller sees it; its history's steps, newest first, when the caller knows them. */
export async function summaryOf(
  tx: Tx,
  user: CompanyUserPrincipal,
  partyId: string,
  steps?: parties.HistoryStepRow[],
): Promise<PartySummary> {
  const row = await parties.findSummary(tx, user.companyId, partyId);
  const [summary] = await withActions(tx, user, row ? [row] : [], steps && new Map([[partyId, steps]]));
  if (!summary) throw notFound('party');
  return summary;
}

/** One action as its own business operation (one transaction). */
export function runAction(
  deps: { db: Database },
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  request: ActionRequest,
): Promise<PartySummary> {
  return inScope(deps.db, scopeOf(user), (tx) => applyAction(tx, ctx, user, request));
}

export interface BulkOutcome {
  succeeded: PartySummary[];
  failed: { partyId: string; status: number; code: string; message: string }[];
}

/** One party of a bulk call, at the version the caller saw. */
export interface PartyAtVersion {
  partyId: string;
  version: number;
}

/** The parties a bulk call names (`partyIds` with `versions`), each once, in the order named. */
export function partiesOf(input: { partyIds: readonly string[]; versions: Record<string, number> }) {
  return [...new Set(input.partyIds)].flatMap((partyId): PartyAtVersion[] => {
    const version = input.versions[partyId];
    // The contract requires a version for each party; one missing is never applied unguarded.
    return version === undefined ? [] : [{ partyId, version }];
  });
}

/**
 * The same action on many parties, each in its own transaction so that one refusal does not undo the
 * others; the answer lists both. Each party moves only at the version the caller saw: a party another
 * request moved meanwhile is a `PARTY_CHANGED` failure, never a second step. `requestFor` runs in the
 * party's transaction (a step chosen from the party's status reads it there).
 */
export async function eachParty(
  deps: Pick<Deps, 'db'>,
  ctx: RequestContext,
  principal: CompanyUserPrincipal,
  parties: readonly PartyAtVersion[],
  requestFor: (party: PartyAtVersion, tx: Tx) => ActionRequest | Promise<ActionRequest>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { succeeded: [], failed: [] };
  for (const party of parties) {
    try {
      const summary = await inScope(deps.db, scopeOf(principal), async (tx) =>
        applyAction(tx, ctx, principal, { ...(await requestFor(party, tx)), ...party }),
      );
      outcome.succeeded.push(summary);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcome.failed.push({
        partyId: party.partyId,
        status: error.status,
        code: error.code,
        message: error.message,
      });
    }
  }
  return outcome;
}
