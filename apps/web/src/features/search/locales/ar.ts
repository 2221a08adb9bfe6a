import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "search" namespace (right to left). */
export const ar: Translation<typeof en> = {
  search: {
    title: 'نتائج البحث',
    description: 'ما يطابق «{{key}}» حسب النوع، بما في ذلك الكتابات القريبة.',
    failed: 'تعذّر إجراء البحث',
    empty: 'لا شيء يطابق',
    emptyHint: 'جرّب جزءًا من اسم أو رقم هاتف أو غرفة أو لوحة أو رقمًا.',
    groups: {
      parties: 'الرحلات',
      permits: 'تصاريح المواقف',
      waitList: 'قائمة الانتظار',
      staff: 'الموظفون',
      places: 'الأماكن',
    },
    none: 'لا شيء',
    party: {
      open: 'الرحلة رقم {{number}}، {{guest}}',
      room: 'الغرفة {{room}}',
    },
    permit: {
      open: 'التصريح رقم {{number}}، اللوحة {{plate}}',
      room: 'الغرفة {{room}}',
    },
    waitList: {
      size_zero: 'لا ضيوف',
      size_one: 'ضيف واحد',
      size_two: 'ضيفان',
      size_few: '{{count}} ضيوف',
      size_many: '{{count}} ضيفًا',
      size_other: '{{count}} ضيف',
      status: {
        6: 'ملغى',
        10: 'محذوف',
        11: 'في الانتظار',
        12: 'أُبلغ',
        13: 'جلس',
        14: 'لم يحضر',
      },
    },
  },
};
