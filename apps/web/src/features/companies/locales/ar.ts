import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "companies" namespace. */
export const ar: Translation<typeof en> = {
  create: {
    title: 'إنشاء شركة',
    description:
      'تبدأ الشركة بأدوارها وشاشاتها وقواعد الوصول وأنواع الحسابات وقوالب الرسائل والإعدادات. يُرسَل إلى مديرها رابط لاختيار كلمة المرور.',
    name: 'اسم الشركة',
    country: 'الدولة',
    timeZone: 'المنطقة الزمنية',
    currency: 'العملة',
    currencyHint: 'ثلاثة أحرف لاتينية كبيرة، مثل ‎USD',
    administratorName: 'اسم المدير',
    administratorEmail: 'البريد الإلكتروني للمدير',
    administratorEmailHint: 'وهو أيضًا اسم المستخدم؛ يجب ألا يكون مستخدمًا من قبل.',
    language: 'لغة المدير',
    submit: 'إنشاء الشركة',
    done: '{{name}} جاهزة',
    invited: 'أُرسل رابط اختيار كلمة المرور إلى',
    another: 'إنشاء شركة أخرى',
  },
  accounts: {
    title: 'الشركات',
    description: 'كل شركات المنصة، مع مستخدميها وما قامت به في آخر 30 يومًا.',
    add: 'إنشاء شركة',
    empty: 'لا توجد شركات مطابقة',
    status: 'الحالة',
    all: 'الكل',
    active: 'نشطة',
    inactive: 'غير نشطة',
    name: 'الشركة',
    administrator: 'المدير',
    none: 'لا يوجد',
    users: 'المستخدمون',
    parties: 'الحجوزات (30 يومًا)',
    permits: 'التصاريح (30 يومًا)',
    waitListGuests: 'ضيوف قائمة الانتظار (30 يومًا)',
    messages: 'الرسائل (30 يومًا)',
    created: 'تاريخ الإنشاء',
    statusColumn: 'الحالة',
    usage: 'الاستخدام',
    usageOf: 'استخدام {{name}}',
  },
};
