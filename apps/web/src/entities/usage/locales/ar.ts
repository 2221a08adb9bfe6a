import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "usage" namespace (right to left). */
export const ar: Translation<typeof en> = {
  figures: {
    parties: 'الحجوزات',
    permits: 'تصاريح المواقف',
    waitListGuests: 'ضيوف قائمة الانتظار',
    messageSegments: 'أجزاء الرسائل',
    kiosks: 'الأكشاك',
    staff: 'الموظفون النشطون',
  },
  current: {
    title: 'استخدام الباقة في {{month}}',
    package: 'الباقة: {{name}}',
    noPackage: 'بلا باقة: كل الميزات دون حدود',
    noLimit: '{{used}} (بلا حد)',
    ofLimit: '{{used}} من {{limit}} ({{percent}}٪)',
    limitBar: 'النسبة المستخدمة من حد {{figure}}',
    loadFailed: 'تعذّر تحميل استخدام الباقة.',
  },
  history: {
    caption: 'الاستخدام في الأشهر السابقة',
    empty: 'لا يوجد شهر سابق بعد',
    emptyHint: 'تظهر هنا الأشهر السابقة لهذا الشهر بدءًا من شهر إنشاء الشركة.',
    month: 'الشهر',
  },
  payments: {
    caption: 'سجل المدفوعات',
    empty: 'لا توجد فاتورة بعد',
    emptyHint: 'في كل شهر تُفوتر فيه الباقة تظهر فاتورته هنا مع حالتها.',
  },
  invoices: {
    period: 'الشهر',
    package: 'الباقة',
    amount: 'المبلغ',
    state: 'الحالة',
    paid: 'الدفع',
    paidOn: '{{date}}، {{method}}',
    notPaid: 'غير مدفوعة',
    reference: 'المرجع',
    states: { open: 'مفتوحة', paid: 'مدفوعة', void: 'ملغاة' },
    methods: { card: 'بالبطاقة', hand: 'مسجلة يدويًا' },
  },
  chart: {
    title: 'الاستخدام خلال {{months}} شهرًا',
    figure: 'المؤشر المعروض',
    label: '{{figure}} حسب الشهر',
    loadFailed: 'تعذّر تحميل مخطط الاستخدام.',
  },
};
