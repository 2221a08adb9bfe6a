import { describe, expect, it } from 'vitest';
import { ar as partyAr } from '../../entities/party/locales/ar.ts';
import { en as partyEn } from '../../entities/party/locales/en.ts';
import { ar as linkAr } from '../../features/guest-view/locales/ar.ts';
import { en as linkEn } from '../../features/guest-view/locales/en.ts';
import { errorsAr } from '../../locales/errors-ar.ts';
import { errorsEn } from '../../locales/errors-en.ts';
import { ar } from '../locales/ar.ts';
import { en } from '../locales/en.ts';
import { RULE_WORDS } from './shared.tsx';

/** The console's wording of a code with its one parameter (`PARTY_TOO_LARGE_max`), or of the code alone. */
function consoleWords(codes: Record<string, string>, code: string): string | undefined {
  return Object.entries(codes).find(([key]) => key.startsWith(`${code}_`))?.[1] ?? codes[code];
}

/** The console's plural forms of a code with its one counted parameter (`PARTY_TOO_LARGE_max_one`), by form. */
function consoleForms(codes: Record<string, string>, code: string, parameter: string) {
  const prefix = `${code}_${parameter}_`;
  return Object.fromEntries(
    Object.entries(codes)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}

describe('the words a guest or a host is refused with, on every channel', () => {
  it("say a booking rule at the kiosk in the console's and the guest link's words, in both languages", () => {
    for (const [code, rule] of Object.entries(RULE_WORDS)) {
      if (typeof rule === 'string') {
        expect(en[rule], code).toBe(consoleWords(errorsEn.codes, code));
        expect(ar[rule], code).toBe(consoleWords(errorsAr.codes, code));
        continue;
      }
      // The console has the kiosk's forms, one for each count, with the server's own name for the number.
      const asConsole = (forms: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(forms).map(([form, text]) => [form, text.replace('{{count}}', `{{${rule.count}}}`)]),
        );
      expect(consoleForms(errorsEn.codes, code, rule.count), code).toEqual(asConsole(en[rule.words]));
      expect(consoleForms(errorsAr.codes, code, rule.count), code).toEqual(asConsole(ar[rule.words]));
    }
  });

  it('name a question of the company left blank alike at the console, on the guest link and at the kiosk', () => {
    expect([partyEn.customFields.required, linkEn.edit.required]).toEqual([
      en.answerRequired,
      en.answerRequired,
    ]);
    expect([partyAr.customFields.required, linkAr.edit.required]).toEqual([
      ar.answerRequired,
      ar.answerRequired,
    ]);
  });
});
