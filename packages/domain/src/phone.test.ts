import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOf, defaultClockOf } from './clock.ts';
import { COMPANY_COUNTRIES, formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('takes a national number in the company country, dropping the trunk zero', () => {
    expect(normalizePhone('(212) 555-0100', 'US')).toBe('+12125550100');
    expect(normalizePhone('050 123 4567', 'AE')).toBe('+971501234567');
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('5555 1234', 'QA')).toBe('+97455551234');
  });

  it('keeps an international number whatever the company country', () => {
    expect(normalizePhone('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(normalizePhone('00971 50 123 4567', 'US')).toBe('+971501234567');
    // A country outside the table is held to E.164 only.
    expect(normalizePhone('+81 3 1234 5678', 'US')).toBe('+81312345678');
  });

  it('refuses what cannot be a phone', () => {
    const refused: [string, string][] = [
      ['', 'US'],
      ['call me', 'US'],
      ['555-0100', 'US'],
      ['(112) 555-0100', 'US'],
      ['+1 212 555 01', 'GB'],
      ['050 123 45', 'AE'],
      ['+97150123456789', 'US'],
      ['12 34', 'FR'],
    ];
    for (const [text, country] of refused) expect(normalizePhone(text, country)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes a number of the company country in its national format', () => {
    expect(formatPhone('+12125550100', 'US')).toBe('(212) 555-0100');
    expect(formatPhone('+12125550100', 'CA')).toBe('(212) 555-0100');
    expect(formatPhone('+971501234567', 'AE')).toBe('050 123 4567');
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+447700900123', 'GB')).toBe('07700 900123');
    expect(formatPhone('+33612345678', 'FR')).toBe('06 12 34 56 78');
  });

  it('writes a foreign number in the international format', () => {
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12125550100', 'AE')).toBe('+1 212 555 0100');
    expect(formatPhone('+81312345678', 'US')).toBe('+81312345678');
  });

  it('shows text that is not E.164 as it is', () => {
    expect(formatPhone('ask at desk', 'US')).toBe('ask at desk');
    expect(formatPhone('', 'US')).toBe('');
  });

  it('property: a normalised national number reads back to itself through its national format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMPANY_COUNTRIES), fc.string({ minLength: 1 }), (country, text) => {
        const stored = normalizePhone(text, country);
        if (stored === null) return;
        expect(normalizePhone(formatPhone(stored, country), country)).toBe(stored);
      }),
    );
    for (const country of COMPANY_COUNTRIES) {
      const stored = normalizePhone(formatPhone('+12125550100', country), country);
      expect(stored).toBe('+12125550100');
    }
  });
});

describe('company clock', () => {
  it('defaults from the country and yields to a chosen clock', () => {
    expect(defaultClockOf('US')).toBe('12');
    expect(defaultClockOf('SA')).toBe('12');
    expect(defaultClockOf('FR')).toBe('24');
    expect(defaultClockOf('GB')).toBe('24');
    expect(defaultClockOf('ZZ')).toBe('24');
    expect(clockOf(null, 'US')).toBe('12');
    expect(clockOf('24', 'US')).toBe('24');
  });
});
