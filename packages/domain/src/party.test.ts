import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionToReach,
  type HistoryStep,
  nextPartyStatus,
  PARTY_ACTION_RULES,
  PARTY_ACTIONS,
  PARTY_STATUS,
  PARTY_STATUSES,
  type PartyAction,
  type PartyStatus,
  STATUSES_WITH_UNDO,
} from './party.ts';

const status = fc.constantFrom(...PARTY_STATUSES);
const action = fc.constantFrom(...PARTY_ACTIONS);
const forwardActions = PARTY_ACTIONS.filter((a) => PARTY_ACTION_RULES[a].kind === 'forward');
const undoActions = PARTY_ACTIONS.filter((a) => PARTY_ACTION_RULES[a].kind === 'undo');

/** A forward action with a status its rule admits. */
const allowedForward = fc
  .constantFrom(...forwardActions)
  .chain((a) => fc.tuple(fc.constant(a), fc.constantFrom(...PARTY_ACTION_RULES[a].from)));

const step = (a: PartyAction, from: PartyStatus, to: PartyStatus): HistoryStep => ({
  action: a,
  fromStatus: from,
  toStatus: to,
  undone: false,
});

/** Applies an undo the way the server does: marks the step it took back and records the undo row. */
function afterUndo(history: HistoryStep[], undo: PartyAction, from: PartyStatus): HistoryStep[] {
  const result = nextPartyStatus(from, undo, history);
  if (!result.ok || !result.undoes) throw new Error('undo refused');
  const undone = result.undoes;
  return [step(undo, from, result.to), ...history.map((s) => (s === undone ? { ...s, undone: true } : s))];
}

describe('the party transition table', () => {
  it('takes every forward action from an allowed status to its target', () => {
    fc.assert(
      fc.property(allowedForward, ([a, from]) => {
        const rule = PARTY_ACTION_RULES[a];
        const result = nextPartyStatus(from, a, []);
        expect(result).toEqual({ ok: true, to: rule.kind === 'forward' ? rule.to : -1, undoes: null });
      }),
    );
  });

  it('refuses every status and action pair the table does not list', () => {
    fc.assert(
      fc.property(status, action, (from, a) => {
        fc.pre(!PARTY_ACTION_RULES[a].from.includes(from));
        expect(nextPartyStatus(from, a, [])).toEqual({ ok: false, reason: 'not-allowed', from, action: a });
      }),
    );
  });

  it('returns an undone step to exactly its from-status, and refuses a second undo', () => {
    const undoable = undoActions.flatMap((undo) => {
      const rule = PARTY_ACTION_RULES[undo];
      return rule.kind === 'undo' ? rule.undoes.map((forward) => [undo, forward] as const) : [];
    });
    const scenario = fc
      .constantFrom(...undoable)
      .chain(([undo, forward]) =>
        fc.tuple(
          fc.constant(undo),
          fc.constant(forward),
          fc.constantFrom(...PARTY_ACTION_RULES[forward].from),
        ),
      );
    fc.assert(
      fc.property(scenario, fc.array(fc.constantFrom(...PARTY_STATUSES), { maxLength: 3 }), (s, older) => {
        const [undo, forward, from] = s;
        const rule = PARTY_ACTION_RULES[forward];
        if (rule.kind !== 'forward') return;
        // Older steps that were already undone must not matter.
        const past = older.map((o) => ({ ...step('AssignDriver', o, o), undone: true }));
        const history = [step(forward, from, rule.to), ...past];
        const result = nextPartyStatus(rule.to, undo, history);
        if (!PARTY_ACTION_RULES[undo].from.includes(rule.to)) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok && result.to).toBe(from);
        const after = afterUndo(history, undo, rule.to);
        expect(nextPartyStatus(from, undo, after).ok).toBe(false);
      }),
    );
  });

  it('undoes a drop-off to the status read from history, not a guess', () => {
    const { Pending, Dispatched, PickedUp, DroppedOff } = PARTY_STATUS;
    const history = [
      step('DropOff', PickedUp, DroppedOff),
      step('PickUp', Dispatched, PickedUp),
      step('AssignDriver', Pending, Dispatched),
    ];
    expect(nextPartyStatus(DroppedOff, 'UnDoDropOff', history)).toMatchObject({ ok: true, to: PickedUp });
  });

  it('skips history rows that are not steps of the table', () => {
    const { Dispatched, PickedUp } = PARTY_STATUS;
    const history = [
      { action: 'EditNotes' as PartyAction, fromStatus: PickedUp, toStatus: PickedUp, undone: false },
      step('PickUp', Dispatched, PickedUp),
    ];
    expect(nextPartyStatus(PickedUp, 'UnDoPickup', history)).toMatchObject({ ok: true, to: Dispatched });
  });
});

describe('STATUSES_WITH_UNDO', () => {
  const historyStep = fc.record({
    action: action,
    fromStatus: fc.option(status, { nil: null }),
    toStatus: status,
    undone: fc.boolean(),
  });

  it('holds every status whose actions can depend on the history, and no other', () => {
    fc.assert(
      fc.property(status, action, fc.array(historyStep, { maxLength: 6 }), (from, act, history) => {
        if (STATUSES_WITH_UNDO.has(from)) return;
        expect(nextPartyStatus(from, act, history)).toEqual(nextPartyStatus(from, act, []));
      }),
    );
    for (const from of STATUSES_WITH_UNDO) {
      expect(undoActions.some((a) => PARTY_ACTION_RULES[a].from.includes(from as PartyStatus))).toBe(true);
    }
  });
});

describe('actionToReach', () => {
  it('finds a forward action whose rule leads from one status to the other', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const found = actionToReach(from, to);
        const any = forwardActions.some((a) => {
          const rule = PARTY_ACTION_RULES[a];
          return rule.kind === 'forward' && rule.to === to && rule.from.includes(from);
        });
        expect(found !== null).toBe(any);
        if (found) expect(nextPartyStatus(from, found, [])).toMatchObject({ ok: true, to });
      }),
    );
  });

  it('prefers the narrowest rule and never picks an undo', () => {
    const { Pending, Dispatched, PickedUp, Cancelled, Deleted, WillCall, MapRequest } = PARTY_STATUS;
    expect(actionToReach(MapRequest, Dispatched)).toBe('ConvertGMapToDispatch');
    expect(actionToReach(Pending, Dispatched)).toBe('AssignDriver');
    expect(actionToReach(Pending, WillCall)).toBe('ConvertToWillCall');
    expect(actionToReach(PickedUp, Deleted)).toBe('Delete');
    expect(actionToReach(PickedUp, Dispatched)).toBeNull();
    expect(actionToReach(Cancelled, Pending)).toBeNull();
    expect(actionToReach(Deleted, Pending)).toBeNull();
  });
});
