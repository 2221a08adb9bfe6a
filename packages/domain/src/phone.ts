import { toE164 } from './sms.ts';

/**
 * Phone numbers of the countries a company can be in: stored in E.164, shown in the company's national format
 * (docs/decisions/0043-company-clock-and-phone-format.md). A small table of our own instead of a phone
 * library: the full metadata weighs more than the whole sign-in page may, and a console needs only the
 * countries its companies are in. A country is added here with its calling code, trunk prefix and the
 * shapes of its national numbers by length; a number of a length the table does not know is still stored
 * and shown, only without grouping.
 */
interface CountryPhone {
  callingCode: string;
  /** Dialled before a national number at home ("0" in the UK), dropped in E.164. */
  trunk: string;
  /** The national format of a national significant number of each length: `#` is one digit. */
  shapes: Readonly<Record<number, string>>;
  /** Shapes for national numbers that start with a prefix, before `shapes` (London's 020 beside mobiles' 07). */
  byPrefix?: readonly { prefix: string; shape: string }[];
}

const NANP: CountryPhone = { callingCode: '1', trunk: '', shapes: { 10: '(###) ###-####' } };
const GULF_EIGHT: Readonly<Record<number, string>> = { 8: '#### ####' };

const COUNTRIES = {
  US: NANP,
  CA: NANP,
  MX: { callingCode: '52', trunk: '', shapes: { 10: '## #### ####' } },
  GB: {
    callingCode: '44',
    trunk: '0',
    shapes: { 10: '0#### ######', 9: '0#### #####' },
    byPrefix: [{ prefix: '2', shape: '0## #### ####' }],
  },
  IE: { callingCode: '353', trunk: '0', shapes: { 9: '0## ### ####', 8: '0# ### ####' } },
  FR: { callingCode: '33', trunk: '0', shapes: { 9: '0# ## ## ## ##' } },
  ES: { callingCode: '34', trunk: '', shapes: { 9: '### ### ###' } },
  IT: { callingCode: '39', trunk: '', shapes: { 10: '### ### ####', 9: '## #### ###' } },
  DE: { callingCode: '49', trunk: '0', shapes: { 10: '0### #######', 11: '0### ########' } },
  NL: { callingCode: '31', trunk: '0', shapes: { 9: '0# ########' } },
  AE: { callingCode: '971', trunk: '0', shapes: { 9: '0## ### ####', 8: '0# ### ####' } },
  SA: { callingCode: '966', trunk: '0', shapes: { 9: '0## ### ####' } },
  QA: { callingCode: '974', trunk: '', shapes: GULF_EIGHT },
  KW: { callingCode: '965', trunk: '', shapes: GULF_EIGHT },
  BH: { callingCode: '973', trunk: '', shapes: GULF_EIGHT },
  OM: { callingCode: '968', trunk: '', shapes: GULF_EIGHT },
  JO: { callingCode: '962', trunk: '0', shapes: { 9: '0# #### ####', 8: '0# ### ####' } },
  EG: { callingCode: '20', trunk: '0', shapes: { 10: '0### ### ####', 9: '0# #### ####' } },
  MA: { callingCode: '212', trunk: '0', shapes: { 9: '0###-######' } },
  TR: { callingCode: '90', trunk: '0', shapes: { 10: '0### ### ## ##' } },
  IN: { callingCode: '91', trunk: '0', shapes: { 10: '0##### #####' } },
  SG: { callingCode: '65', trunk: '', shapes: GULF_EIGHT },
  AU: { callingCode: '61', trunk: '0', shapes: { 9: '0# #### ####' } },
  NZ: { callingCode: '64', trunk: '0', shapes: { 9: '0## ### ####', 8: '0# ### ####' } },
} as const satisfies Record<string, CountryPhone>;

/** A country a company can be in (ISO 3166-1 alpha-2). */
export type CompanyCountry = keyof typeof COUNTRIES;
export const COMPANY_COUNTRIES = Object.keys(COUNTRIES) as CompanyCountry[];
export const DEFAULT_COMPANY_COUNTRY: CompanyCountry = 'US';

export const isCompanyCountry = (code: string): code is CompanyCountry => Object.hasOwn(COUNTRIES, code);

/** The country's table row; a code outside the table reads as the default country's. */
const phoneOf = (country: string): CountryPhone =>
  isCompanyCountry(country) ? COUNTRIES[country] : COUNTRIES[DEFAULT_COMPANY_COUNTRY];

/** The calling code ("1", "971") of a country. */
export const callingCodeOf = (country: string): string => phoneOf(country).callingCode;

/** The longest calling code (one to three digits) that starts `digits`, with the row that has it. */
function byCallingCode(digits: string): CountryPhone | null {
  for (const length of [3, 2, 1]) {
    const code = digits.slice(0, length);
    const found = Object.values(COUNTRIES).find((row: CountryPhone) => row.callingCode === code);
    if (found) return found;
  }
  return null;
}

/** Whether a national significant number fits a country's known lengths, and NANP's area and exchange rules. */
function fitsCountry(row: CountryPhone, national: string): boolean {
  if (!row.shapes[national.length]) return false;
  if (row === NANP) return /^[2-9][0-9]{2}[2-9]/.test(national);
  return true;
}

/**
 * A phone number as typed by staff or a guest, in E.164, or null when it cannot be a phone. A number without
 * `+` or `00` is national to `country` (its trunk zero dropped). A number of a country in the table must have
 * one of that country's lengths; a number of a country outside it is held to E.164's own rule only.
 */
export function normalizePhone(text: string, country: string): string | null {
  // Brackets may open a national number ("(212) 555-0100"), which `toE164` alone refuses.
  const e164 = toE164(text.replace(/[()]/g, ' '), callingCodeOf(country));
  if (!e164) return null;
  const digits = e164.slice(1);
  const row = byCallingCode(digits);
  if (row && !fitsCountry(row, digits.slice(row.callingCode.length))) return null;
  return e164;
}

/** The shape of a national significant number in its country's format, or undefined for an unknown length. */
function shapeOf(row: CountryPhone, national: string): string | undefined {
  const shape = row.shapes[national.length];
  const special = row.byPrefix?.find((entry) => national.startsWith(entry.prefix));
  return shape && special ? special.shape : shape;
}

function fill(shape: string, digits: string): string {
  let next = 0;
  return shape.replace(/#/g, () => digits[next++] ?? '');
}

/**
 * A stored number as people of `country` read it: the national format for a number of that country (or of
 * one sharing its calling code, as the US and Canada do), the international one for any other
 * ("+44 20 7946 0958"). Text that is not E.164 (numbers saved before they were normalised) is shown as it is.
 */
export function formatPhone(phone: string, country: string): string {
  if (!/^\+[1-9][0-9]{7,14}$/.test(phone)) return phone;
  const digits = phone.slice(1);
  const row = byCallingCode(digits);
  if (!row) return phone;
  const national = digits.slice(row.callingCode.length);
  const shape = shapeOf(row, national);
  if (row.callingCode === callingCodeOf(country)) {
    return shape ? fill(shape, national) : `${row.trunk}${national}`;
  }
  if (!shape) return `+${row.callingCode} ${national}`;
  const international = shape.replace(/[()]/g, '').replace(/^0/, '').replace(/-/g, ' ');
  return `+${row.callingCode} ${fill(international, national)}`;
}
