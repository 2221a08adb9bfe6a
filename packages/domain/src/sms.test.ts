import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms, inboundKeyword, maskPhone, toE164, ucs2Characters } from './sms.ts';

const GSM_BASIC_SAMPLE = 'ABCabc012 @£$¥èéÄÖÑÜ§¿äöñüà!?.,';

describe('countSms', () => {
  it('counts plain GSM-7 texts against 160, then 153 per part', () => {
    expect(countSms('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, ucs2Characters: [] });
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSms('a'.repeat(161))).toMatchObject({ units: 161, segments: 2 });
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts extension characters as two septets', () => {
    expect(countSms('€')).toMatchObject({ encoding: 'GSM-7', units: 2 });
    expect(countSms('{}[]~|^\\')).toMatchObject({ encoding: 'GSM-7', units: 16 });
    // 159 plain + one euro sign is 161 septets: two segments, though 160 characters.
    expect(countSms(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('switches to UCS-2 for one character outside GSM-7, against 70, then 67 per part', () => {
    expect(countSms(`${'a'.repeat(69)}ç`)).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      ucs2Characters: ['ç'],
    });
    expect(countSms(`${'a'.repeat(70)}ç`)).toMatchObject({ units: 71, segments: 2 });
    expect(countSms('ب'.repeat(134))).toMatchObject({ segments: 2 });
    expect(countSms('ب'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('counts an emoji as two UTF-16 code units, as carriers do', () => {
    expect(countSms('🚐')).toMatchObject({ encoding: 'UCS-2', units: 2, ucs2Characters: ['🚐'] });
    expect(countSms('🚐'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
    expect(countSms('🚐'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
  });

  it('lists each forcing character once, in order', () => {
    expect(ucs2Characters('café “quoted” café')).toEqual(['“', '”']);
    expect(ucs2Characters('Ça va – oui')).toEqual(['–']);
  });

  it('property: a segment count always holds the text, and one fewer would not', () => {
    const gsm = fc.string({ unit: fc.constantFrom(...GSM_BASIC_SAMPLE, '€', '{'), maxLength: 700 });
    const any = fc.string({ unit: 'grapheme', maxLength: 400 });
    fc.assert(
      fc.property(fc.oneof(gsm, any), (text) => {
        const { encoding, units, segments } = countSms(text);
        const [single, part] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
        if (units === 0) return segments === 0;
        const capacity = (n: number) => (n === 1 ? single : n * part);
        return units <= capacity(segments) && (segments === 1 || units > capacity(segments - 1));
      }),
    );
  });

  it('property: GSM-7 exactly when no character forces UCS-2', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const count = countSms(text);
        return (count.encoding === 'GSM-7') === (count.ucs2Characters.length === 0);
      }),
    );
  });
});

describe('inboundKeyword', () => {
  it('reads every opt-out, opt-in and help keyword in any case', () => {
    for (const word of ['STOP', 'unsubscribe', 'End', 'quit', 'CANCEL', 'stopall', ' Stop. '])
      expect(inboundKeyword(word)).toBe('stop');
    for (const word of ['START', 'unstop', 'Start!']) expect(inboundKeyword(word)).toBe('start');
    expect(inboundKeyword('help')).toBe('help');
  });

  it('leaves ordinary replies alone', () => {
    for (const text of ['stop by the lobby', 'Please cancel my 5pm ride', 'thanks', '', 'STOPPED'])
      expect(inboundKeyword(text)).toBeNull();
  });
});

describe('toE164', () => {
  it('keeps international numbers, dropping punctuation', () => {
    expect(toE164('+1 (212) 555-0100')).toBe('+12125550100');
    expect(toE164('00971 50 123 4567')).toBe('+971501234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('takes a national number in the default country, dropping the trunk zero', () => {
    expect(toE164('212-555-0100', '1')).toBe('+12125550100');
    expect(toE164('050 123 4567', '971')).toBe('+971501234567');
    expect(toE164('212-555-0100')).toBeNull();
  });

  it('refuses what cannot be a phone number', () => {
    for (const text of [
      '',
      '+',
      '+0123456789',
      '+1234567',
      '+1234567890123456',
      'call me',
      '+1 212 555 01OO',
    ])
      expect(toE164(text, '1')).toBeNull();
  });

  it('property: an E.164 answer is stable and digits-only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,24}$/), (text) => {
        const e164 = toE164(text, '1');
        return e164 === null || (/^\+[1-9][0-9]{7,14}$/.test(e164) && toE164(e164) === e164);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('keeps only the first and the last two digits', () => {
    expect(maskPhone('+12125550100')).toBe('+1••••••••00');
    expect(maskPhone('+12125550100')).not.toContain('555');
  });
});
