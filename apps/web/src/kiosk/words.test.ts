import { describe, expect, it } from 'vitest';
import { PARKING_WORDS } from './flows/parking/words.ts';
import { RESERVATION_WORDS } from './flows/reservation/words.ts';
import { ar } from './locales/ar.ts';
import { en } from './locales/en.ts';
import { type Dictionary, dictionary, type EnglishWords, numberIn, wordsFor } from './words.ts';

const COUNTS = [1, 2, 3, 11, 100];
/** A number in the digits Arabic is written in here (`numberIn`: the runtime's own for `ar`). */
const digits = (value: number) => numberIn('ar', value);

describe("the kiosk's dictionary", () => {
  it('reads a count in English in the singular for one and the plural otherwise', () => {
    const t = wordsFor('en');
    expect(COUNTS.map((count) => t('rulePartyTooLarge', { count }))).toEqual([
      'A party is at most 1 guest.',
      'A party is at most 2 guests.',
      'A party is at most 3 guests.',
      'A party is at most 11 guests.',
      'A party is at most 100 guests.',
    ]);
    // Written as the guest's language writes numbers, not as the bare value.
    expect(t('ruleTooFarAhead', { count: 1000 })).toBe('A ride is booked at most 1,000 days ahead.');
  });

  it('words none at all its own way in English too, where the words say so', () => {
    const t = wordsFor('en');
    expect(t('walking', { count: 0 })).toBe('Less than a minute’s walk');
    expect(t('expectedPickup', { count: 0 })).toBe('Expected pick-up in less than a minute.');
    expect(wordsFor('ar')('walking', { count: 0 })).toBe('أقل من دقيقة سيرًا');
    // A count without such words reads its number in the plural, as English does.
    expect(t('rulePartyTooLarge', { count: 0 })).toBe('A party is at most 0 guests.');
  });

  it("reads a count in Arabic in the form its number takes, in the guest's digits", () => {
    const t = wordsFor('ar');
    expect(COUNTS.map((count) => t('resetIn', { count }))).toEqual([
      'ستبدأ هذه الشاشة من جديد خلال ثانية واحدة.',
      'ستبدأ هذه الشاشة من جديد خلال ثانيتين.',
      `ستبدأ هذه الشاشة من جديد خلال ${digits(3)} ثوانٍ.`,
      `ستبدأ هذه الشاشة من جديد خلال ${digits(11)} ثانية.`,
      `ستبدأ هذه الشاشة من جديد خلال ${digits(100)} ثانية.`,
    ]);
    expect(COUNTS.map((count) => t('rulePartyTooLarge', { count }))).toEqual([
      'لا تزيد المجموعة على ضيف واحد.',
      'لا تزيد المجموعة على ضيفين.',
      `لا تزيد المجموعة على ${digits(3)} ضيوف.`,
      `لا تزيد المجموعة على ${digits(11)} ضيفًا.`,
      `لا تزيد المجموعة على ${digits(100)} ضيف.`,
    ]);
  });

  it("reads a flow's own counts too, beside their other values", () => {
    const p = dictionary(PARKING_WORDS, 'ar');
    expect([1, 2, 3].map((count) => p('perPeriod', { count, price: '5 $' }))).toEqual([
      '5 $ لكل ساعة',
      '5 $ لكل ساعتين',
      `5 $ لكل ${digits(3)} ساعات`,
    ]);
    expect(dictionary(RESERVATION_WORDS, 'en')('seatsLeft', { count: 1 })).toBe('1 seat left');
  });

  it("gives every count exactly the forms of its language's plural rules (and perhaps its own words for none)", () => {
    const problems: string[] = [];
    const dictionaries: Record<string, Dictionary<EnglishWords>> = {
      kiosk: { en, ar },
      parking: PARKING_WORDS,
      reservation: RESERVATION_WORDS,
    };
    for (const [name, words] of Object.entries(dictionaries)) {
      for (const language of ['en', 'ar'] as const) {
        const wanted = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        for (const [key, entry] of Object.entries(words[language])) {
          if (typeof entry === 'string') continue;
          const has = Object.keys(entry)
            .filter((form) => form !== 'zero' || wanted.includes('zero'))
            .sort();
          if (has.join() !== wanted.join()) problems.push(`${name} ${language} "${key}": ${has.join()}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
