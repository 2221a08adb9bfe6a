import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "company" namespace (right to left). */
export const ar: Translation<typeof en> = {
  company: {
    title: 'الساعة والهواتف',
    description: 'كيف تكتب كل شاشات {{name}} الأوقات وأرقام الهواتف، بالعربية والإنجليزية على السواء.',
    loadFailed: 'تعذّر تحميل ملف الشركة.',
    country: 'الدولة',
    countryHint: 'تُكتب هواتف هذه الدولة وتُعرض دون رمز الدولة، وغيرها كاملة.',
    clock: 'الساعة',
    clockCountry: 'كما تقرؤها الدولة ({{clock}})',
    clock12: 'نظام 12 ساعة (2:05 م)',
    clock24: 'نظام 24 ساعة (14:05)',
    preview: 'الآن: {{time}} · هاتف: {{phone}}',
    save: 'حفظ',
    saved: 'تم الحفظ. كل شاشات الشركة تستخدم هذه الإعدادات الآن.',
    saveFailed: 'تعذّر حفظ الملف.',
    readOnly: 'لا يغيّر هذه الإعدادات إلا مسؤول يدير الإعدادات.',
  },
};
