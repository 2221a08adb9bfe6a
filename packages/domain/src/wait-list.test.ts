import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlertState,
  availableWaitActions,
  delayedPlaces,
  dueMessages,
  holdExpired,
  hourOfWeek,
  nextWaitStatus,
  placeOf,
  type QueueEntry,
  queuePlaces,
  quoteMinutesLeft,
  sizeBandOf,
  suggestQuote,
  WAIT_ACTION_RULES,
  WAIT_ACTIONS,
  WAIT_STATUS,
  WAIT_STATUSES,
  type WaitStep,
  waitListReply,
} from './wait-list.ts';

const { Waiting, Notified, Completed, NoShow, Cancelled, Deleted } = WAIT_STATUS;
const MIN = 60_000;
const step = (action: string, from: number, to: number, undone = false): WaitStep => ({
  action,
  fromStatus: from as WaitStep['toStatus'],
  toStatus: to as WaitStep['toStatus'],
  undone,
});

describe('the wait-list transition table', () => {
  it('takes every forward action from an allowed status to its target, and refuses the others', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WAIT_STATUSES), fc.constantFrom(...WAIT_ACTIONS), (from, action) => {
        const rule = WAIT_ACTION_RULES[action];
        const result = nextWaitStatus(from, action, []);
        if (!rule.from.includes(from)) expect(result).toMatchObject({ ok: false, reason: 'not-allowed' });
        else if (rule.kind === 'forward') expect(result).toEqual({ ok: true, to: rule.to, undoes: null });
        else expect(result).toMatchObject({ ok: false, reason: 'nothing-to-undo' });
      }),
    );
  });

  it('undoes the latest forward step back to where it started', () => {
    const history = [step('Complete', Notified, Completed), step('Notify', Waiting, Notified)];
    expect(nextWaitStatus(Completed, 'Undo', history)).toMatchObject({ ok: true, to: Notified });
    const afterOne = [
      step('Undo', Completed, Notified),
      step('Complete', Notified, Completed, true),
      step('Notify', Waiting, Notified),
    ];
    expect(nextWaitStatus(Notified, 'Undo', afterOne)).toMatchObject({ ok: true, to: Waiting });
  });

  it('has nothing to undo when the latest step does not lead to the current status', () => {
    expect(nextWaitStatus(Cancelled, 'Undo', [step('Notify', Waiting, Notified)])).toMatchObject({
      ok: false,
      reason: 'nothing-to-undo',
    });
  });

  it('never leaves Deleted, and a no-show needs a notified guest', () => {
    expect(availableWaitActions(Deleted, [step('Delete', Waiting, Deleted)])).toEqual([]);
    expect(nextWaitStatus(Waiting, 'NoShow').ok).toBe(false);
    expect(nextWaitStatus(Notified, 'NoShow')).toMatchObject({ ok: true, to: NoShow });
    expect(availableWaitActions(Waiting, [])).toEqual(['Notify', 'Complete', 'Cancel', 'Delete']);
  });
});

describe('the suggested quote', () => {
  it('is the median actual wait, rounded up, with the count it rests on', () => {
    expect(suggestQuote([10, 30, 20], 15)).toEqual({ minutes: 20, basedOn: 3 });
    expect(suggestQuote([10, 15, 12, 20], 99)).toEqual({ minutes: 14, basedOn: 4 });
  });

  it('never quotes 0 minutes, and trusts no history of fewer than three guests', () => {
    expect(suggestQuote([0, 0, 5], 15)).toEqual({ minutes: 1, basedOn: 3 });
    // One guest seated at once, then a second: still the wait type's default, not 0.
    expect(suggestQuote([0], 15)).toEqual({ minutes: 15, basedOn: 0 });
    expect(suggestQuote([0, 2], 15)).toEqual({ minutes: 15, basedOn: 0 });
  });

  it("falls back to the wait type's default with nothing behind it", () => {
    expect(suggestQuote([], 15)).toEqual({ minutes: 15, basedOn: 0 });
  });

  it('bands party sizes and reads the hour of the week in the company zone', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(sizeBandOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    // Monday 2026-03-02 14:30 UTC is 09:30 in New York (UTC−5): Monday is day 1.
    expect(hourOfWeek(new Date('2026-03-02T14:30:00Z'), 'America/New_York')).toBe(24 + 9);
    // Sunday 00:30 in Dubai is still Saturday 20:30 UTC.
    expect(hourOfWeek(new Date('2026-03-07T20:30:00Z'), 'Asia/Dubai')).toBe(0);
  });
});

const entry = (
  id: string,
  joinedMin: number,
  quoted: number,
  extra: Partial<QueueEntry> = {},
): QueueEntry => ({
  id,
  waitTypeId: 'bar',
  status: Waiting,
  joinedAt: joinedMin * MIN,
  quotedMinutes: quoted,
  delayMinutes: 0,
  ...extra,
});

