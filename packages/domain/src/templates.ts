/**
 * Message templates (DOMAIN.md, "Messages"): one text per event code and language, with `{placeholder}`
 * fields filled from the party, the driver or the user when the message is queued.
 */
import { dateTimeFormat } from './time.ts';

export const MESSAGE_LANGUAGES = ['en', 'ar'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The language a guest is written to: theirs when it is one the templates have, else English. */
export const messageLanguageOf = (language: string | null | undefined): MessageLanguage =>
  (MESSAGE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MessageLanguage) : 'en';

/** The locale a guest's message writes its times and amounts in. */
export const messageLocaleOf = (language: MessageLanguage) => (language === 'ar' ? 'ar' : 'en-US');

/** A time of day as a guest's message writes it: in their language, on the company's clock. */
export const messageTimeOfDay = (language: MessageLanguage, timeZone: string, at: Date | number) =>
  dateTimeFormat(messageLocaleOf(language), { timeZone, timeStyle: 'short' }).format(at);

/**
 * The events a company writes a message for. The party codes are the ones dispatch queues on a status
 * change (`PARTY_MESSAGE_EVENTS`); `sms.help` is the answer to a guest texting HELP.
 */
export const MESSAGE_EVENTS = [
  'party.reserved',
  'party.pending',
  'party.dispatched',
  'party.picked-up',
  'party.dropped-off',
  'party.cancelled',
  'party.will-call',
  'party.map-request',
  'waitlist.joined',
  'waitlist.next',
  'waitlist.ready',
  'waitlist.alert',
  'waitlist.delay',
  'waitlist.cancelled',
  'parking.confirmed',
  'valet.will-call',
  'valet.will-call-update',
  'valet.car-ready',
  'user.credentials',
  'sms.help',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const isMessageEvent = (value: string): value is MessageEvent =>
  (MESSAGE_EVENTS as readonly string[]).includes(value);

/** The fields a template may name. A name outside this list is refused when the template is saved. */
export const TEMPLATE_PLACEHOLDERS = [
  'guestName',
  'driverName',
  'vehicle',
  'link',
  'eta',
  'quotedWait',
  'from',
  'to',
  'when',
  'companyName',
  'userName',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null>>;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a template names that are not fields (`{gustName}`, `{}`), distinct, in order. */
export function unknownPlaceholders(template: string): string[] {
  const unknown: string[] = [];
  for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) && !unknown.includes(name)) {
      unknown.push(name);
    }
  }
  return unknown;
}

/**
 * Fills a template in one pass, so a value that itself looks like `{link}` is kept as typed, never expanded.
 * A field without a value becomes empty rather than showing `{driverName}` to a guest, and the spaces it
 * leaves are folded.
 */
export function renderMessage(template: string, values: TemplateValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
        ? (values[name as TemplatePlaceholder] ?? '')
        : whole,
    )
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** Sample values the template editor previews with. */
export const PREVIEW_VALUES: Record<TemplatePlaceholder, string> = {
  guestName: 'Maria Lopez',
  driverName: 'Sam',
  vehicle: 'Shuttle 4 (white van)',
  link: 'https://curbside.example/GuestView/Xk3v9Q',
  eta: '12:40',
  quotedWait: '15 min',
  from: 'Main lobby',
  to: 'Airport terminal 2',
  when: 'Mar 4, 2026, 9:30 AM',
  companyName: 'Harbor Hotel',
  userName: 'frontdesk@harbor.example',
};

