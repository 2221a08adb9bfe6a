import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "company" namespace (right to left). */
export const ar: Translation<typeof en> = {
  company: {
    title: 'ملف الشركة',
    description: 'كيف تكتب كل شاشات {{name}} الأوقات وأرقام الهواتف، وشعارها وعنوان الفوترة.',
    now: 'ساعة الشركة: {{day}}، {{time}} ({{zone}}، UTC{{offset}})',
    profileTitle: 'المنطقة الزمنية والساعة والهواتف',
    timeZone: 'المنطقة الزمنية',
    timeZoneHint: 'كل أيام الشركة وأوقاتها وتقاريرها تتبع هذه المنطقة.',
    country: 'الدولة',
    countryHint: 'تُكتب هواتف هذه الدولة وتُعرض دون رمز الدولة، وغيرها كاملة.',
    clock: 'الساعة',
    clockCountry: 'كما تقرؤها الدولة ({{clock}})',
    clock12: 'نظام 12 ساعة (2:05 م)',
    clock24: 'نظام 24 ساعة (14:05)',
    preview: 'الآن: {{time}} · هاتف: {{phone}}',
    logoTitle: 'الشعار',
    logoFile: 'صورة الشعار',
    logoNone: 'لا شعار بعد: تعرض التأكيدات وصفحة الضيف اسم الشركة.',
    logoReplaceHint: 'تحل الصورة الجديدة محل الشعار أينما ظهر.',
    logoUpload: 'رفع الشعار',
    logoRemove: 'إزالة الشعار',
    logoFailed: 'تعذّر حفظ الشعار.',
    logoAlt: 'شعار الشركة',
    settingsTitle: 'التوزيع',
    dispatchRequiresVehicle: 'يحتاج السائق إلى مركبة ليُكلَّف',
    dispatchRequiresVehicleHint: 'لا يُعرض لمجموعة إلا السائقون الذين لديهم مركبة حالية.',
    billing: {
      title: 'عنوان الفوترة',
      legalName: 'الاسم القانوني',
      line1: 'العنوان',
      line2: 'العنوان، السطر الثاني',
      city: 'المدينة',
      region: 'الولاية أو المنطقة',
      postalCode: 'الرمز البريدي',
      country: 'الدولة',
      email: 'بريد الفواتير',
      taxId: 'الرقم الضريبي',
    },
  },
};
