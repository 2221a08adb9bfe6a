import type { CompanyCountry } from './phone.ts';

/**
 * What a new company in each country most likely keeps: its currency (ISO 4217) and the time zone of its largest
 * city. Suggestions for the sign-up and Create company forms, which the person may change; a country is added
 * here together with its phone format (phone.ts), which the type checks.
 */
export const COUNTRY_DEFAULTS = {
  US: { currency: 'USD', timeZone: 'America/New_York' },
  CA: { currency: 'CAD', timeZone: 'America/Toronto' },
  MX: { currency: 'MXN', timeZone: 'America/Mexico_City' },
  GB: { currency: 'GBP', timeZone: 'Europe/London' },
  IE: { currency: 'EUR', timeZone: 'Europe/Dublin' },
  FR: { currency: 'EUR', timeZone: 'Europe/Paris' },
  ES: { currency: 'EUR', timeZone: 'Europe/Madrid' },
  IT: { currency: 'EUR', timeZone: 'Europe/Rome' },
  DE: { currency: 'EUR', timeZone: 'Europe/Berlin' },
  NL: { currency: 'EUR', timeZone: 'Europe/Amsterdam' },
  AE: { currency: 'AED', timeZone: 'Asia/Dubai' },
  SA: { currency: 'SAR', timeZone: 'Asia/Riyadh' },
  QA: { currency: 'QAR', timeZone: 'Asia/Qatar' },
  KW: { currency: 'KWD', timeZone: 'Asia/Kuwait' },
  BH: { currency: 'BHD', timeZone: 'Asia/Bahrain' },
  OM: { currency: 'OMR', timeZone: 'Asia/Muscat' },
  JO: { currency: 'JOD', timeZone: 'Asia/Amman' },
  EG: { currency: 'EGP', timeZone: 'Africa/Cairo' },
  MA: { currency: 'MAD', timeZone: 'Africa/Casablanca' },
  TR: { currency: 'TRY', timeZone: 'Europe/Istanbul' },
  IN: { currency: 'INR', timeZone: 'Asia/Kolkata' },
  SG: { currency: 'SGD', timeZone: 'Asia/Singapore' },
  AU: { currency: 'AUD', timeZone: 'Australia/Sydney' },
  NZ: { currency: 'NZD', timeZone: 'Pacific/Auckland' },
} as const satisfies Record<CompanyCountry, { currency: string; timeZone: string }>;

/** The currency and time zone a company in `country` most likely keeps; none for a country outside the table. */
export const countryDefaults = (country: string): { currency: string; timeZone: string } | undefined =>
  Object.hasOwn(COUNTRY_DEFAULTS, country) ? COUNTRY_DEFAULTS[country as CompanyCountry] : undefined;
