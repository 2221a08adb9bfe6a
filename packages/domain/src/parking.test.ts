import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availablePermitActions,
  collectedCents,
  commissionCents,
  DEFAULT_RETRIEVAL_MINUTES,
  expectedReadyTimes,
  fillLevel,
  freeSpaces,
  handOverAction,
  isWillCallKeyword,
  medianRetrievalMinutes,
  nextPermitStatus,
  normalisePlate,
  PERMIT_ACTIONS,
  PERMIT_STATUSES,
  permitCost,
  plateSearchForm,
  refundOf,
  SPACE_HOLDING_STATUSES,
  shouldRetell,
  willCallAge,
} from './parking.ts';

const MIN = 60_000;

describe('plates', () => {
  it('drops spaces, hyphens and symbols and writes capitals', () => {
    expect(normalisePlate(' ab-12 3·x ')).toBe('AB123X');
    expect(normalisePlate('7ABC.123')).toBe('7ABC123');
  });

  it('reads Arabic-Indic digits as digits and keeps letters of other scripts', () => {
    expect(normalisePlate('أ ب ١٢٣')).toBe('أب123');
    expect(normalisePlate('۴۵')).toBe('45');
  });

  it('searches O/0, I/1 and S/5 as one character', () => {
    expect(plateSearchForm('SO1-ILO')).toBe(plateSearchForm('501 1L0'));
    expect(plateSearchForm('S0I')).toBe(plateSearchForm('5O1'));
    expect(plateSearchForm('AB')).not.toBe(plateSearchForm('A8'));
  });

  it('normalising is idempotent and the search form ignores what normalising ignores', () => {
    fc.assert(
      fc.property(fc.string(), (plate) => {
        expect(normalisePlate(normalisePlate(plate))).toBe(normalisePlate(plate));
        expect(plateSearchForm(` -${plate}- `)).toBe(plateSearchForm(plate));
        expect(normalisePlate(plate)).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
  });
});

describe('the permit transition table', () => {
  it('a will-call goes Active → WillCallRequested → Delivered', () => {
    expect(nextPermitStatus('Active', 'RequestWillCall')).toEqual({ ok: true, to: 'WillCallRequested' });
    expect(nextPermitStatus('WillCallRequested', 'ConfirmDelivered')).toEqual({ ok: true, to: 'Delivered' });
    expect(nextPermitStatus('WillCallRequested', 'DeleteWillCall')).toEqual({ ok: true, to: 'Active' });
  });

  it('in-and-out: a car handed over while its permit runs goes Out, keeps its space, and parks again', () => {
    const day = 24 * 3_600_000;
    const now = Date.UTC(2026, 10, 30, 10);
    expect(handOverAction({ endsAt: now + day, inAndOut: true }, now)).toBe('LetOut');
    expect(handOverAction({ endsAt: now, inAndOut: true }, now)).toBe('ConfirmDelivered');
    expect(handOverAction({ endsAt: now + day, inAndOut: false }, now)).toBe('ConfirmDelivered');
    expect(nextPermitStatus('WillCallRequested', 'LetOut')).toEqual({ ok: true, to: 'Out' });
    expect(nextPermitStatus('Out', 'ParkAgain')).toEqual({ ok: true, to: 'Active' });
    expect(nextPermitStatus('Out', 'ConfirmDelivered')).toEqual({ ok: true, to: 'Delivered' });
    // The car is not in the lot: nobody can ask for it, and a parked car cannot come back.
    expect(nextPermitStatus('Out', 'RequestWillCall').ok).toBe(false);
    expect(nextPermitStatus('Active', 'ParkAgain').ok).toBe(false);
    expect(SPACE_HOLDING_STATUSES).toContain('Out');
  });

  it('refuses what the table does not allow', () => {
    expect(nextPermitStatus('Active', 'ConfirmDelivered').ok).toBe(false);
    expect(nextPermitStatus('Delivered', 'Cancel').ok).toBe(false);
    expect(nextPermitStatus('Deleted', 'Delete').ok).toBe(false);
    expect(availablePermitActions('Deleted')).toEqual([]);
  });

  it('every step offered is allowed, and every step leads to a status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERMIT_STATUSES),
        fc.constantFrom(...PERMIT_ACTIONS),
        (status, action) => {
          const step = nextPermitStatus(status, action);
          expect(step.ok).toBe(availablePermitActions(status).includes(action));
          if (step.ok) expect(PERMIT_STATUSES).toContain(step.to);
        },
      ),
    );
  });

  it('no step leaves Deleted, and every other status can reach it', () => {
    for (const status of PERMIT_STATUSES) {
      expect(nextPermitStatus(status, 'Delete').ok).toBe(status !== 'Deleted');
    }
  });
});

