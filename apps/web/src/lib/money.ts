import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n.ts';
import { useSession } from './session.tsx';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formats.set(key, format);
  }
  return format;
}

/**
 * The currency's narrow symbol as English writes it ("$", "€", "£"). Arabic's data writes dollars "US$" even
 * when asked for the narrow symbol, so the symbol comes from here in every language
 * (docs/decisions/0033-one-way-to-show-things.md).
 */
function symbolOf(currency: string): string {
  return (
    formatOf('en-GB', currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * Integer cents in `currency` (ISO 4217), in the interface language, with the currency's narrow symbol
 * ("$576.05"). A code the browser does not know is written after the plain amount.
 */
export function formatMoney(cents: number, currency: string, language: string): string {
  const locale = localeOf(language);
  try {
    const symbol = symbolOf(currency);
    return formatOf(locale, currency)
      .formatToParts(cents / 100)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('');
  } catch {
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${amount.format(cents / 100)} ${currency}`;
  }
}

/** Formats integer cents in `currency`, by default the company's, in the interface language. */
export function useMoney(currency?: string) {
  const { i18n } = useTranslation();
  const { session } = useSession();
  const code = currency ?? session?.company?.currency ?? 'USD';
  const language = i18n.language;
  return useCallback((cents: number) => formatMoney(cents, code, language), [code, language]);
}
