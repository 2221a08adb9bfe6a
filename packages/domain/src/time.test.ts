import { describe, expect, it } from 'vitest';
import { dateIn, nextDate, zonedDayRange, zonedTimeToUtc, zoneOffsetMs } from './time.ts';

const NY = 'America/New_York';

describe('zonedTimeToUtc', () => {
  it('reads a wall time in the zone, winter and summer', () => {
    expect(zonedTimeToUtc('2026-01-15', '09:00', NY).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:00', NY).toISOString()).toBe('2026-07-15T13:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:00', 'UTC').toISOString()).toBe('2026-07-15T09:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-15T03:30:00.000Z',
    );
  });

  it('is right on both sides of a clock change', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(zonedTimeToUtc('2026-03-08', '01:30', NY).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '03:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01: 01:00–02:00 happens twice; the first (EDT) is taken.
    expect(zonedTimeToUtc('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', '03:00', NY).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});

describe('days in a zone', () => {
  it('names the date of an instant', () => {
    expect(dateIn(NY, new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
    expect(dateIn(NY, new Date('2026-01-16T06:00:00Z'))).toBe('2026-01-16');
  });

  it('bounds days, 23 hours long when the clocks go forward', () => {
    const range = zonedDayRange('2026-03-08', '2026-03-08', NY);
    expect(range.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});

describe('zonedTimeToUtc', () => {
  it('reads a wall-clock time in winter and in summer', () => {
    expect(zonedTimeToUtc('2026-01-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-04', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-07-04T13:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-04', '00:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-04T05:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-04', '23:59', 'UTC').toISOString()).toBe('2026-07-04T23:59:00.000Z');
  });

  it('moves a skipped time past the gap and takes the first of a repeated one', () => {
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads a zone east of UTC across midnight', () => {
    expect(zonedTimeToUtc('2026-07-04', '01:00', 'Asia/Tokyo').toISOString()).toBe(
      '2026-07-03T16:00:00.000Z',
    );
  });
});

describe('zoneOffsetMs, kept per zone for the second it was asked', () => {
  const hour = 3_600_000;

  it('answers each side of a change of offset, and each zone its own, in any order', () => {
    // New York springs forward at 07:00 UTC on 8 March 2026.
    const before = new Date('2026-03-08T06:59:59.999Z');
    const after = new Date('2026-03-08T07:00:00.000Z');
    expect(zoneOffsetMs(before, 'America/New_York')).toBe(-5 * hour);
    expect(zoneOffsetMs(before, 'America/New_York')).toBe(-5 * hour);
    expect(zoneOffsetMs(after, 'America/New_York')).toBe(-4 * hour);
    expect(zoneOffsetMs(before, 'America/New_York')).toBe(-5 * hour);
    expect(zoneOffsetMs(after, 'Asia/Kolkata')).toBe(5.5 * hour);
    expect(zoneOffsetMs(after, 'America/New_York')).toBe(-4 * hour);
  });

  it('refuses an unknown zone every time it is asked', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(() => zoneOffsetMs(now, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => zoneOffsetMs(now, 'Mars/Olympus')).toThrow(RangeError);
  });
});
