import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the usage reports (right to left). */
export const ar: Translation<typeof en> = {
  barchart: {
    title: 'مخطط الاستخدام',
    description: 'حجوزات شركتك وتصاريحها وضيوف قائمة الانتظار وأجزاء الرسائل والأكشاك والموظفون، شهرًا بشهر.',
  },
  companyUsage: {
    title: 'استخدام الشركة',
    description: 'استخدام شركة واحدة هذا الشهر مقابل باقتها، شهرًا بشهر، وفي الأشهر السابقة.',
    back: 'العودة إلى الشركات',
  },
  messageUsage: {
    title: 'استخدام الرسائل',
    description: 'رسائل كل الشركات في شهر حسب المزوّد، والرسائل التي تعذّر تسليمها.',
    month: 'الشهر',
    byProvider: 'الرسائل حسب المزوّد',
    providerColumn: 'المزوّد',
    messages: 'الرسائل',
    segments: 'الأجزاء المقبولة',
    failed: 'فشلت',
    none: 'لا توجد رسائل في هذا الشهر.',
    loadFailed: 'تعذّر تحميل استخدام الرسائل.',
    provider: { twilio: 'Twilio', vonage: 'Vonage', log: 'سجل فقط (بلا مزوّد)', none: 'لم تُرسل' },
  },
  byCompany: {
    caption: 'الرسائل حسب الشركة',
    empty: 'لم ترسل أي شركة رسالة في هذا الشهر',
    emptyHint: 'تظهر الرسائل هنا حين ترسلها الشركات.',
    company: 'الشركة',
  },
  failing: {
    caption: 'رسائل تعذّر تسليمها',
    empty: 'لا توجد رسائل متعثرة',
    emptyHint: 'تظهر هنا الرسائل التي فشلت بعد محاولاتها أو التي أبلغ المزوّد بفشلها.',
    at: 'وقت الإدراج',
    channel: 'القناة',
    channels: { sms: 'رسالة نصية', email: 'بريد إلكتروني' },
    attempts: 'المحاولات',
    error: 'السبب',
    noError: 'غير مذكور',
  },
};
