import { describe, expect, it } from 'vitest';
import { formatInZone, formatMoment } from './dates.ts';

const at = '2026-03-01T14:05:00.000Z';

describe('formatMoment: one clock per company', () => {
  it('writes the time of day on the company clock, in the company zone, in both languages', () => {
    expect(formatMoment(at, { locale: 'en-GB', timeZone: 'Asia/Dubai', clock: '12' })).toBe('6:05 pm');
    expect(formatMoment(at, { locale: 'en-GB', timeZone: 'Asia/Dubai', clock: '24' })).toBe('18:05');
    expect(formatMoment(at, { locale: 'ar', timeZone: 'Asia/Dubai', clock: '12' })).toMatch(
      /^[0-9٠-٩]:[0-9٠-٩]{2} م$/,
    );
    expect(formatMoment(at, { locale: 'ar', timeZone: 'Asia/Dubai', clock: '24' })).toMatch(
      /^(18|١٨):(05|٠٥)$/,
    );
    expect(formatMoment('2026-03-01T02:05:00.000Z', { locale: 'en-GB', timeZone: 'UTC', clock: '24' })).toBe(
      '02:05',
    );
  });

  it('writes the date with the time when asked', () => {
    expect(formatInZone(at, 'Asia/Dubai', 'en-GB', '12')).toBe('1 Mar 2026, 6:05 pm');
    expect(formatInZone(at, 'America/New_York', 'en-GB', '24')).toBe('1 Mar 2026, 09:05');
  });

  it('falls back to the browser zone for an unknown zone and shows an unreadable value as given', () => {
    expect(formatMoment(at, { locale: 'en-GB', timeZone: 'Not/AZone', clock: '24' })).toMatch(/^\d{2}:05$/);
    expect(formatMoment('soon', { locale: 'en-GB' })).toBe('soon');
  });
});
