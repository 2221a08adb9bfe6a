import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "help" namespace (right to left). */
export const ar: Translation<typeof en> = {
  fields: {
    screenName: 'الشاشة',
    title: 'العنوان',
    body: 'المساعدة',
  },
  helpTexts: {
    title: 'نصوص المساعدة',
    description: 'المساعدة خلف «؟» في كل شاشة من شاشات لوحة التحكم، بالإنجليزية والعربية.',
    add: 'إضافة نص مساعدة',
    empty: 'لا نصوص مساعدة بعد',
    emptyHint: 'أضف مساعدة شاشة: يفتحها موظفوها من «؟» بجانب العنوان.',
  },
};
