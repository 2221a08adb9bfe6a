import { ar } from './locales/ar.ts';
import { en, type KioskWords } from './locales/en.ts';

/** A guest's language at the kiosk; each guest chooses, and the next guest starts in English again. */
export type KioskLanguage = 'en' | 'ar';

const WORDS: Record<KioskLanguage, KioskWords> = { en, ar };

export type Translate = (key: keyof KioskWords, values?: Record<string, string | number>) => string;

/**
 * The kiosk's own small dictionary instead of the console's i18n library: both languages are a few hundred
 * bytes, and the kiosk's download stays its own (ADR 0079).
 */
export const wordsFor = (language: KioskLanguage): Translate => dictionary(WORDS, language);

/** A dictionary's lookup in one language; a flow keeps its own words beside the kiosk's in its folder. */
export const dictionary =
  <W extends Record<string, string>>(words: Record<KioskLanguage, W>, language: KioskLanguage) =>
  (key: keyof W, values: Record<string, string | number> = {}) =>
    String(words[language][key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** Numbers in the guest's language's digits. */
export const numberIn = (language: KioskLanguage, value: number) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en').format(value);
