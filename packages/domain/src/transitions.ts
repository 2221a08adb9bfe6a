/**
 * Status machines with undo, the party's and the wait-list entry's: a table of rules says which statuses each
 * action moves a row from; a forward action names where it goes, an undo takes back the latest forward step of
 * the row's history and returns the row to where that step started.
 */

export type StatusRule<Status, Action> =
  | { kind: 'forward'; from: readonly Status[]; to: Status }
  | {
      kind: 'undo';
      /** The forward actions whose latest step this undoes; the row must still be in that step's status. */
      undoes: readonly Action[];
      from: readonly Status[];
    };

/** One step of a row's history that an undo may take back. */
export interface StatusStep<Status, Action extends string = string> {
  action: Action;
  fromStatus: Status | null;
  toStatus: Status;
  undone: boolean;
}

export type StatusTransition<Status, Action, Step> =
  | { ok: true; to: Status; undoes: Step | null }
  | { ok: false; reason: 'not-allowed' | 'nothing-to-undo'; from: Status; action: Action };

/**
 * The latest forward step of a history (newest first) not yet undone: what an undo takes back. Rows that are
 * not steps of the table (a booking, a notes edit, an undo itself) are skipped.
 */
export function latestForwardStep<S extends { action: string; fromStatus: number | null; undone: boolean }>(
  historyNewestFirst: readonly S[],
  isForward: (action: string) => boolean,
): S | undefined {
  return historyNewestFirst.find(
    (step) => !step.undone && step.fromStatus !== null && isForward(step.action),
  );
}

/**
 * Where `action` takes a row in status `from` by the table `rules`. Undo reads the history (newest first): the
 * latest forward step not yet undone must be one the action undoes and must have left the row where it is now.
 */
export function nextStatus<Status extends number, Action extends string, Step extends StatusStep<Status>>(
  rules: Readonly<Record<Action, StatusRule<Status, Action>>>,
  from: Status,
  action: Action,
  historyNewestFirst: readonly Step[],
): StatusTransition<Status, Action, Step> {
  const rule = rules[action];
  if (!rule.from.includes(from)) return { ok: false, reason: 'not-allowed', from, action };
  if (rule.kind === 'forward') return { ok: true, to: rule.to, undoes: null };
  const isForward = (step: string) => Object.hasOwn(rules, step) && rules[step as Action].kind === 'forward';
  const latest = latestForwardStep(historyNewestFirst, isForward);
  const undoes: readonly string[] = rule.undoes;
  if (!latest || latest.fromStatus === null || latest.toStatus !== from || !undoes.includes(latest.action)) {
    return { ok: false, reason: 'nothing-to-undo', from, action };
  }
  return { ok: true, to: latest.fromStatus, undoes: latest };
}