describe('refunds', () => {
  const money = { paidCents: 5000, refundedCents: 1000 };
  it('none, full (what is left) or a partial amount within it', () => {
    expect(refundOf('none', money)).toEqual({ ok: true, cents: 0 });
    expect(refundOf('full', money)).toEqual({ ok: true, cents: 4000 });
    expect(refundOf('partial', money, 2500)).toEqual({ ok: true, cents: 2500 });
    expect(refundOf('partial', money, 4001)).toEqual({ ok: false, refundableCents: 4000 });
    expect(refundOf('partial', money)).toEqual({ ok: false, refundableCents: 4000 });
  });
});

describe('availability', () => {
  const day = (n: number) => ({ start: n * 24 * 60 * MIN, end: (n + 1) * 24 * 60 * MIN });

  it('is capacity less the permits overlapping each day, ends exclusive', () => {
    const permits = [
      { start: day(0).start, end: day(2).start }, // days 0 and 1
      { start: day(1).start + 60 * MIN, end: day(1).start + 120 * MIN }, // inside day 1
      { start: day(3).start, end: day(3).end }, // day 3 only
    ];
    expect(freeSpaces(5, [day(0), day(1), day(2), day(3)], permits)).toEqual([4, 3, 5, 4]);
  });

  it('never counts more permits than overlap, and a permit counts on every day it touches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 5 })), { maxLength: 30 }),
        (spans) => {
          const permits = spans.map(([first, length]) => ({
            start: day(first).start,
            end: day(first + length - 1).end,
          }));
          const days = Array.from({ length: 15 }, (_, n) => day(n));
          const free = freeSpaces(40, days, permits);
          free.forEach((f, n) => {
            const expected = spans.filter(([first, length]) => n >= first && n < first + length).length;
            expect(f).toBe(40 - expected);
          });
        },
      ),
    );
  });

  it('a permit costs the package price per started period', () => {
    const h = 60 * MIN;
    expect(permitCost(4500, 24, { start: 0, end: 24 * h })).toBe(4500);
    expect(permitCost(4500, 24, { start: 0, end: 30 * h })).toBe(9000);
    expect(permitCost(4500, 24, { start: 0, end: 1 })).toBe(4500);
  });

  it.each([
    [10, 10, 'open'],
    [10, 2, 'filling'],
    [10, 1, 'full'],
    [10, 0, 'full'],
    [0, 0, 'full'],
  ])('colours a day of %i spaces with %i free as %s', (capacity, free, level) => {
    expect(fillLevel(capacity, free)).toBe(level);
  });
});

