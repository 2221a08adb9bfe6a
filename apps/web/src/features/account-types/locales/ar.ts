import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "account-types" namespace (right to left). */
export const ar: Translation<typeof en> = {
  accountTypes: {
    title: 'أنواع الحسابات',
    description: 'أنواع الحسابات التي تُقيَّد عليها رسوم الغرف ومدفوعات الحسابات.',
    add: 'إضافة نوع حساب',
    empty: 'لا توجد أنواع حسابات هنا',
    emptyHint: 'أضف نوعًا لكل حساب تقيّد عليه الرسوم، مثل الغرفة أو الشركات.',
    filter: 'الحالة',
    all: 'الكل',
    readOnly: 'يمكنك عرض أنواع الحسابات؛ يتطلب تغييرها قاعدة صلاحية الإعدادات.',
  },
};
