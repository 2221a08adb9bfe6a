import { describe, expect, it } from 'vitest';
import { zonedDateTime } from './zoned-time.ts';

describe('zonedDateTime', () => {
  it('reads a wall-clock time in winter and in summer', () => {
    expect(zonedDateTime('2026-01-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(zonedDateTime('2026-07-04', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-07-04T13:30:00.000Z',
    );
    expect(zonedDateTime('2026-07-04', '00:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-04T05:00:00.000Z',
    );
    expect(zonedDateTime('2026-07-04', '23:59', 'UTC').toISOString()).toBe('2026-07-04T23:59:00.000Z');
  });

  it('moves a skipped time past the gap and takes the first of a repeated one', () => {
    expect(zonedDateTime('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedDateTime('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('reads a zone east of UTC across midnight', () => {
    expect(zonedDateTime('2026-07-04', '01:00', 'Asia/Tokyo').toISOString()).toBe('2026-07-03T16:00:00.000Z');
  });
});
