import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "locations" namespace (right to left). */
export const ar: Translation<typeof en> = {
  weekdays: {
    '0': 'الأحد',
    '1': 'الاثنين',
    '2': 'الثلاثاء',
    '3': 'الأربعاء',
    '4': 'الخميس',
    '5': 'الجمعة',
    '6': 'السبت',
  },
  zones: {
    title: 'المناطق',
    description: 'مناطق تحدد سعر الرحلة بين موقعين لا تربطهما رحلة.',
    add: 'إضافة منطقة',
    empty: 'لا توجد مناطق بعد',
  },
  zoneCharges: {
    title: 'أسعار المناطق',
    description: 'سعر الرحلة من منطقة إلى أخرى لكل بالغ وطفل وقطعة أمتعة.',
    add: 'إضافة سعر منطقة',
    editTitle: 'تعديل سعر المنطقة',
    empty: 'لا توجد أسعار مناطق بعد',
  },
  categories: {
    title: 'فئات المواقع',
    add: 'إضافة فئة',
    empty: 'لا توجد فئات بعد',
    iconHint: 'اسم أيقونة من Tabler مثل plane أو train أو building',
  },
  locations: {
    title: 'المواقع',
    description: 'الفنادق والمطارات والمحطات والمعالم التي يتنقل بينها الضيوف.',
    add: 'إضافة موقع',
    map: 'الخريطة: انقر لوضع الدبوس',
    mapOffline: 'لم تُضبط مصادر الخريطة: انقر على الشبكة لوضع الدبوس أو اكتب خط العرض وخط الطول.',
    empty: 'لا توجد مواقع بعد',
    kinds: {
      hotel: 'فندق',
      airport: 'مطار',
      station: 'محطة',
      attraction: 'معلم',
      port: 'ميناء',
      venue: 'مكان فعاليات',
      other: 'أخرى',
    },
  },
  trips: {
    title: 'الرحلات',
    description: 'رحلات من موقع إلى آخر بأسعارها ومقاعدها.',
    add: 'رحلة جديدة',
    editTitle: 'تعديل الرحلة',
    empty: 'لا توجد رحلات بعد',
    minutes: '{{count}} دقيقة',
    roomRequired: 'الغرفة مطلوبة',
    confirmDelete: 'هل تريد حذف هذه الرحلة ومواعيدها؟',
  },
  newTrip: {
    title: 'رحلة جديدة',
    description: 'اختر نقطة البداية والنهاية والأسعار ومواعيد المغادرة الأسبوعية.',
    create: 'إنشاء الرحلة',
    schedule: 'المغادرات الأسبوعية',
    addDeparture: 'إضافة موعد مغادرة',
    noDepartures: 'لا توجد مواعيد بعد: يمكن حجز الرحلة دون جدول.',
  },
  schedule: {
    title: 'مواعيد الرحلات',
    description: 'متى تغادر كل رحلة في كل يوم من الأسبوع، مع مقاعدها.',
    add: 'إضافة موعد مغادرة',
    empty: 'لا توجد مواعيد بعد',
  },
  selectedLists: {
    add: 'إضافة إلى القائمة',
    empty: 'لا توجد مواقع في هذه القائمة بعد',
    location: 'الموقع',
    confirmRemove: 'هل تريد إزالة {{name}} من هذه القائمة؟',
    from: {
      title: 'مواقع الانطلاق',
      description: 'المواقع المتاحة كنقاط انطلاق.',
    },
    to: {
      title: 'مواقع الوصول',
      description: 'المواقع المتاحة كوجهات.',
    },
    quick: {
      title: 'المواقع السريعة',
      description: 'القائمة المختصرة للحجز السريع.',
    },
  },
};
