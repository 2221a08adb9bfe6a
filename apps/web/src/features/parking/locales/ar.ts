import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "parking" namespace. */
export const ar: Translation<typeof en> = {
  lots: {
    title: 'المواقف',
    description: 'المواقف التي تبيع فيها أماكن الوقوف، وعدد المركبات التي يتسع لها كل منها.',
    add: 'إضافة موقف',
    empty: 'لا توجد مواقف بعد',
    emptyHint: 'أضف كل مرآب أو موقف مع عدد أماكنه.',
    readOnly: 'يمكنك رؤية المواقف؛ تغييرها يتطلب قاعدة وصول الإعدادات.',
  },
  packages: {
    title: 'باقات الوقوف',
    description: 'ما يبيعه المكتب: نوع وقوف لمدة وبسعر في المواقف المختارة.',
    add: 'إضافة باقة',
    empty: 'لا توجد باقات وقوف بعد',
    emptyHint: 'أضف باقة لكل نوع وقوف تبيعه، مثل ليلة صفّ السيارات.',
    readOnly: 'يمكنك رؤية الباقات؛ تغييرها يتطلب قاعدة وصول الإعدادات.',
    lots: 'تُباع لهذه المواقف',
    hours: '{{count}} ساعة',
  },
  willCall: {
    title: 'طابور طلب السيارات',
    description: 'السيارات التي طلبها الضيوف، حسب الوقت الموعود لكل ضيف.',
    empty: 'لا توجد سيارات مطلوبة',
    emptyHint: 'تظهر هنا طلبات المكتب وروابط الضيوف فور وصولها.',
    failed: 'تعذّر تحميل الطابور',
    expected: 'جاهزة متوقعًا {{time}}',
    promised: 'الموعد {{time}}',
    room: 'الغرفة {{room}}',
    confirm: 'تم التسليم',
    delete: 'حذف الطلب',
    age: { green: 'في الموعد', amber: 'قريبًا', red: 'متأخرة' },
    source: { staff: 'المكتب', guest: 'رابط الضيف', sms: 'رد نصي', kiosk: 'الكشك' },
  },
  fields: {
    name: 'الاسم',
    address: 'العنوان',
    capacity: 'الأماكن',
    status: 'الحالة',
    type: 'نوع الوقوف',
    price: 'السعر',
    duration: 'المدة (بالساعات)',
    commission: 'العمولة (%)',
    lots: 'المواقف',
  },
};
