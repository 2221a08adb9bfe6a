import { type CompanyCountry, isCompanyCountry } from './phone.ts';

/** How a company writes the time of day: "2:05 PM" or "14:05", the same in every language. */
export const CLOCKS = ['12', '24'] as const;
export type Clock = (typeof CLOCKS)[number];

/** Countries where people read a 12-hour clock; the others read 24 hours. */
const TWELVE_HOUR_COUNTRIES: ReadonlySet<CompanyCountry> = new Set<CompanyCountry>([
  'US',
  'CA',
  'MX',
  'IE',
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'JO',
  'EG',
  'IN',
  'AU',
  'NZ',
]);

/** A company's clock until its administrator chooses one: the one its country reads. */
export function defaultClockOf(country: string): Clock {
  return isCompanyCountry(country) && TWELVE_HOUR_COUNTRIES.has(country) ? '12' : '24';
}

/** The clock a company uses: the one chosen, else its country's. */
export const clockOf = (chosen: Clock | null, country: string): Clock => chosen ?? defaultClockOf(country);
