import { describe, expect, it } from 'vitest';
import { COUNTRY_DEFAULTS, countryDefaults } from './country-defaults.ts';
import { COMPANY_COUNTRIES } from './phone.ts';

describe('country defaults', () => {
  it('suggests for every company country a currency and a time zone the browser and the server know', () => {
    const currencies = new Set(Intl.supportedValuesOf('currency'));
    for (const country of COMPANY_COUNTRIES) {
      const { currency, timeZone } = COUNTRY_DEFAULTS[country];
      expect(currencies.has(currency), `${country} ${currency}`).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone }), `${country} ${timeZone}`).not.toThrow();
    }
  });

  it('suggests nothing for a country outside the table, nor for an inherited key', () => {
    expect(countryDefaults('AE')).toEqual({ currency: 'AED', timeZone: 'Asia/Dubai' });
    expect(countryDefaults('ZZ')).toBeUndefined();
    expect(countryDefaults('toString')).toBeUndefined();
  });
});
