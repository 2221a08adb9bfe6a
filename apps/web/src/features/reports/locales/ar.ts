import { partyListColumns } from '../../../entities/party/locales/ar.ts';
import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** الكلمات المشتركة بين تقارير الرحلات؛ لكل تقرير عنوانه ووصفه وحالته الفارغة. */
const partyReport = {
  from: 'من',
  to: 'إلى',
  search: 'بحث',
  searchPlaceholder: 'الضيف أو الهاتف أو الغرفة أو رقم الرحلة',
  zoneHint: 'الأيام بتوقيت {{timeZone}}',
  export: 'تصدير',
  exportDone: 'الرحلات المصدّرة: {{count}}',
};

/** نصوص مساحة "reports" بالعربية، تُحمَّل مع شاشاتها. */
export const ar: Translation<typeof en> = {
  reports: {
    columns: {
      ...partyListColumns,
      scheduled: 'الموعد',
      driver: 'السائق',
      guests: 'الضيوف',
      total: 'الإجمالي',
      paid: 'المدفوع',
      details: 'تفاصيل أخرى',
      actions: 'الإجراءات',
    },
    totals: {
      label: 'إجماليات هذه الأيام',
      parties: 'الرحلات',
      guests: 'الضيوف',
      total: 'الإجمالي',
      paid: 'المدفوع',
    },
    perDay: 'الرحلات في كل يوم',
    noDriver: 'بلا سائق',
    undo: {
      UnDoDropOff: 'تراجع عن التوصيل',
      UnDoPickup: 'تراجع عن الاستلام',
      UndoCancel: 'تراجع عن الإلغاء',
      label: '{{action}}: الرحلة {{number}}',
      done: 'عادت الرحلة {{number}} إلى اللوحة',
      conflict: 'تغيّرت هذه الرحلة في الأثناء؛ تم تحديث القائمة.',
      failed: 'تعذّر تغيير الرحلة',
    },
  },
  completed: {
    ...partyReport,
    title: 'المعاملات المكتملة',
    description: 'الرحلات التي وصلت في الأيام المختارة. يمكن التراجع هنا عن توصيل سُجّل خطأً.',
    caption: 'المعاملات المكتملة',
    empty: 'لا رحلات مكتملة في هذه الأيام',
    fileName: 'completed-transactions',
  },
  cancelled: {
    ...partyReport,
    title: 'المعاملات الملغاة',
    description: 'الرحلات الملغاة في الأيام المختارة. يمكن التراجع هنا عن إلغاء تم خطأً.',
    caption: 'المعاملات الملغاة',
    empty: 'لا رحلات ملغاة في هذه الأيام',
    fileName: 'cancelled-transactions',
  },
  deleted: {
    ...partyReport,
    title: 'المعاملات المحذوفة',
    description: 'الرحلات المحذوفة في الأيام المختارة. الحذف نهائي؛ تُحفظ هنا للسجل.',
    caption: 'المعاملات المحذوفة',
    empty: 'لا رحلات محذوفة في هذه الأيام',
    fileName: 'deleted-transactions',
  },
  reservations: {
    ...partyReport,
    title: 'تقرير الحجوزات',
    description: 'الحجوزات المحددة للأيام المختارة، التي تنتظر موعدها.',
    caption: 'الحجوزات',
    empty: 'لا حجوزات لهذه الأيام',
    fileName: 'reservations',
  },
  willCalls: {
    ...partyReport,
    title: 'رحلات عند الطلب المكتملة',
    description: 'رحلات انتظرت اتصال النزيل في الأيام المختارة ووصلت إلى وجهتها.',
    caption: 'رحلات عند الطلب المكتملة',
    empty: 'لا رحلات عند الطلب مكتملة في هذه الأيام',
    fileName: 'completed-on-call-rides',
  },
  cashOut: {
    from: 'من',
    to: 'إلى',
    search: 'الموظف',
    searchPlaceholder: 'الاسم',
    zoneHint: 'الأيام بتوقيت {{timeZone}}',
    export: 'تصدير',
    exportDone: 'الأسطر المصدّرة: {{count}}',
    title: 'تقرير التحصيل',
    description: 'المبالغ التي حصّلها كل موظف في الأيام المختارة، حسب طريقة الدفع، مع المبالغ المستردة.',
    caption: 'التحصيل حسب الموظف والطريقة',
    empty: 'لا مدفوعات في هذه الأيام',
    fileName: 'cash-out',
    chart: 'المدفوع والمسترد لكل موظف',
    columns: {
      userName: 'الموظف',
      method: 'الطريقة',
      payments: 'عدد الدفعات',
      paid: 'المدفوع',
      refunded: 'المسترد',
      net: 'الصافي',
    },
    totals: { label: 'إجماليات هذه الأيام', paid: 'المدفوع', refunded: 'المسترد', net: 'الصافي' },
    noUser: 'الضيف (رابطه الخاص)',
  },
};
