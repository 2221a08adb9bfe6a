import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_NUMBER_REQUIRED, seatsShort, validateTripBooking, weekdayOf } from './booking.ts';
import { type CostInput, calculateCost, percentOf } from './cost.ts';

const cents = fc.integer({ min: 0, max: 1_000_000 });
const basisPoints = fc.integer({ min: 0, max: 5_000 });
const costInput: fc.Arbitrary<CostInput> = fc.record({
  prices: fc.record({ adultCents: cents, childCents: cents, luggageCents: cents }),
  adults: fc.integer({ min: 0, max: 50 }),
  children: fc.integer({ min: 0, max: 50 }),
  luggage: fc.integer({ min: 0, max: 50 }),
  discount: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 0, max: 100_000_000 }) }),
    ),
  ),
  serviceFeeBasisPoints: basisPoints,
  taxBasisPoints: basisPoints,
  gratuityBasisPoints: basisPoints,
  additionalGratuityCents: cents,
  paymentMethod: fc.constantFrom('cash' as const, 'account' as const, 'card' as const),
  cardSurchargeBasisPoints: basisPoints,
});

describe('calculateCost', () => {
  it('prices a worked example in the fixed order, each line rounded half up', () => {
    const result = calculateCost({
      prices: { adultCents: 4_500, childCents: 2_250, luggageCents: 500 },
      adults: 2,
      children: 1,
      luggage: 3,
      discount: { kind: 'percent', basisPoints: 1_000 },
      serviceFeeBasisPoints: 500,
      taxBasisPoints: 875,
      gratuityBasisPoints: 1_500,
      additionalGratuityCents: 100,
      paymentMethod: 'card',
      cardSurchargeBasisPoints: 300,
    });
    expect(result).toEqual({
      tripCents: 11_250,
      luggageCents: 1_500,
      subtotalCents: 12_750,
      discountCents: 1_275,
      discountedSubtotalCents: 11_475,
      serviceFeeCents: 574, // 573.75
      taxCents: 1_054, // 8.75 % of 12 049 = 1 054.29
      gratuityCents: 1_821, // 1 721.25 + 100
      cardSurchargeCents: 448, // 3 % of 14 924 = 447.72
      totalCents: 15_372,
    });
  });

  it('rounds half up', () => {
    expect(percentOf(50, 100)).toBe(1); // 0.5 → 1
    expect(percentOf(49, 100)).toBe(0); // 0.49 → 0
    expect(percentOf(150, 100)).toBe(2); // 1.5 → 2
  });

  it('charges a card surcharge only when paying by card', () => {
    const base: CostInput = {
      prices: { adultCents: 1_000, childCents: 0, luggageCents: 0 },
      adults: 1,
      children: 0,
      luggage: 0,
      cardSurchargeBasisPoints: 1_000,
    };
    expect(calculateCost({ ...base, paymentMethod: 'cash' }).totalCents).toBe(1_000);
    expect(calculateCost({ ...base, paymentMethod: 'card' }).totalCents).toBe(1_100);
  });

  it('never answers a negative total', () => {
    fc.assert(fc.property(costInput, (input) => calculateCost(input).totalCents >= 0));
  });

  it('never discounts more than the subtotal', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const result = calculateCost(input);
        return result.discountCents >= 0 && result.discountCents <= result.subtotalCents;
      }),
    );
  });

  it('never lowers the total when a luggage item is added', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const more = calculateCost({ ...input, luggage: input.luggage + 1 });
        return more.totalCents >= calculateCost(input).totalCents;
      }),
    );
  });

  it('gives the same answer to the same input', () => {
    fc.assert(
      fc.property(costInput, (input) => {
        const first = calculateCost(input);
        const copy = calculateCost(structuredClone(input));
        return JSON.stringify(first) === JSON.stringify(copy);
      }),
    );
  });

  it('answers integer cents on every line', () => {
    fc.assert(
      fc.property(costInput, (input) =>
        Object.values(calculateCost(input)).every((v) => Number.isInteger(v)),
      ),
    );
  });
});

describe('validateTripBooking', () => {
  it('refuses a missing room number when the trip requires one, naming the field', () => {
    expect(validateTripBooking({ roomMandatory: true }, {})).toEqual([
      { field: 'roomNumber', message: ROOM_NUMBER_REQUIRED },
    ]);
    expect(validateTripBooking({ roomMandatory: true }, { roomNumber: '  ' })).toHaveLength(1);
    expect(validateTripBooking({ roomMandatory: true }, { roomNumber: '1204' })).toEqual([]);
    expect(validateTripBooking({ roomMandatory: false }, {})).toEqual([]);
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-27')).toBe(5);
  });

  it('counts the people a trip or vehicle leaves standing, none when its seats are unknown', () => {
    expect(seatsShort(100, 14)).toBe(86);
    expect(seatsShort(14, 14)).toBe(0);
    expect(seatsShort(3, 14)).toBe(0);
    expect(seatsShort(100, null)).toBe(0);
    expect(seatsShort(100, undefined)).toBe(0);
  });
});
