import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "pricing" namespace (right to left). */
export const ar: Translation<typeof en> = {
  taxCodes: {
    title: 'رموز الضرائب والخدمة',
    description: 'الضرائب ورسوم الخدمة ورسوم البطاقة المضافة إلى كل سعر.',
    add: 'إضافة رمز',
    empty: 'لا توجد رموز ضرائب أو خدمة بعد',
    kinds: {
      tax: 'ضريبة',
      service: 'رسوم خدمة',
      card_surcharge: 'رسوم البطاقة',
    },
  },
  coupons: {
    title: 'رموز الخصم',
    description: 'قسائم يدخلها الضيوف لتخفيض سعر الرحلات أو المواقف.',
    add: 'إضافة رمز خصم',
    empty: 'لا توجد رموز خصم بعد',
    discount: 'الخصم',
    valid: 'الصلاحية',
    usage: 'الاستخدام',
    appliesTo: 'ينطبق على',
    rides: 'الرحلات',
    parking: 'المواقف',
    kind: 'النوع',
    percent: 'نسبة مئوية',
    amount: 'مبلغ',
    value: 'القيمة',
    valueHint: 'نسبة مئوية لقسيمة النسبة، ومبلغ مالي في غير ذلك',
    validFrom: 'صالح من',
    validTo: 'صالح حتى',
    usageLimit: 'حد الاستخدام',
  },
};
