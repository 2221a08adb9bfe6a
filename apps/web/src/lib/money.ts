import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n.ts';

/** Formats integer cents in the company's currency, in the interface language. */
export function useMoney(currency = 'USD') {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useCallback(
    (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    [locale, currency],
  );
}
