import { providerRefused } from './card-provider.ts';

/** Stripe's zero-decimal currencies: an amount is in whole units (docs.stripe.com/currencies). */
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
/** Stripe's three-decimal currencies: an amount is in thousandths, its last digit 0. */
const THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));

/**
 * Our amounts are hundredths of the company's currency (`amountCents`); Stripe's are the currency's minor
 * units. An amount a zero-decimal currency cannot hold (¥12.34) is refused rather than rounded.
 */
export function toMinorUnits(cents: number, currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DECIMAL.has(code)) return cents * 10;
  if (ZERO_DECIMAL.has(code)) {
    if (cents % 100 !== 0) throw providerRefused();
    return cents / 100;
  }
  return cents;
}

/** Stripe's minor units back in hundredths of the currency. */
export function fromMinorUnits(units: number, currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DECIMAL.has(code)) return Math.floor(units / 10);
  if (ZERO_DECIMAL.has(code)) return units * 100;
  return units;
}
