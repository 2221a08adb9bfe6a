import { VALIDATION_MESSAGES } from '@curbside/contract';
import {
  type Clock,
  type CompanyCountry,
  clockOf,
  DEFAULT_COMPANY_COUNTRY,
  isCompanyCountry,
  normalizePhone,
} from '@curbside/domain';
import { badRequest } from '../../errors.ts';

/** A company row's country and clock as the principal carries them: the country checked, the clock effective. */
export function companyFormatsOf(company: { country: string; clock: string | null }): {
  companyCountry: CompanyCountry;
  companyClock: Clock;
} {
  const country = isCompanyCountry(company.country) ? company.country : DEFAULT_COMPANY_COUNTRY;
  const chosen = company.clock === '12' || company.clock === '24' ? company.clock : null;
  return { companyCountry: country, companyClock: clockOf(chosen, country) };
}

/**
 * A phone as the company stores it: E.164, a national number read in the company's country. Empty stays empty
 * (the fields that allow no phone); what cannot be a phone is a 400 on `field`.
 */
export function storedPhone(text: string, country: string, field: string): string {
  if (text.trim() === '') return '';
  const phone = normalizePhone(text, country);
  if (!phone)
    throw badRequest('Some fields are not valid.', [
      { path: field, message: VALIDATION_MESSAGES.phone, code: 'phone' },
    ]);
  return phone;
}

/** `storedPhone` for a column that is null without a phone. */
export const storedPhoneOrNull = (text: string | null | undefined, country: string, field: string) =>
  text ? storedPhone(text, country, field) || null : null;
