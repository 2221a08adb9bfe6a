import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes the dollars of a US hotel as "$", never "US$", in English', () => {
    expect(formatMoney(57_605, 'USD', 'en')).toBe('$576.05');
    expect(formatMoney(-1_250, 'USD', 'en')).toBe('-$12.50');
  });

  it('uses the narrow symbol of other currencies too', () => {
    expect(formatMoney(1_200, 'EUR', 'en')).toBe('€12.00');
    expect(formatMoney(1_200, 'GBP', 'en')).toBe('£12.00');
  });

  it('writes the same narrow symbol in Arabic, where the language data says "US$"', () => {
    const text = formatMoney(57_605, 'USD', 'ar');
    expect(text).toContain('$');
    expect(text).not.toContain('US');
    expect(text.replace(/[^\d٠-٩.,٫]/g, '')).toMatch(/^(576\.05|٥٧٦٫٠٥)$/);
  });

  it('keeps the amount of a currency code the browser does not know', () => {
    expect(formatMoney(1_000, 'usd1', 'en')).toBe('10.00 usd1');
  });
});
