import { ERROR_CODES, type Problem } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { allMessages } from '../testing/locales.ts';
import { ApiError } from './api.ts';
import { describeError, describeIssue } from './errors.ts';
import { i18n, initI18n } from './i18n.ts';

const failure = (problem: Partial<Problem>) =>
  new ApiError({ type: 'about:blank', title: 'Refused', status: 409, code: 'CONFLICT', ...problem });

describe('server problems in the user’s language', () => {
  it('words every code the server declares (and the web’s own), in English and Arabic', () => {
    const all = allMessages();
    // The server's codes are declared in packages/contract/src/error-codes.ts (apps/server/src/errors.test.ts
    // fails for one thrown but not declared); the locales are typed by them, and this checks what was loaded.
    const codes = [...Object.keys(ERROR_CODES), 'NETWORK_ERROR'];
    expect(codes).toContain('IN_USE');
    const missing = codes.flatMap((code) =>
      (['en', 'ar'] as const)
        .filter((language) => !(all[language].core?.errors as { codes: Record<string, string> }).codes[code])
        .map((language) => `errors.codes.${code} in apps/web/src/locales/errors-${language}.ts`),
    );
    expect(missing).toEqual([]);
  });

  it('fills the code’s message with the nouns the server names, in Arabic', async () => {
    await initI18n('ar');
    const t = i18n.t;
    expect(describeError(failure({ code: 'IN_USE', params: { by: 'locations' } }), t)).toBe(
      'لا يزال هذا مستخدمًا في المواقع.',
    );
    expect(describeError(failure({ code: 'DUPLICATE', params: { field: 'name' } }), t)).toBe(
      'يوجد سجل آخر بهذا الاسم بالفعل.',
    );
    expect(
      describeError(failure({ status: 404, code: 'NOT_FOUND', params: { what: 'zone_charge' } }), t),
    ).toBe('لم يُعثر على رسوم المنطقة.');
    // Without parameters the code's own message; a noun the interface cannot word is "the item".
    expect(describeError(failure({ code: 'IN_USE', detail: 'The zone is used by 2 location(s).' }), t)).toBe(
      'لا يزال هذا مستخدمًا؛ عطّله بدلًا من ذلك.',
    );
    expect(describeError(failure({ code: 'IN_USE', params: { by: 'spaceships' } }), t)).toBe(
      'لا يزال هذا مستخدمًا في العنصر.',
    );
  });

  it('words a limit the server names in the form its number takes, in both languages', async () => {
    await initI18n('en');
    const refusal = (max: number) => failure({ code: 'PARTY_TOO_LARGE', params: { max } });
    expect(describeError(refusal(1), i18n.t)).toBe('A party is at most 1 guest.');
    expect(describeError(refusal(8), i18n.t)).toBe('A party is at most 8 guests.');
    expect(describeError(failure({ code: 'BOOKING_TOO_FAR_AHEAD', params: { days: 1 } }), i18n.t)).toBe(
      'A ride is booked at most 1 day ahead.',
    );
    await initI18n('ar');
    expect(describeError(refusal(2), i18n.t)).toBe('لا تزيد المجموعة على ضيفين.');
    expect(describeError(refusal(3), i18n.t)).toBe('لا تزيد المجموعة على 3 ضيوف.');
    expect(describeError(refusal(12), i18n.t)).toBe('لا تزيد المجموعة على 12 ضيفًا.');
    // A code whose one parameter is not a number keeps its one wording.
    expect(describeError(failure({ code: 'IN_USE', params: { by: 'locations' } }), i18n.t)).toBe(
      'لا يزال هذا مستخدمًا في المواقع.',
    );
  });

  it('never shows the server’s English detail for a code it does not know', async () => {
    await initI18n('ar');
    const unknown = failure({ code: 'SOMETHING_NEW', detail: 'Something new went wrong.' });
    expect(describeError(unknown, i18n.t)).toBe('حدث خطأ ما. حاول مرة أخرى.');
    await initI18n('en');
    expect(describeError(unknown, i18n.t)).toBe('Something went wrong. Try again.');
    expect(describeError(failure({ code: 'IN_USE', params: { by: 'zone_charges' } }), i18n.t)).toBe(
      'This is still used by zone charges.',
    );
  });

  it('words a field’s message code, and a message it does not know only in English', async () => {
    await initI18n('ar');
    expect(describeIssue({ message: 'This value is taken already.', code: 'duplicate' }, i18n.t)).toBe(
      'هذه القيمة مستخدمة من قبل.',
    );
    // A 400's field problems as the server sends them: the contract's code, or zod's code with its values.
    expect(describeIssue({ message: 'Must be more than zero', code: 'moreThanZero' }, i18n.t)).toBe(
      'يجب أن يكون أكبر من صفر',
    );
    expect(
      describeIssue(
        { message: 'Too small', code: 'too_small', params: { origin: 'string', minimum: 3 } },
        i18n.t,
      ),
    ).toBe('3 أحرف على الأقل');
    expect(describeIssue({ message: 'Some English words' }, i18n.t)).toBe(i18n.t('validation.invalid'));
    await initI18n('en');
    expect(describeIssue({ message: 'Some English words' }, i18n.t)).toBe('Some English words');
  });
});
