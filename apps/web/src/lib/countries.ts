import { COMPANY_COUNTRIES } from '@curbside/domain';

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

/** Every time zone the browser knows, as a select's choices; the server checks the same IANA names. */
export function timeZoneOptions(): { value: string; label: string }[] {
  try {
    return Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));
  } catch {
    return [{ value: 'UTC', label: 'UTC' }];
  }
}
