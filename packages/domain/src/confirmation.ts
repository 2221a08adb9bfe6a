import { PERMIT_CARD_LINES } from './permit-card.ts';

/** What a confirmation card confirms: a reservation (a party), a parking permit, a place on the wait list. */
export const CONFIRMATION_CARD_TYPES = ['reservation', 'parkingPermit', 'waitList'] as const;
export type ConfirmationCardType = (typeof CONFIRMATION_CARD_TYPES)[number];

/** The languages a guest reads a confirmation in. */
export type ConfirmationLanguage = 'en' | 'ar';
export type Localized = Record<ConfirmationLanguage, string>;

/** The labelled facts a confirmation can show: a permit's, then a reservation's and a wait-list place's. */
export const CONFIRMATION_LINES = [
  ...PERMIT_CARD_LINES,
  'reservation',
  'when',
  'pickup',
  'dropoff',
  'guests',
  'waitType',
  'partySize',
  'quoted',
] as const;
export type ConfirmationLine = (typeof CONFIRMATION_LINES)[number];

/** The labels of the facts in the e-mailed and downloaded confirmation (the console words its own print view). */
export const CONFIRMATION_LABELS: Record<ConfirmationLanguage, Record<ConfirmationLine, string>> = {
  en: {
    permit: 'Permit',
    guest: 'Guest',
    room: 'Room',
    plate: 'Plate',
    vehicle: 'Vehicle',
    lot: 'Lot',
    package: 'Package',
    from: 'From',
    until: 'Until',
    price: 'Price',
    reservation: 'Reservation',
    when: 'When',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    guests: 'Guests',
    waitType: 'Waiting for',
    partySize: 'Party size',
    quoted: 'Expected wait',
  },
  ar: {
    permit: 'التصريح',
    guest: 'الضيف',
    room: 'الغرفة',
    plate: 'اللوحة',
    vehicle: 'المركبة',
    lot: 'الموقف',
    package: 'الباقة',
    from: 'من',
    until: 'حتى',
    price: 'السعر',
    reservation: 'الحجز',
    when: 'الموعد',
    pickup: 'مكان الركوب',
    dropoff: 'الوجهة',
    guests: 'الضيوف',
    waitType: 'الانتظار لـ',
    partySize: 'عدد الأشخاص',
    quoted: 'الانتظار المتوقع',
  },
};

/** The words of a card, in both languages. */
export interface CardWords {
  title: Localized;
  intro: Localized;
  footer: Localized;
}

/** What a company without an active card of a type prints and e-mails. */
export const DEFAULT_CARD_WORDS: Record<ConfirmationCardType, CardWords> = {
  reservation: {
    title: { en: 'Reservation confirmation', ar: 'تأكيد الحجز' },
    intro: { en: 'Thank you, your ride is booked.', ar: 'شكرًا لك، تم حجز رحلتك.' },
    footer: { en: 'Use the link to follow your ride.', ar: 'استخدم الرابط لمتابعة رحلتك.' },
  },
  parkingPermit: {
    title: { en: 'Parking permit', ar: 'تصريح الموقف' },
    intro: { en: '', ar: '' },
    footer: {
      en: 'Show this card at the valet desk, or use the link to ask for your car.',
      ar: 'أظهر هذه البطاقة عند مكتب صف السيارات، أو استخدم الرابط لطلب سيارتك.',
    },
  },
  waitList: {
    title: { en: 'You are on the wait list', ar: 'أنت على قائمة الانتظار' },
    intro: { en: 'We will tell you when it is your turn.', ar: 'سنخبرك عندما يحين دورك.' },
    footer: { en: 'Use the link to see your place.', ar: 'استخدم الرابط لمعرفة دورك.' },
  },
};

/** A text in `language`, or the English one where that language was left empty (as `textIn` of the contract). */
export const wordsIn = (text: Localized, language: ConfirmationLanguage): string =>
  text[language].trim() === '' ? text.en : text[language];

/** A confirmation as a guest reads it, worded in one language: what the e-mail and the PDF are made of. */
export interface Confirmation {
  language: ConfirmationLanguage;
  companyName: string;
  title: string;
  heading: string;
  headerLines: string;
  intro: string;
  lines: { line: ConfirmationLine; label: string; value: string }[];
  link: string | null;
  footer: string;
}

/** The facts' labels in `language`, for the lines that have something to say, in the order given. */
export function labelledLines(
  language: ConfirmationLanguage,
  values: Partial<Record<ConfirmationLine, string>>,
): Confirmation['lines'] {
  return CONFIRMATION_LINES.filter((line) => (values[line] ?? '') !== '').map((line) => ({
    line,
    label: CONFIRMATION_LABELS[language][line],
    value: values[line] ?? '',
  }));
}
