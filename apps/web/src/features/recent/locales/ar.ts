import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "recent" namespace (right to left). */
export const ar: Translation<typeof en> = {
  recent: {
    title: 'الأخيرة',
    description: 'الرحلات التي حجزتها أو حرّكتها مؤخرًا، الأحدث أولًا.',
    caption: 'الرحلات الأخيرة',
    columns: {
      party: 'الرحلة',
      touched: 'متى',
      action: 'آخر إجراء',
      status: 'الحالة',
      guest: 'الضيف',
      route: 'من ← إلى',
    },
    open: 'افتح الرحلة #{{number}} على اللوحة',
    empty: 'لا توجد رحلات حديثة',
    emptyHint: 'تظهر هنا الرحلات التي تحجزها أو تحرّكها.',
  },
};