describe('positions and expected times', () => {
  it('orders each wait type by arrival, never expecting a guest before the one ahead or in the past', () => {
    const now = 10 * MIN;
    const places = queuePlaces(
      [
        entry('c', 5, 5),
        entry('a', 0, 30),
        entry('b', 2, 10),
        entry('x', 1, 0, { waitTypeId: 'taxi' }),
        entry('n', 0, 5, { status: Notified }),
        entry('d', 0, 5, { status: Completed }),
      ],
      now,
    );
    expect(places.get('a')).toEqual({ position: 1, ahead: 0, expectedAt: 30 * MIN });
    expect(places.get('b')).toEqual({ position: 2, ahead: 1, expectedAt: 30 * MIN });
    expect(places.get('c')).toEqual({ position: 3, ahead: 2, expectedAt: 30 * MIN });
    expect(places.get('x')).toEqual({ position: 1, ahead: 0, expectedAt: now });
    expect(places.get('n')).toEqual({ position: 0, ahead: 0, expectedAt: now });
    expect(places.has('d')).toBe(false);
  });

  it('keeps positions a permutation and times non-decreasing for any queue', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(600), fc.nat(120)), { maxLength: 60 }),
        fc.nat(600),
        (rows, nowMin) => {
          const entries = rows.map(([j, q], i) => entry(`e${i}`, j, q));
          const places = queuePlaces(entries, nowMin * MIN);
          const ordered = [...places.values()].sort((a, b) => a.position - b.position);
          expect(ordered.map((p) => p.position)).toEqual(entries.map((_, i) => i + 1));
          const times = ordered.map((p) => p.expectedAt);
          expect(times).toEqual([...times].sort((a, b) => a - b));
        },
      ),
    );
  });

  it("places one guest from the queue ahead of them exactly as the whole queue's recomputation does", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(600), fc.nat(120), fc.nat(30), fc.boolean(), fc.boolean()), {
          maxLength: 40,
        }),
        fc.nat(900),
        (rows, nowMin) => {
          const entries = rows.map(([j, q, d, called, taxi], i) =>
            entry(`e${String(i).padStart(2, '0')}`, j, q, {
              delayMinutes: d,
              status: called ? Notified : Waiting,
              waitTypeId: taxi ? 'taxi' : 'bar',
            }),
          );
          const now = nowMin * MIN;
          const places = queuePlaces(entries, now);
          const before = (a: QueueEntry, b: QueueEntry) =>
            a.joinedAt < b.joinedAt || (a.joinedAt === b.joinedAt && a.id <= b.id);
          for (const one of entries) {
            const queue = entries.filter(
              (other) =>
                other.waitTypeId === one.waitTypeId && other.status === Waiting && before(other, one),
            );
            const ahead = {
              ahead: queue.filter((other) => other.id !== one.id).length,
              latestPromise: Math.max(
                ...queue.map((o) => o.joinedAt + (o.quotedMinutes + o.delayMinutes) * MIN),
              ),
            };
            expect(placeOf(one.status, ahead, now)).toEqual(places.get(one.id));
          }
        },
      ),
    );
  });

  it('recomputes 500 guests in well under 20 ms', () => {
    const entries = Array.from({ length: 500 }, (_, i) =>
      entry(`e${i}`, (i * 7919) % 480, (i * 31) % 90, { waitTypeId: `t${i % 4}` }),
    );
    queuePlaces(entries, 0);
    const start = performance.now();
    for (let i = 0; i < 10; i++) queuePlaces(entries, i * MIN);
    expect((performance.now() - start) / 10).toBeLessThan(20);
  });

  it('moves every waiting promise by the broadcast delay, leaving notified guests alone', () => {
    const entries = [entry('a', 0, 20), entry('b', 1, 25), entry('n', 0, 5, { status: Notified })];
    const before = queuePlaces(entries, 0);
    const after = delayedPlaces(entries, 15, 0);
    const moved = (id: string) => (after.get(id)?.expectedAt ?? 0) - (before.get(id)?.expectedAt ?? 0);
    expect([moved('a'), moved('b')]).toEqual([15 * MIN, 15 * MIN]);
    expect(after.get('n')).toEqual(before.get('n'));
  });

  it('counts down from the quote and goes negative once it is missed', () => {
    expect(quoteMinutesLeft(entry('a', 0, 20), 5 * MIN)).toBe(15);
    expect(quoteMinutesLeft(entry('a', 0, 20, { delayMinutes: 5 }), 30 * MIN)).toBe(-5);
  });
});

describe('messages a queue owes', () => {
  const state = (id: string, extra: Partial<AlertState> = {}): AlertState => ({
    id,
    status: Waiting,
    alert: 'none',
    alertSent: false,
    nextSent: false,
    ...extra,
  });

  it('says "you are next" once at the company position, and each alert once when due', () => {
    const entries = Array.from({ length: 6 }, (_, i) => entry(`e${i}`, i, 10 + i * 10));
    const places = queuePlaces(entries, 0);
    const due = dueMessages(
      [
        state('e0'),
        state('e1', { nextSent: true }),
        state('e2', { alert: 'minutes10' }),
        state('e3', { alert: 'ahead3' }),
        state('e4', { alert: 'ahead3' }),
        state('e5', { alert: 'ahead3', alertSent: true }),
      ],
      places,
      2,
      25 * MIN,
    );
    expect(due.next).toEqual(['e0']);
    // e2 is expected at 32 min: within 10 minutes of 25. e3 has 3 ahead, e4 has 4.
    expect(due.alert).toEqual(['e2', 'e3']);
  });

  it('lets a hold run out only after the hold time, and reads 1 and 9 replies', () => {
    expect(holdExpired(0, 10, 10 * MIN - 1)).toBe(false);
    expect(holdExpired(0, 10, 10 * MIN)).toBe(true);
    expect([' 1 ', '9', '19', 'yes'].map(waitListReply)).toEqual(['confirm', 'cancel', null, null]);
  });
});
