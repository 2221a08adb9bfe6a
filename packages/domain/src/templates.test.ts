import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES,
  MESSAGE_EVENTS,
  MESSAGE_LANGUAGES,
  messageLanguageOf,
  renderMessage,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from './templates.ts';

describe('templates', () => {
  it('fills known placeholders and empties missing ones without leaving double spaces', () => {
    expect(
      renderMessage('Hello {guestName}, {driverName} is coming. {link}', { guestName: 'Ana', link: 'L' }),
    ).toBe('Hello Ana, is coming. L');
    expect(renderMessage('{eta}', { eta: null })).toBe('');
  });

  it('never expands a placeholder written inside a value', () => {
    expect(renderMessage('Hi {guestName}', { guestName: '{link}', link: 'secret' })).toBe('Hi {link}');
  });

  it('names unknown placeholders once each, and accepts known ones', () => {
    expect(unknownPlaceholders('Hi {gustName} {gustName} {} {link}')).toEqual(['gustName', '']);
    expect(unknownPlaceholders(TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' '))).toEqual([]);
  });

  it('has a default for every event in every language, naming known placeholders only', () => {
    for (const event of MESSAGE_EVENTS) {
      for (const language of MESSAGE_LANGUAGES) {
        const text = DEFAULT_TEMPLATES[event][language];
        expect(text.length, `${event} ${language}`).toBeGreaterThan(0);
        expect(unknownPlaceholders(text), `${event} ${language}`).toEqual([]);
      }
    }
  });

  it('writes to a guest in their language, else English', () => {
    expect(messageLanguageOf('ar')).toBe('ar');
    expect(messageLanguageOf('fr')).toBe('en');
    expect(messageLanguageOf(null)).toBe('en');
  });

  it('property: a rendered message never shows a known placeholder', () => {
    const values = fc.dictionary(fc.constantFrom(...TEMPLATE_PLACEHOLDERS), fc.string({ maxLength: 20 }));
    const template = fc.array(
      fc.oneof(
        fc.constantFrom(...TEMPLATE_PLACEHOLDERS).map((name) => `{${name}}`),
        fc.string({ maxLength: 10 }).filter((text) => !/[{}]/.test(text)),
      ),
    );
    fc.assert(
      fc.property(template, values, (parts, filled) => {
        const out = renderMessage(parts.join(''), filled);
        return TEMPLATE_PLACEHOLDERS.every(
          (name) =>
            !out.includes(`{${name}}`) || Object.values(filled).some((value) => value.includes(`{${name}}`)),
        );
      }),
    );
  });
});
