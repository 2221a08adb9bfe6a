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
    limitTitle: 'حد الباقة',
    limit: 'تستخدم شركتك {{used}} من {{max}} من {{limit}} في باقتها ({{percent}}٪) في {{period}}.',
  },
  limits: {
    staff: 'المستخدمين النشطين',
    kiosks: 'الأكشاك',
    messageSegments: 'أجزاء الرسائل',
  },
};
