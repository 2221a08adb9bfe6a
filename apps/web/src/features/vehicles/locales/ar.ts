import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "vehicles" namespace (right to left). */
export const ar: Translation<typeof en> = {
  vehicles: {
    title: 'مركبات السائقين',
    description: 'مركبات كل سائق، والمركبة التي يقودها الآن.',
    driver: 'السائق',
    chooseDriver: 'اختر سائقًا',
    noDrivers: 'لا يوجد سائقون بعد',
    noDriversHint: 'حدّد مستخدمًا كسائق في إدارة المستخدمين، ثم أضف مركباته هنا.',
    pickDriver: 'اختر سائقًا لعرض مركباته',
    driversFailed: 'تعذّر تحميل السائقين',
    caption: 'المركبات',
    add: 'إضافة مركبة',
    edit: 'تعديل المركبة',
    delete: 'حذف المركبة',
    confirmDelete: 'هل تريد حذف المركبة {{plate}}؟',
    empty: 'لا توجد مركبات لهذا السائق بعد',
    emptyHint: 'أضف المركبة التي يقودها.',
    columns: {
      vehicle: 'المركبة',
      year: 'السنة',
      color: 'اللون',
      plate: 'اللوحة',
      seats: 'المقاعد',
      status: 'الحالة',
      actions: 'الإجراءات',
    },
    fields: {
      make: 'الشركة المصنّعة',
      model: 'الطراز',
      chooseMakeFirst: 'اختر الشركة المصنّعة أولًا',
      year: 'السنة',
      color: 'اللون',
      plate: 'رقم اللوحة',
      seats: 'المقاعد',
      status: 'الحالة',
    },
    currentBadge: 'الحالية',
    current: 'المركبة الحالية',
    currentHint: 'يمكن اختيار المركبات النشطة فقط.',
    chooseCurrent: 'اختر المركبة الحالية',
    noAvailable: 'لا توجد مركبة نشطة للاختيار',
    saveFailed: 'تعذّر حفظ التغيير',
  },
};
