import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockOf, defaultClockOf } from './clock.ts';
import { COMPANY_COUNTRIES, formatPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['(212) 555-0100', 'US', '+12125550100'],
    ['050 123 4567', 'AE', '+971501234567'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['5555 1234', 'QA', '+97455551234'],
    ['+44 20 7946 0958', 'US', '+442079460958'],
    ['00971 50 123 4567', 'US', '+971501234567'],
    // A country outside the table is held to E.164 only.
    ['+81 3 1234 5678', 'US', '+81312345678'],
  ])(
    'stores %s typed in %s as %s: national numbers drop the trunk zero, international ones are kept',
    (text, country, stored) => {
      expect(normalizePhone(text, country)).toBe(stored);
    },
  );

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
  // One stored number and how it shows to companies of each country: nationally at home, internationally abroad.
  it.each([
    { stored: '+12125550100', shown: { US: '(212) 555-0100', CA: '(212) 555-0100', AE: '+1 212 555 0100' } },
    { stored: '+971501234567', shown: { AE: '050 123 4567' } },
    { stored: '+442079460958', shown: { GB: '020 7946 0958', US: '+44 20 7946 0958' } },
    { stored: '+447700900123', shown: { GB: '07700 900123' } },
    { stored: '+33612345678', shown: { FR: '06 12 34 56 78' } },
    { stored: '+81312345678', shown: { US: '+81312345678' } },
  ])('shows $stored in the format of the company country', ({ stored, shown }) => {
    for (const [country, text] of Object.entries(shown)) expect(formatPhone(stored, country)).toBe(text);
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
  it.each([
    ['US', '12'],
    ['SA', '12'],
    ['FR', '24'],
    ['GB', '24'],
    ['ZZ', '24'],
  ])('defaults the clock of a company in %s to %s hours', (country, clock) => {
    expect(defaultClockOf(country)).toBe(clock);
  });

  it('yields to a chosen clock', () => {
    expect(clockOf(null, 'US')).toBe('12');
    expect(clockOf('24', 'US')).toBe('24');
  });
});
