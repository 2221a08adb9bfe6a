import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "kiosks" namespace (right to left). */
export const ar: Translation<typeof en> = {
  kiosks: {
    title: 'الأكشاك',
    description: 'أكشاك الردهة من كل نوع وأجهزتها وما إذا كانت متصلة.',
    add: 'إضافة كشك',
    empty: 'لا توجد أكشاك من هذا النوع بعد',
    emptyHint: 'أضف كشكًا ثم اقرن الجهاز في الردهة برمز إقران.',
    readOnly: 'يمكنك عرض الأكشاك؛ يتطلب تغييرها قاعدة صلاحية الإعدادات.',
    tabs: 'أنواع الأكشاك',
    never: 'لم يُرَ بعد',
    online: 'متصل',
    offline: 'غير متصل',
    lastSeen: 'آخر ظهور {{when}}',
    devicesCount: '{{count}} مقترن',
    pair: 'رمز الإقران',
    revoke: 'إلغاء الأجهزة',
    reload: 'إعادة التحميل',
    reloadAsked: 'يُعاد تحميل الكشك عند نبضته التالية.',
    revoked: 'أُلغي {{count}} من الأجهزة: تعرض الآن "هذا الكشك غير مفعّل".',
    codeTitle: 'رمز إقران {{name}}',
    codeHelp:
      'على الكشك افتح ‎/KioskPair‎ واكتب هذا الرمز. يعمل مرة واحدة حتى {{until}}. الرمز الجديد يحل محله.',
    close: 'إغلاق',
    actionsFor: 'إجراءات {{name}}',
  },
  fields: {
    name: 'الاسم',
    code: 'الرمز',
    url: 'اسم الرابط',
    type: 'النوع',
    status: 'الحالة',
    heartbeat: 'النبض',
    version: 'الإصدار',
    devices: 'الأجهزة',
    actions: 'الإجراءات',
  },
  types: {
    dispatch: 'الإرسال',
    map: 'الخريطة',
    reservation: 'الحجز',
    parking: 'الوقوف',
    guest: 'النزيل',
  },
  ipSeries: {
    title: 'نطاقات عناوين IP',
    description:
      'الشبكات التي يُسمح لأكشاكك بالاتصال منها، كنطاقات عناوين. يعرض الكشك خارج كل النطاقات "هذا الكشك غير مفعّل"؛ وبلا نطاق لا يعمل أي كشك.',
    name: 'الاسم',
    range: 'نطاق العناوين (CIDR)',
    add: 'إضافة نطاق',
  },
};