describe('will-call', () => {
  const now = 1_000 * MIN;

  it('the median retrieval time, with a default before any history', () => {
    expect(medianRetrievalMinutes([])).toBe(DEFAULT_RETRIEVAL_MINUTES);
    expect(medianRetrievalMinutes([4, 30, 6])).toBe(6);
    expect(medianRetrievalMinutes([4, 7, 30, 6])).toBe(7); // (6 + 7) / 2 rounded up
  });

  it('runners share the queue in order; later requests wait for a free runner', () => {
    const queue = [
      { id: 'a', requestedAt: now },
      { id: 'b', requestedAt: now },
      { id: 'c', requestedAt: now },
    ];
    const two = expectedReadyTimes(queue, 2, 8, now);
    expect(two.get('a')).toBe(now + 8 * MIN);
    expect(two.get('b')).toBe(now + 8 * MIN);
    expect(two.get('c')).toBe(now + 16 * MIN);
    const one = expectedReadyTimes(queue, 0, 8, now);
    expect(one.get('c')).toBe(now + 24 * MIN);
  });

  it('recomputes as the queue moves: the head delivered brings the rest forward', () => {
    const queue = [
      { id: 'a', requestedAt: now - 5 * MIN },
      { id: 'b', requestedAt: now - 4 * MIN },
    ];
    expect(expectedReadyTimes(queue, 1, 10, now).get('b')).toBe(now + 15 * MIN);
    expect(expectedReadyTimes(queue.slice(1), 1, 10, now).get('b')).toBe(now + 6 * MIN);
  });

  it('never promises a time in the past and never gets earlier with fewer runners', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -60, max: 0 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 30 }),
        (offsets, runners, minutes) => {
          const queue = offsets.map((o, i) => ({ id: `r${i}`, requestedAt: now + o * MIN }));
          const more = expectedReadyTimes(queue, runners + 1, minutes, now);
          const fewer = expectedReadyTimes(queue, runners, minutes, now);
          for (const { id } of queue) {
            expect(fewer.get(id) ?? 0).toBeGreaterThanOrEqual(now);
            expect(fewer.get(id) ?? 0).toBeGreaterThanOrEqual(more.get(id) ?? 0);
          }
        },
      ),
    );
  });

  it('cards age green → amber → red against the promised time', () => {
    const promised = now + 20 * MIN;
    expect(willCallAge(promised, now)).toBe('green');
    expect(willCallAge(promised, promised - 5 * MIN)).toBe('amber');
    expect(willCallAge(promised, promised)).toBe('amber');
    expect(willCallAge(promised, promised + 1)).toBe('red');
  });

  it('texts the guest again only when the estimate moved by five minutes', () => {
    expect(shouldRetell(now, now + 4 * MIN)).toBe(false);
    expect(shouldRetell(now, now + 5 * MIN)).toBe(true);
    expect(shouldRetell(now, now - 6 * MIN)).toBe(true);
  });

  it('knows the reply keywords in any case', () => {
    expect(isWillCallKeyword(' car ')).toBe(true);
    expect(isWillCallKeyword('carry')).toBe(false);
    expect(isWillCallKeyword('Car!')).toBe(true);
    expect(isWillCallKeyword(' سيارتي ')).toBe(true);
    expect(isWillCallKeyword('car please')).toBe(false);
    expect(isWillCallKeyword('STOP')).toBe(false);
  });
});

describe('commission', () => {
  it('is the package percentage of the cost, rounded to the cent, none when cancelled or deleted', () => {
    expect(commissionCents(4500, 10, 'Active')).toBe(450);
    expect(commissionCents(3333, 12.5, 'Delivered')).toBe(417);
    expect(commissionCents(4500, 10, 'Cancelled')).toBe(0);
    expect(commissionCents(4500, 10, 'Deleted')).toBe(0);
  });

  it('is earned on what was collected: nothing unpaid, part of a part payment, the cost at most', () => {
    const money = (paidCents: number, refundedCents = 0) => ({ costCents: 4500, paidCents, refundedCents });
    expect(collectedCents(money(0))).toBe(0);
    expect(collectedCents(money(2000))).toBe(2000);
    expect(collectedCents(money(4500, 1000))).toBe(3500);
    expect(collectedCents(money(1000, 2000))).toBe(0);
    expect(collectedCents(money(9000))).toBe(4500);
    expect(commissionCents(collectedCents(money(0)), 10, 'Active')).toBe(0);
    expect(commissionCents(collectedCents(money(2000)), 10, 'Active')).toBe(200);
  });

  it('never exceeds the cost for a percentage up to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cost, hundredths) => {
          const c = commissionCents(cost, hundredths / 100, 'Active');
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(cost);
        },
      ),
    );
  });
});
