import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "driver-tracking" namespace (right to left). */
export const ar: Translation<typeof en> = {
  settings: {
    title: 'إعدادات التتبّع',
    retentionDays: 'أيام الاحتفاظ بالمواقع',
    retentionDaysHint: 'يُحذف كل ساعة سجل مواقع السائقين الأقدم من هذه المدة (من 1 إلى 365 يومًا).',
    sendIntervalSeconds: 'الثواني بين كل إرسال',
    sendIntervalSecondsHint: 'كم مرة يرسل هاتف السائق موقعه أثناء المناوبة (من 5 إلى 60 ثانية).',
  },
  tracking: {
    title: 'تتبع السائقين',
    description: 'السائقون في المناوبة، وأين هم الآن، والرحلات التي يقومون بها.',
    failed: 'تعذّر تحميل السائقين',
    empty: 'لا يوجد سائق في المناوبة',
    emptyHint: 'يظهر السائقون هنا عندما يبدؤون المناوبة ويشاركون موقعهم من التطبيق.',
    map: 'السائقون على الخريطة',
    mapOffline: 'لم تُضبط بلاطات الخريطة: تُعرض المواقع على شبكة بسيطة.',
    noPositions: 'لم يشارك أي سائق في المناوبة موقعه بعد.',
    staleLabel: '{{name}} (لم يصل منه شيء منذ مدة)',
    live: 'مباشر',
    stale: 'لم يصل منه شيء منذ مدة',
    noPosition: 'لا يوجد موقع بعد',
    noVehicle: 'لا توجد مركبة حالية',
    seenAt: 'آخر ظهور {{time}}',
    currentRide: 'الرحلة رقم {{number}}: {{guest}}',
    noRide: 'لا توجد رحلة الآن',
    nextStop: 'المحطة التالية: {{place}}',
    ridesOf: 'رحلات {{name}}',
    noRides: 'لا توجد رحلات مفتوحة.',
    fromTo: '{{from}} ← {{to}}',
  },
};
