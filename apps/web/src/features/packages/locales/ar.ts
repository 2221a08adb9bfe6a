import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "packages" namespace (right to left). */
export const ar: Translation<typeof en> = {
  fields: {
    name: 'الاسم',
    monthlyPriceCents: 'السعر الشهري',
    features: 'الميزات',
    maxStaffUsers: 'الحد الأقصى للموظفين النشطين',
    maxKiosks: 'الحد الأقصى للأكشاك',
    messageQuota: 'أجزاء الرسائل النصية شهريًا',
    active: 'معروضة',
    status: 'الحالة',
  },
  features: {
    transport: 'النقل',
    parking: 'المواقف',
    waitlist: 'قائمة الانتظار',
    kiosk: 'الأكشاك',
    feedback: 'تقييمات الضيوف',
    messaging: 'المراسلة الثنائية',
    reports: 'التقارير',
  },
  packages: {
    title: 'الباقات',
    description: 'ما تشتريه الشركة: الميزات التي تتيحها قائمتها وطلباتها، وحدودها. تسري باقة الشركة فورًا.',
    add: 'أضف باقة',
    empty: 'لا توجد باقات بعد',
    emptyHint: 'الشركة التي ليست لها باقة لها كل الميزات بلا حدود.',
    unlimited: 'بلا حد',
    emptyIsUnlimited: 'اتركه فارغًا لعدم وضع حد.',
  },
  packageFeatures: {
    title: 'ميزات الباقات',
    description: 'الميزات التي تتيحها كل باقة. يسري التغيير على الشركات المشتركة فيها فورًا.',
    caption: 'ميزات كل باقة',
    empty: 'لا توجد باقات بعد',
    emptyHint: 'أضف باقة أولًا من صفحة الباقات.',
    switch: '{{feature}} في {{name}}',
  },
};
