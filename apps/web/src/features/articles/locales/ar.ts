import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "articles" namespace (right to left). */
export const ar: Translation<typeof en> = {
  fields: {
    title: 'العنوان',
    body: 'النص',
    days: 'يظهر',
    publishFrom: 'اليوم الأول',
    publishUntil: 'اليوم الأخير',
    audience: 'لمن',
    active: 'نشط',
  },
  status: { active: 'نشط', inactive: 'غير نشط' },
  noEnd: 'بلا نهاية',
  everyone: 'الجميع',
  audienceHint: 'اتركه فارغًا ليظهر للجميع.',
  company: {
    title: 'المقالات',
    description: 'أخبار لموظفيك في صفحة الترحيب، في الأيام وللأدوار التي تختارها.',
    add: 'إضافة مقال',
    empty: 'لا مقالات بعد',
    emptyHint: 'أضف مقالًا بعنوان ونص والأيام التي يظهر فيها.',
    readOnly: 'يمكنك رؤية المقالات؛ تغييرها يحتاج إلى قاعدة وصول الإعدادات.',
  },
  platform: {
    title: 'مقالات المنصة',
    description: 'أخبار لموظفي كل الشركات، تظهر في صفحة الترحيب.',
    add: 'إضافة مقال',
    empty: 'لا مقالات للمنصة بعد',
    emptyHint: 'أضف مقالًا بعنوان ونص والأيام التي يظهر فيها.',
  },
  welcome: {
    title: 'مرحبًا، {{name}}',
    articles: 'مقالات اليوم',
    failed: 'تعذّر تحميل مقالات اليوم.',
    empty: 'لا أخبار اليوم',
    emptyHint: 'تظهر هنا المقالات الخاصة بدورك في الأيام التي تُنشر فيها.',
    source: { company: 'شركتك', platform: 'المنصة' },
  },
};
