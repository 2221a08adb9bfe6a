import { COMPANY_COUNTRIES } from '@curbside/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n.ts';

/** A country's name in the interface language (the browser knows them all), its code when it does not. */
export function countryNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The countries a company may be in, named in `locale` and sorted by that name. */
export const countryOptions = (locale: string) => {
  const nameOf = countryNames(locale);
  return COMPANY_COUNTRIES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
};

/** The countries a company may be in, named and sorted in the interface language. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => countryOptions(locale), [locale]);
}
