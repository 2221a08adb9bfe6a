import { describe, expect, it } from 'vitest';
import { hexColour, iconName, localizedText, textIn } from './content.ts';

describe('localizedText', () => {
  const required = localizedText({ max: 10, required: true });

  it('takes a text per language, trimmed, and asks for English when required', () => {
    expect(required.parse({ en: ' Hello ', ar: ' مرحبا ' })).toEqual({ en: 'Hello', ar: 'مرحبا' });
    expect(required.safeParse({ en: '  ', ar: 'مرحبا' }).error?.issues[0]).toMatchObject({
      path: ['en'],
      message: 'required',
    });
    expect(localizedText({ max: 10 }).parse({ en: '', ar: '' })).toEqual({ en: '', ar: '' });
  });

  it('refuses a missing language, an unknown shape and a text over the limit', () => {
    expect(required.safeParse({ en: 'Hello' }).success).toBe(false);
    expect(required.safeParse('Hello').success).toBe(false);
    expect(required.safeParse({ en: 'Hello', ar: 'x'.repeat(11) }).error?.issues[0]?.path).toEqual(['ar']);
  });

  it('reads the text in a language, or the English one where that language is empty', () => {
    expect(textIn({ en: 'Hello', ar: 'مرحبا' }, 'ar')).toBe('مرحبا');
    expect(textIn({ en: 'Hello', ar: '' }, 'ar-SA')).toBe('Hello');
    expect(textIn({ en: 'Hello', ar: 'مرحبا' }, 'fr')).toBe('Hello');
  });
});

describe('hexColour and iconName', () => {
  it('takes #RRGGBB only, stored in lower case', () => {
    expect(hexColour.parse('#A1B2C3')).toBe('#a1b2c3');
    for (const bad of ['#abc', 'red', '#12345g', 'url(javascript:1)']) {
      expect(hexColour.safeParse(bad).error?.issues[0]?.message).toBe('colour');
    }
  });

  it('takes the names of the icons the web ships only', () => {
    expect(iconName.parse('bus')).toBe('bus');
    expect(iconName.safeParse('rocket').error?.issues[0]?.code).toBe('invalid_value');
  });
});