/** What a company's guests read until the company writes its own text for an event and language. */
export const DEFAULT_TEMPLATES: Record<MessageEvent, Record<MessageLanguage, string>> = {
  'party.reserved': {
    en: 'Hello {guestName}, your ride from {from} to {to} is booked for {when}. {link}',
    ar: 'مرحبًا {guestName}، تم حجز رحلتك من {from} إلى {to} في {when}. {link}',
  },
  'party.pending': {
    en: 'Hello {guestName}, your ride from {from} to {to} is being arranged. Follow it: {link}',
    ar: 'مرحبًا {guestName}، نجهّز رحلتك من {from} إلى {to}. تابعها: {link}',
  },
  'party.dispatched': {
    en: 'Hello {guestName}, {driverName} is on the way to pick you up at {from}. {link}',
    ar: 'مرحبًا {guestName}، {driverName} في الطريق ليقلّك من {from}. {link}',
  },
  'party.picked-up': {
    en: 'Welcome aboard, {guestName}. Next stop: {to}.',
    ar: 'أهلًا بك على متن الرحلة يا {guestName}. المحطة التالية: {to}.',
  },
  'party.dropped-off': {
    en: 'Thank you for riding with {companyName}, {guestName}. Tell us how it went: {link}',
    ar: 'شكرًا لركوبك مع {companyName} يا {guestName}. أخبرنا عن رحلتك: {link}',
  },
  'party.cancelled': {
    en: 'Hello {guestName}, your ride from {from} to {to} has been cancelled.',
    ar: 'مرحبًا {guestName}، أُلغيت رحلتك من {from} إلى {to}.',
  },
  'party.will-call': {
    en: 'Hello {guestName}, your ride from {from} to {to} is booked. Call us when you are ready.',
    ar: 'مرحبًا {guestName}، تم حجز رحلتك من {from} إلى {to}. اتصل بنا عندما تكون جاهزًا.',
  },
  'party.map-request': {
    en: 'Hello {guestName}, we received your pick-up request. {link}',
    ar: 'مرحبًا {guestName}، استلمنا طلب الاصطحاب. {link}',
  },
  'waitlist.joined': {
    en: 'Hello {guestName}, you are on the {companyName} wait list. Expected wait: {quotedWait}. Follow your place: {link} Reply 9 to cancel.',
    ar: 'مرحبًا {guestName}، أنت على قائمة انتظار {companyName}. الانتظار المتوقع: {quotedWait}. تابع دورك: {link} أرسل 9 للإلغاء.',
  },
  'waitlist.next': {
    en: 'Hello {guestName}, you are next at {companyName}. Please stay close. {link}',
    ar: 'مرحبًا {guestName}، أنت التالي في {companyName}. يُرجى البقاء قريبًا. {link}',
  },
  'waitlist.ready': {
    en: 'Hello {guestName}, it is your turn at {companyName}. Please come to the front desk. Reply 1 to confirm, 9 to cancel. {link}',
    ar: 'مرحبًا {guestName}، حان دورك في {companyName}. تفضّل إلى مكتب الاستقبال. أرسل 1 للتأكيد أو 9 للإلغاء. {link}',
  },
  'waitlist.alert': {
    en: 'Hello {guestName}, your turn at {companyName} is coming up, expected around {eta}. {link}',
    ar: 'مرحبًا {guestName}، يقترب دورك في {companyName}، والمتوقع نحو {eta}. {link}',
  },
  'waitlist.delay': {
    en: 'Hello {guestName}, {companyName} is running late. Your new expected time is {eta}. Sorry for the wait. {link}',
    ar: 'مرحبًا {guestName}، لدى {companyName} تأخير. موعدك المتوقع الجديد {eta}. نعتذر عن الانتظار. {link}',
  },
  'waitlist.cancelled': {
    en: 'Hello {guestName}, you have left the {companyName} wait list. We hope to see you again.',
    ar: 'مرحبًا {guestName}، غادرت قائمة انتظار {companyName}. نأمل أن نراك مجددًا.',
  },
  'parking.confirmed': {
    en: 'Hello {guestName}, your parking for {vehicle} is confirmed. {link}',
    ar: 'مرحبًا {guestName}، تم تأكيد موقف {vehicle}. {link}',
  },
  'valet.will-call': {
    en: 'Hello {guestName}, we are fetching your car {vehicle}. It should be ready at {eta}.',
    ar: 'مرحبًا {guestName}، نحضر سيارتك {vehicle}. ستكون جاهزة في نحو {eta}.',
  },
  'valet.will-call-update': {
    en: 'Hello {guestName}, your car {vehicle} should now be ready at {eta}.',
    ar: 'مرحبًا {guestName}، ستكون سيارتك {vehicle} جاهزة الآن في نحو {eta}.',
  },
  'valet.car-ready': {
    en: 'Hello {guestName}, your car {vehicle} is ready at {from}.',
    ar: 'مرحبًا {guestName}، سيارتك {vehicle} جاهزة في {from}.',
  },
  'user.credentials': {
    en: 'Your {companyName} account is {userName}. Choose your password (link valid 7 days): {link}',
    ar: 'حسابك في {companyName} هو {userName}. اختر كلمة المرور (الرابط صالح 7 أيام): {link}',
  },
  'sms.help': {
    en: '{companyName}: reply STOP to stop texts, START to resume. For help, call the front desk.',
    ar: '{companyName}: أرسل STOP لإيقاف الرسائل و START لاستئنافها. للمساعدة اتصل بمكتب الاستقبال.',
  },
};
