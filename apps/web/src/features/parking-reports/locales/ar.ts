import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** الكلمات المشتركة بين تقارير الوقوف؛ لكل تقرير عنوانه ووصفه وحالته الفارغة ورسمه. */
const permitReport = {
  from: 'من',
  to: 'إلى',
  search: 'بحث',
  searchPlaceholder: 'اللوحة أو الضيف أو الغرفة',
  zoneHint: 'الأيام بتوقيت {{timeZone}}',
  export: 'تصدير',
  exportDone: 'الأسطر المصدّرة: {{count}}',
};

/** النصوص العربية لمساحة "parking-reports". */
export const ar: Translation<typeof en> = {
  columns: {
    permit: 'التصريح',
    guest: 'الضيف',
    plate: 'اللوحة',
    lot: 'الموقف',
    package: 'الباقة',
    soldAt: 'وقت البيع',
    seller: 'البائع',
    cost: 'التكلفة',
    paid: 'المدفوع',
    refunded: 'المسترد',
    percent: 'نسبة العمولة',
    commission: 'العمولة',
    closedAt: 'وقت الإغلاق',
    closedBy: 'أغلقه',
    reason: 'السبب',
    deliveredAt: 'سُلّمت',
    deliveredBy: 'سلّمها',
    permits: 'التصاريح',
    sales: 'المبيعات',
  },
  totals: 'إجماليات هذه الأيام',
  figures: {
    permits: 'التصاريح',
    sales: 'المبيعات',
    commission: 'العمولة',
    cost: 'التكلفة',
    paid: 'المدفوع',
    refunded: 'المسترد',
  },
  noSeller: 'لا أحد (مستورد)',
  noReason: 'بلا سبب',
  commission: {
    ...permitReport,
    title: 'عمولة الوقوف',
    description:
      'التصاريح المبيعة في الأيام المختارة والعمولة التي يكسبها بائع كل منها: نسبة الباقة مما حُصّل منها (التصريح غير المدفوع لا عمولة عليه بعد). التصاريح الملغاة والمحذوفة بلا عمولة.',
    caption: 'عمولة الوقوف',
    empty: 'لا عمولة في هذه الأيام',
    fileName: 'parking-commission',
    chart: 'العمولة في كل يوم',
  },
  cancelled: {
    ...permitReport,
    title: 'التصاريح الملغاة',
    description: 'التصاريح الملغاة في الأيام المختارة، ومن ألغاها ولماذا، مع المدفوع والمسترد.',
    caption: 'التصاريح الملغاة',
    empty: 'لا تصاريح ملغاة في هذه الأيام',
    fileName: 'cancelled-permits',
    chart: 'التصاريح الملغاة في كل يوم',
  },
  deleted: {
    ...permitReport,
    title: 'التصاريح المحذوفة',
    description: 'التصاريح المحذوفة في الأيام المختارة، محفوظة هنا للسجل.',
    caption: 'التصاريح المحذوفة',
    empty: 'لا تصاريح محذوفة في هذه الأيام',
    fileName: 'deleted-permits',
    chart: 'التصاريح المحذوفة في كل يوم',
  },
  delivered: {
    ...permitReport,
    title: 'السيارات المُسلّمة',
    description:
      'السيارات التي سُلّمت إلى ضيوفها في الأيام المختارة (طلبات السيارة المكتملة)، ومن سلّم كلًّا منها، ومبالغ تصريحها. رحلات الحافلة المؤجلة في «رحلات عند الطلب المكتملة».',
    caption: 'السيارات المُسلّمة',
    empty: 'لا سيارات مُسلّمة في هذه الأيام',
    fileName: 'delivered-cars',
    chart: 'السيارات المُسلّمة في كل يوم',
  },
  staff: {
    ...permitReport,
    searchPlaceholder: 'الموظف',
    title: 'تقرير العمولات',
    description: 'ما باعه كل موظف من تصاريح الوقوف في الأيام المختارة والعمولة التي يكسبها منها.',
    caption: 'العمولة لكل موظف',
    empty: 'لا عمولة في هذه الأيام',
    fileName: 'commission-report',
    chart: 'العمولة لكل موظف',
  },
};
