import { partyListColumns } from '../../../entities/party/locales/ar.ts';
import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "gmap-parties" namespace (right to left). */
export const ar: Translation<typeof en> = {
  gmapParties: {
    title: 'طلبات الخريطة',
    description: 'الضيوف الذين طلبوا الإقلال من نقطة على الخريطة، حسب اليوم.',
    from: 'من',
    to: 'إلى',
    search: 'بحث',
    searchPlaceholder: 'الضيف أو الهاتف أو الغرفة أو رقم الرحلة',
    caption: 'طلبات الخريطة',
    columns: {
      ...partyListColumns,
      scheduled: 'مطلوبة في',
      place: 'الموقع المُشارَك',
    },
    notShared: 'لم يُشارَك',
    empty: 'لا توجد طلبات خريطة في هذه الأيام',
    export: 'تصدير',
    exportDone: 'طلبات الخريطة المصدّرة: {{count}}',
    fileName: 'map-requests',
    map: 'مواقع الضيوف',
    mapOffline: 'لم تُضبط خرائط أساسية: تظهر المواقع على شبكة بسيطة.',
    positionsList: 'الضيوف الذين شاركوا موقعهم',
    noPositions: 'لم يشارك أي ضيف في هذه الصفحة موقعه بعد.',
    zoneHint: 'الأيام بتوقيت {{timeZone}}',
  },
};
