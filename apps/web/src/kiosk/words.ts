import { ar } from './locales/ar.ts';
import { en, type KioskWords } from './locales/en.ts';

/** A guest's language at the kiosk; each guest chooses, and the next guest starts in English again. */
export type KioskLanguage = 'en' | 'ar';

/** The forms `Intl.PluralRules` chooses from in each language (ADR 0198): English two, Arabic six. */
interface PluralForms {
  en: 'one' | 'other';
  ar: 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
}

/**
 * A count's words in one language, one text for each form its rules choose; `{{count}}` is where the number goes.
 * A language whose rules have no zero form (English) may still word none at all its own way ("less than a
 * minute"), as Arabic's zero form does.
 */
export type Plural<L extends KioskLanguage> = Record<PluralForms[L], string> & { zero?: string };

/** A dictionary as English writes it: plain words, or a count's forms (`satisfies` it to check English's forms). */
export type EnglishWords = Record<string, string | Plural<'en'>>;

/** The same dictionary in another language: English's keys, and each count in that language's own forms. */
export type WordsIn<L extends KioskLanguage, W extends EnglishWords> = {
  [K in keyof W]: W[K] extends string ? string : Plural<L>;
};

/** A dictionary in both of the kiosk's languages. */
export interface Dictionary<W extends EnglishWords> {
  en: W;
  ar: WordsIn<'ar', W>;
}

type Values = Record<string, string | number>;
/** The keys whose words depend on a count. */
export type CountedKey<W> = { [K in keyof W]: W[K] extends string ? never : K }[keyof W];
/** The keys whose words are the same for any number. */
export type PlainKey<W> = Exclude<keyof W, CountedKey<W>>;

/** A dictionary's lookup: a counted key must be given its `count`, so it cannot be read in the wrong form. */
export interface Lookup<W> {
  (key: PlainKey<W>, values?: Values): string;
  (key: CountedKey<W>, values: Values & { count: number }): string;
}

export type Translate = Lookup<KioskWords>;

const WORDS: Dictionary<KioskWords> = { en, ar };

/**
 * The kiosk's own small dictionary instead of the console's i18n library: both languages are a few hundred
 * bytes, and the kiosk's download stays its own (ADR 0079).
 */
export const wordsFor = (language: KioskLanguage): Translate => dictionary(WORDS, language);

/**
 * A dictionary's lookup in one language; a flow keeps its own words beside the kiosk's in its folder. A count
 * picks its form by the language's plural rules and is written in the guest's digits (ADR 0200).
 */
export function dictionary<W extends EnglishWords>(words: Dictionary<W>, language: KioskLanguage): Lookup<W> {
  const inLanguage: Record<keyof W, string | Partial<Record<Intl.LDMLPluralRule, string>>> = words[language];
  const rules = new Intl.PluralRules(language);
  return (key: keyof W, values: Values = {}) => {
    const entry = inLanguage[key];
    const { count } = values;
    const counted = typeof count === 'number' ? { ...values, count: numberIn(language, count) } : values;
    const form = count === 0 && typeof entry !== 'string' && entry.zero !== undefined ? 'zero' : undefined;
    const text = typeof entry === 'string' ? entry : entry[form ?? rules.select(Number(count))];
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(counted[name] ?? ''));
  };
}

/** Numbers in the guest's language's digits. */
export const numberIn = (language: KioskLanguage, value: number) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en').format(value);
