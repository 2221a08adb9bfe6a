import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "login-history" namespace (right to left). */
export const ar: Translation<typeof en> = {
  loginHistory: {
    title: 'سجل دخول المستخدمين',
    description: 'كل عمليات الدخول إلى شركتك، الأحدث أولًا، بما فيها المحاولات الفاشلة.',
    caption: 'عمليات الدخول',
    from: 'من',
    to: 'إلى',
    search: 'بحث',
    searchPlaceholder: 'الاسم أو البريد الإلكتروني',
    columns: {
      user: 'المستخدم',
      email: 'البريد الإلكتروني',
      signedIn: 'وقت الدخول',
      signedOut: 'وقت الخروج',
      result: 'النتيجة',
      ip: 'عنوان IP',
      browser: 'المتصفح',
    },
    success: 'ناجح',
    failure: 'فاشل',
    failureWithReason: 'فاشل: {{reason}}',
    reasons: {
      wrong_password: 'كلمة مرور خاطئة',
      locked: 'الحساب مقفل',
      inactive: 'الحساب غير نشط',
    },
    empty: 'لا توجد عمليات دخول تطابق عوامل التصفية',
    export: 'تصدير',
    fileName: 'login-history',
  },
};
