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

describe('the words a guest or a host is refused with, on every channel', () => {
  it("say a booking rule at the kiosk in the console's and the guest link's words, in both languages", () => {
    for (const [code, rule] of Object.entries(RULE_WORDS)) {
      if (typeof rule === 'string') {
        expect(en[rule], code).toBe(consoleWords(errorsEn.codes, code));
        expect(ar[rule], code).toBe(consoleWords(errorsAr.codes, code));
        continue;
      }
      // The console has one wording for any limit: the kiosk's forms, one for each count, include it.
      const asConsole = (text: string) => text.replace('{{count}}', `{{${rule.count}}}`);
      expect(Object.values(en[rule.words]).map(asConsole), code).toContain(
        consoleWords(errorsEn.codes, code),
      );
      expect(Object.values(ar[rule.words]).map(asConsole), code).toContain(
        consoleWords(errorsAr.codes, code),
      );
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
