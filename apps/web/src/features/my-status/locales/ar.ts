import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "my-status" namespace (right to left). */
export const ar: Translation<typeof en> = {
  myStatus: {
    title: 'حالتي',
    description: 'مناوبتك والمركبة التي تقودها الآن ورحلاتك.',
    shift: 'في المناوبة (متاح للرحلات)',
    shiftOn: 'أنت متاح للرحلات.',
    shiftOff: 'أنت غير متاح للرحلات.',
    vehicle: 'المركبة الحالية',
    chooseVehicle: 'اختر مركبة',
    noVehicles: 'لا توجد لديك مركبات بعد',
    noVehiclesHint: 'اطلب من المسؤول إضافة مركبتك.',
    notDriver: 'المناوبة للسائقين فقط.',
    saveFailed: 'تعذّر حفظ حالتك',
    assignments: 'رحلاتي',
    noAssignments: 'لا توجد رحلات مسندة إليك',
    noAssignmentsHint: 'تظهر الرحلة هنا فور إسنادها إليك.',
    conflict: 'غيّر شخص آخر هذه الرحلة. تم تحديث القائمة.',
    actionFailed: 'تعذّر تحديث الرحلة',
    room: 'الغرفة {{room}}',
    call: 'اتصال',
    callGuest: 'اتصال بـ {{name}}',
    navigate: 'الاتجاهات',
    navigateFrom: 'الاتجاهات إلى نقطة الاستلام في {{place}}',
    navigateTo: 'الاتجاهات إلى {{place}}',
    completedToday: 'المكتملة اليوم',
    noCompleted: 'لا توجد رحلات مكتملة اليوم',
  },
};
