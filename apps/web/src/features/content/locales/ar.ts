import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "content" namespace (right to left). */
export const ar: Translation<typeof en> = {
  fields: {
    name: 'الاسم',
    image: 'الصورة',
    active: 'نشط',
    title: 'العنوان',
    body: 'النص',
    linkUrl: 'الرابط (https://…)',
    days: 'مدة العرض',
    startsOn: 'اليوم الأول',
    endsOn: 'اليوم الأخير',
    where: 'يظهر في',
    onKiosk: 'الكشك',
    onGuestPage: 'صفحة الضيف',
    position: 'الترتيب',
  },
  image: {
    none: 'اختر صورة: تُحفظ فور اختيارها.',
    kept: 'تم الحفظ. اختر صورة أخرى لاستبدالها.',
    uploading: 'جارٍ حفظ الصورة…',
  },
  icons: {
    title: 'الأيقونات',
    description: 'أيقوناتك الخاصة لفئات الأماكن وعلامات الخريطة وأزرار الكشك.',
    add: 'إضافة أيقونة',
    empty: 'لا أيقونات بعد',
    emptyHint: 'أضف أيقونة باسم وصورة مربعة.',
    readOnly: 'يمكنك رؤية الأيقونات؛ تغييرها يتطلب صلاحية الإعدادات.',
  },
  ads: {
    title: 'الإعلانات',
    description: 'ما يعرضه الكشك وصفحة الضيف بالتناوب، بالعربية والإنجليزية، في الأيام التي تختارها.',
    add: 'إضافة إعلان',
    empty: 'لا إعلانات بعد',
    emptyHint: 'أضف إعلانًا بصورة وعنوان وأيام عرضه.',
    readOnly: 'يمكنك رؤية الإعلانات؛ تغييرها يتطلب صلاحية الإعدادات.',
    nameHint: 'يرى الموظفون هذا الاسم فقط؛ ويقرأ الضيوف العنوان.',
    noEnd: 'بلا نهاية',
  },
};
