import type { Tx } from '@curbside/db';
import {
  actualWaitMinutes,
  nextWaitStatus,
  WAIT_ACTION_RULES,
  WAIT_STATUS,
  type WaitAction,
  type WaitStatus,
} from '@curbside/domain';
import { conflict } from '../../errors.ts';
import { textGuest, type WaitCompany } from './wait-list.messages.ts';
import * as repo from './wait-list.repository.ts';
import * as changes from './wait-list-changes.repository.ts';

/** Who takes a step: a host (their user), the guest replying, or the sweep. */
export interface StepActor {
  userId: string | null;
  name: string;
}

export const staleEntry = () =>
  // A wait-list entry is a party with a wait type (DOMAIN.md): the party's wording of a lost race fits it.
  conflict('Someone else changed this party in the meantime. Refresh it and try again.', 'PARTY_CHANGED');

function refusal(action: WaitAction, from: WaitStatus, reason: 'not-allowed' | 'nothing-to-undo') {
  const rule = WAIT_ACTION_RULES[action];
  if (reason === 'nothing-to-undo' || rule.kind === 'undo') {
    return conflict(`${action} is not possible: there is no step to take back.`, 'NOTHING_TO_UNDO');
  }
  return conflict(`${action} is not allowed from status ${from}.`, 'TRANSITION_NOT_ALLOWED');
}

/** The columns a step sets beside the status: when the guest was called and how long they had waited. */
function fieldsOf(before: repo.EntryRow, action: WaitAction, to: WaitStatus, now: Date) {
  if (to === WAIT_STATUS.Waiting) {
    return { notifiedAt: null, confirmedAt: null, endedAt: null, actualWaitMinutes: null };
  }
  // A no-show taken back (the guest came after all): their hold starts again, or the next sweep retakes them.
  if (action === 'Undo' && before.status === WAIT_STATUS.NoShow) return { endedAt: null, notifiedAt: now };
  if (action === 'Undo') return { endedAt: null };
  if (action === 'Notify') {
    return {
      notifiedAt: now,
      confirmedAt: null,
      actualWaitMinutes: actualWaitMinutes(before.joinedAt.getTime(), now.getTime()),
    };
  }
  // Served straight from the queue: the wait ends now. Called earlier: it ended when they were called.
  const actual =
    action === 'Complete' && before.actualWaitMinutes === null
      ? { actualWaitMinutes: actualWaitMinutes(before.joinedAt.getTime(), now.getTime()) }
      : {};
  return { endedAt: before.endedAt ?? now, ...actual };
}

/**
 * Moves one entry by one action in the caller's transaction: the transition table (undo reads the history),
 * then one guarded UPDATE at the version and status read (zero rows: someone else was first, 409), the history
 * row, and the guest's text of the step. The caller settles the queue, audits and answers.
 */
export async function stepEntry(
  tx: Tx,
  company: WaitCompany,
  before: repo.EntryRow,
  action: WaitAction,
  actor: StepActor,
  now: Date,
): Promise<WaitStatus> {
  const from = before.status as WaitStatus;
  const history = await repo.historyOf(tx, company.companyId, before.id);
  const step = nextWaitStatus(
    from,
    action,
    history.map((row) => ({
      ...row,
      fromStatus: row.fromStatus as WaitStatus | null,
      toStatus: row.toStatus as WaitStatus,
    })),
  );
  if (!step.ok) throw refusal(action, from, step.reason);
  const moved = await changes.changeEntry(
    tx,
    company.companyId,
    { id: before.id, version: before.version, status: from },
    { status: step.to, updatedAt: now, ...fieldsOf(before, action, step.to, now) },
  );
  if (!moved) throw staleEntry();
  if (step.undoes) await changes.markUndone(tx, company.companyId, step.undoes.id);
  await changes.addStep(tx, {
    companyId: company.companyId,
    entryId: before.id,
    action,
    fromStatus: from,
    toStatus: step.to,
    userId: actor.userId,
    userName: actor.name,
  });
  if (action === 'Notify') await textGuest(tx, company, before, 'waitlist.ready');
  if (action === 'Cancel') await textGuest(tx, company, before, 'waitlist.cancelled');
  return step.to;
}
