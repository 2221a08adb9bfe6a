import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "auth" namespace (right to left). */
export const ar: Translation<typeof en> = {
  auth: {
    change: {
      title: 'تغيير كلمة المرور',
      body: 'تنتهي الجلسات الأخرى لحسابك عند تغيير كلمة المرور.',
      success: 'تم تغيير كلمة المرور.',
    },
    maintenance: {
      body: 'يجري تحديث كيربسايد. تتحقق هذه الصفحة مجددًا كل 10 ثوانٍ.',
      checking: 'جارٍ التحقق…',
      ready: 'عاد كيربسايد للعمل.',
      goToSignIn: 'الذهاب إلى تسجيل الدخول',
    },
    login: {
      title: 'تسجيل الدخول',
      subtitle: 'استخدم البريد الإلكتروني وكلمة المرور لحسابك في كيربسايد.',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      forgot: 'نسيت كلمة المرور؟',
      submit: 'تسجيل الدخول',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      body: 'العنوان الذي فتحته لا يؤدي إلى صفحة في كيربسايد.',
    },
    recover: {
      title: 'نسيت كلمة المرور',
      body: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
      submit: 'إرسال الرابط',
      pending: 'جارٍ الإرسال…',
      fulfilled: 'إذا كان هناك حساب باسم {{userName}} فإن رسالة بريد في طريقها إليك.',
      fulfilledHint: 'الرابط صالح لمدة محدودة. تحقّق من مجلد الرسائل غير المرغوب فيها إن لم تصل.',
      rejected: 'تعذّر إرسال الرسالة',
      backToSignIn: 'العودة إلى تسجيل الدخول',
    },
    reset: {
      title: 'اختر كلمة مرور جديدة',
      forEmail: 'للحساب {{email}}',
      checking: 'جارٍ التحقق من الرابط…',
      requestNew: 'طلب رابط جديد',
      submit: 'تعيين كلمة المرور',
      success: 'تم تغيير كلمة المرور. يمكنك الآن تسجيل الدخول بها.',
    },
    lock: {
      title: 'الشاشة مقفلة',
      body: 'تم تسجيل الدخول باسم {{name}}. أدخل كلمة المرور للمتابعة.',
      unlock: 'فتح القفل',
      notYou: 'لست أنت؟ سجّل الخروج',
    },
    releaseNotes: {
      title: 'ملاحظات الإصدار',
    },
  },
};
