import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the notices (right to left). */
export const ar: Translation<typeof en> = {
  inbox: {
    title: 'إشعاراتي',
    unread: '{{count}} غير مقروءة',
    markAll: 'تعليم الكل كمقروء',
    markRead: 'تعليم كمقروء',
    markOne: 'تعليم "{{title}}" كمقروء',
    new: 'جديد',
    empty: 'لا توجد إشعارات بعد',
    loadFailed: 'تعذّر تحميل إشعاراتك.',
  },
  push: {
    label: 'الإشعارات على هذا الجهاز',
    hint: 'تظهر هنا المهمة الجديدة أو رد الضيف حتى والتطبيق مغلق، إلى أن تسجّل الخروج.',
    unsupported: 'لا يستطيع هذا المتصفح عرض الإشعارات.',
    denied: 'الإشعارات محظورة لهذا الموقع في إعدادات المتصفح.',
    failed: 'تعذّر تغيير الإشعارات. حاول مجددًا.',
  },
  notice: {
    kioskQuietTitle: 'كشك غير متصل',
    kioskQuiet: 'توقفت هذه الأكشاك عن الإبلاغ: {{names}}. تحقق من شاشتها وشبكتها في الردهة.',
    limitTitle: 'حد الباقة',
    limit: 'تستخدم شركتك {{used}} من {{max}} من {{limit}} في باقتها ({{percent}}٪) في {{period}}.',
  },
  limits: {
    staff: 'المستخدمين النشطين',
    kiosks: 'الأكشاك',
    messageSegments: 'أجزاء الرسائل',
  },
  staff: {
    title: 'إشعارات الموظفين',
    description: 'اختر من يُبلَّغ بكل حدث: في صندوق الإشعارات أو بالبريد الإلكتروني أو بكليهما.',
    defaultNote: 'إلى أن تغيّر حدثًا، يُبلَّغ به المسؤولون كما كان من قبل.',
    inApp: 'في صندوق الإشعارات',
    email: 'بالبريد الإلكتروني',
    loadingRoles: 'جارٍ تحميل الأدوار',
    rolesTold: 'الأدوار المُبلَّغة',
    loadFailed: 'تعذّر تحميل إعدادات هذا الحدث.',
    event: {
      staffLimit: {
        title: 'حد المستخدمين',
        hint: 'عندما يبلغ المستخدمون النشطون ‎80٪ و‎100٪ من الباقة.',
      },
      kioskLimit: {
        title: 'حد الأكشاك',
        hint: 'عندما تبلغ الأكشاك النشطة ‎80٪ و‎100٪ من الباقة.',
      },
      messageQuota: {
        title: 'رصيد الرسائل',
        hint: 'عندما تبلغ الرسائل النصية لهذا الشهر ‎80٪ و‎100٪ من الباقة.',
      },
      kioskQuiet: {
        title: 'كشك غير متصل',
        hint: 'عندما يتوقف كشك مقترن عن الإبلاغ لبضع دقائق.',
      },
    },
  },
};
