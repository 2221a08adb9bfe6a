import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "team" namespace (right to left). */
export const ar: Translation<typeof en> = {
  team: {
    title: 'الفريق',
    description: 'السائقون المناوبون وغير المناوبين مع مركباتهم الحالية. تتحدث القائمة تلقائيًا.',
    caption: 'السائقون',
    filter: 'المناوبة',
    all: 'كل السائقين',
    search: 'ابحث بالاسم أو الهاتف',
    columns: {
      name: 'الاسم',
      phone: 'الهاتف',
      shift: 'المناوبة',
      vehicle: 'المركبة الحالية',
      action: 'تغيير المناوبة',
    },
    shift: {
      available: 'متاح',
      not_available: 'غير متاح',
    },
    setAvailable: 'اجعله متاحًا',
    setNotAvailable: 'اجعله غير متاح',
    noVehicle: 'لا توجد مركبة',
    empty: 'لا يوجد سائقون هنا',
    emptyHint: 'يظهر السائقون هنا عندما يحدد المسؤول مستخدمًا كسائق.',
    changeFailed: 'تعذّر تغيير المناوبة',
    loadFailed: 'تعذّر تحميل الفريق',
    callDriver: 'اتصل بـ {{name}}',
  },
  driverReports: {
    title: 'تقارير السائقين',
    description: 'رحلات كل سائق والتزامه بالمواعيد وتقييمه ومرات دخوله خلال الأيام المختارة.',
    from: 'من',
    to: 'إلى',
    zoneHint: 'الأيام بحسب المنطقة الزمنية للشركة ({{timeZone}}).',
    search: 'البحث عن سائقين',
    caption: 'أداء السائقين',
    columns: {
      name: 'السائق',
      rides: 'الرحلات',
      onTime: 'الاستلام في الموعد',
      averagePickUp: 'متوسط وقت الاستلام',
      rating: 'التقييم',
      signIns: 'مرات الدخول',
      lastSignIn: 'آخر دخول',
    },
    minutes: '{{value}} دقيقة',
    share: '{{count}} ({{percent}})',
    empty: 'لا يوجد سائقون في التقرير',
    emptyHint: 'يظهر السائقون هنا بعد تحديد مستخدم كسائق.',
    export: 'تصدير',
    fileName: 'driver-reports',
  },
};
