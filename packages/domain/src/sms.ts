/**
 * What a text message costs and what a guest's reply means (DOMAIN.md, "Messages"): the GSM-7 or UCS-2
 * encoding, the segment count, opt-out keywords and phone numbers in E.164.
 */

/** The GSM 03.38 basic character set: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The GSM 03.38 extension table: an escape septet plus the character, so two septets each. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2: what carriers count. */
  units: number;
  segments: number;
  /** The characters (distinct, in order of appearance) that force UCS-2; empty for GSM-7. */
  ucs2Characters: string[];
}

/** Per-message limits: a single segment, and each part of a concatenated message (its header takes room). */
const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** The characters of a text that GSM-7 cannot carry, distinct, in order of appearance. */
export function ucs2Characters(text: string): string[] {
  const found: string[] = [];
  for (const character of text) {
    if (!GSM7_BASIC.has(character) && !GSM7_EXTENSION.has(character) && !found.includes(character)) {
      found.push(character);
    }
  }
  return found;
}

/**
 * The encoding and segment count of a text. GSM-7 counts extension characters as two septets; UCS-2 counts
 * UTF-16 code units, so an emoji (a surrogate pair) takes two, as carriers count it.
 */
export function countSms(text: string): SmsCount {
  const forcing = ucs2Characters(text);
  const encoding: SmsEncoding = forcing.length > 0 ? 'UCS-2' : 'GSM-7';
  let units = 0;
  if (encoding === 'UCS-2') units = text.length;
  else for (const character of text) units += GSM7_EXTENSION.has(character) ? 2 : 1;
  const limit = LIMITS[encoding];
  const segments = units === 0 ? 0 : units <= limit.single ? 1 : Math.ceil(units / limit.part);
  return { encoding, units, segments, ucs2Characters: forcing };
}

/** What an inbound text asks for (carrier keywords, matched whole, in any case, ignoring spaces around). */
export type InboundKeyword = 'stop' | 'start' | 'help' | null;

const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL', 'STOPALL']);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** The opt-out keyword a reply is, or null when it is an ordinary message ("stop by at 5" is not STOP). */
export function inboundKeyword(text: string): InboundKeyword {
  const word = text
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP' || word === 'INFO') return 'help';
  return null;
}

/**
 * A phone number in E.164 (`+` and 8 to 15 digits), or null when it cannot be one. Spaces, dots, dashes and
 * brackets are dropped; `00` is an international prefix; a number without one is taken as national to the
 * default country calling code when given (a leading trunk `0` dropped), else refused.
 */
export function toE164(phone: string, defaultCallingCode?: string): string | null {
  const trimmed = phone.trim();
  if (!/^[+0-9][0-9 ().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (defaultCallingCode && /^[1-9][0-9]{0,2}$/.test(defaultCallingCode)) {
    digits = `${defaultCallingCode}${digits.replace(/^0/, '')}`;
  } else {
    return null;
  }
  return /^[1-9][0-9]{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** A phone number for logs: the country code and the last two digits only (`+1•••••••00`). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return `+${digits.slice(0, 1)}${'•'.repeat(digits.length - 3)}${digits.slice(-2)}`;
}
