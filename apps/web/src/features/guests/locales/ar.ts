import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "guests" namespace (right to left). */
export const ar: Translation<typeof en> = {
  guests: {
    title: 'الضيوف',
    description:
      'كل من حجز رحلة أو اشترى تصريح وقوف أو انضم إلى قائمة انتظار، صف لكل شخص (بالهاتف، وإلا بالبريد).',
    caption: 'الضيوف',
    empty: 'لا يوجد ضيوف بعد',
    emptyHint: 'يظهر الضيوف هنا بعد أن يحجزوا رحلة أو يشتروا تصريحًا أو ينضموا إلى قائمة انتظار.',
    searchHint: 'الاسم أو الهاتف أو البريد أو الغرفة',
    sort: 'الترتيب حسب',
    sorts: { lastVisit: 'آخر زيارة', name: 'الاسم', visits: 'الزيارات' },
    direction: 'الاتجاه',
    directions: { asc: 'تصاعدي', desc: 'تنازلي' },
    open: 'فتح {{name}}',
    noName: 'بلا اسم',
    fileName: 'guests',
    columns: {
      name: 'الضيف',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      room: 'الغرفة',
      language: 'اللغة',
      visits: 'الزيارات',
      lastVisit: 'آخر زيارة',
      texts: 'الرسائل النصية',
      marketing: 'التسويق',
    },
    texts: { optedIn: 'مسموح', optedOut: 'أوقفها (STOP)', noPhone: 'بلا هاتف' },
    marketing: { optedIn: 'موافق', optedOut: 'رافض', notAsked: 'لم يُسأل' },
    languages: { en: 'الإنجليزية', ar: 'العربية', unknown: '—' },
  },
  guest: {
    title: 'الضيف',
    failed: 'تعذر تحميل هذا الضيف',
    contact: 'التواصل',
    visits: 'الحجوزات',
    noVisits: 'لم تبق حجوزات.',
    messages: 'الرسائل',
    noMessages: 'لا توجد رسائل.',
    kinds: { party: 'الرحلة {{number}}', permit: 'التصريح {{number}}', waitList: 'قائمة الانتظار' },
    directions: { out: 'إلى الضيف', in: 'من الضيف' },
    waitStatus: {
      '6': 'ملغى',
      '10': 'محذوف',
      '11': 'في الانتظار',
      '12': 'أُبلغ',
      '13': 'خُدم',
      '14': 'لم يحضر',
    },
    marketingLabel: 'يوافق الضيف على الرسائل التسويقية',
    marketingSaved: 'حُفظ رد التسويق.',
    erase: 'محو هذا الضيف…',
    eraseOnlyAdmins: 'لا يمحو الضيف إلا المسؤول.',
  },
  erase: {
    title: 'محو الضيف',
    warning:
      'يُزال اسمه وهاتفه وبريده وغرفته وملاحظاته وإجابات حقوله ورسائله وتعليقات آرائه وروابطه من كل حجز. تبقى الأعداد والأسعار والأوقات للتقارير. لا يمكن التراجع عن ذلك.',
    typeToConfirm: 'اكتب {{word}} للتأكيد',
    word: 'ERASE',
    confirm: 'المحو نهائيًا',
    cancel: 'إلغاء',
    done: 'مُحي الضيف: {{parties}} رحلات، {{permits}} تصاريح، {{waitListEntries}} إدخالات انتظار، {{messages}} رسائل، {{feedback}} آراء.',
  },
};
