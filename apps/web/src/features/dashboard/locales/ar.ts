import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "dashboard" namespace (right to left). */
export const ar: Translation<typeof en> = {
  dashboard: {
    greeting: 'مرحبًا، {{name}}',
    company: 'تم تسجيل الدخول إلى {{company}}',
    today: 'اليوم هو {{date}}',
    intro: 'استخدم القائمة لفتح الشاشات المتاحة لدورك.',
    parties: 'رحلات اليوم',
    openOnBoard: 'افتح {{status}} على اللوحة',
    drivers: 'السائقون في المناوبة',
    driversValue: '{{onShift}} من {{total}}',
    wait: 'متوسط الانتظار',
    waitValue: '{{wait}} دقيقة (المُقدَّر {{quoted}} دقيقة)',
    noWait: 'لا توجد عمليات إقلال اليوم بعد',
    revenue: 'إيرادات اليوم',
    myDay: 'يومي',
    shift: 'مناوبتي',
    onShift: 'في المناوبة',
    offShift: 'خارج المناوبة',
    vehicle: 'المركبة',
    noVehicle: 'لا توجد مركبة',
    activeRides: 'رحلاتي الجارية',
    completedToday: 'المكتملة اليوم',
    nextRide: 'الرحلة التالية',
    rideTitle: 'المجموعة {{number}}، {{name}}',
    rideRoute: '{{from}} ← {{to}}',
    noNextRide: 'لا توجد رحلة مسندة إليك الآن',
    newReservation: 'حجز جديد',
    loadFailed: 'تعذّر تحميل أرقام اليوم',
  },
};
