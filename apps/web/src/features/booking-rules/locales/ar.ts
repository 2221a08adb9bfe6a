import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "booking-rules" namespace (right to left). */
export const ar: Translation<typeof en> = {
  rules: {
    title: 'قواعد الحجز',
    description:
      'إلى أي مدى مسبقًا وبأي حجم يُقبل الحجز، وما البيانات المطلوبة فيه، وأي الرسائل تصل إلى الضيوف، وما يستطيع الضيوف تغييره بأنفسهم. يلتزم بها كل حجز: في المكتب وعبر رابط الضيف وفي الكشك.',
  },
  payments: {
    title: 'طرق الدفع',
    acceptCash: 'نقدًا',
    acceptAccount: 'على حساب الغرفة أو حساب الشركة',
    acceptCard: 'بالبطاقة',
  },
  stripe: {
    title: 'الدفع بالبطاقة (Stripe)',
    description:
      'يدفع الضيوف بالبطاقة في نموذج Stripe نفسه؛ ولا تصل بيانات البطاقة إلى هذا النظام أبدًا. تجد المفاتيح في لوحة Stripe، ضمن قسم المطوّرين.',
    publishableKey: 'المفتاح القابل للنشر',
    secretKey: 'المفتاح السري',
    webhookSecret: 'سر توقيع الإشعارات (Webhook)',
    kept: 'يوجد سر محفوظ؛ اترك الحقل فارغًا للإبقاء عليه. عند التبديل بين مفاتيح الاختبار والتشغيل الفعلي اكتب السرّين من جديد.',
    none: 'لا يوجد سر محفوظ بعد.',
    webhook: 'أعطِ Stripe عنوان الإشعارات هذا:',
    save: 'حفظ بيانات Stripe',
    saved: 'حُفظت بيانات Stripe.',
    loadFailed: 'تعذّر تحميل بيانات Stripe',
  },
  fields: {
    noLimit: 'اتركه فارغًا لعدم وضع حد.',
    leadMinutes: 'دقائق الإشعار المسبق اللازمة للحجز قبل موعد الانطلاق',
    maxDaysAhead: 'عدد الأيام التي يمكن الحجز قبلها',
    maxPartySize: 'أكبر مجموعة (عدد الضيوف)',
    maxLuggagePerGuest: 'قطع الأمتعة لكل ضيف',
    requireRoom: 'رقم الغرفة مطلوب',
    requirePhone: 'رقم الهاتف مطلوب',
    requireEmail: 'البريد الإلكتروني مطلوب',
    requireFlight: 'رقم الرحلة الجوية مطلوب',
    defaultGratuityPercent: 'الإكرامية الافتراضية (٪)',
    notifyBooked: 'مراسلة الضيف عند حجز المشوار',
    notifyDispatched: 'مراسلة الضيف عندما يكون السائق في الطريق',
    notifyPickedUp: 'مراسلة الضيف عند اصطحابه',
    notifyDroppedOff: 'مراسلة الضيف عند توصيله',
    notifyCancelled: 'مراسلة الضيف عند إلغاء المشوار',
    guestMayReschedule: 'يمكن للضيوف تغيير موعد الانطلاق عبر رابطهم',
    guestMayResize: 'يمكن للضيوف تغيير عدد الأفراد والأمتعة عبر رابطهم',
    guestMayCancel: 'يمكن للضيوف الإلغاء عبر رابطهم',
    guestChangeUntilMinutes: 'يمكن للضيوف تغيير حجزهم حتى هذا العدد من الدقائق قبل موعد الانطلاق',
    kioskRideNow: 'تقدّم الأكشاك مشوارًا فوريًا',
    kioskReservation: 'تقدّم الأكشاك حجزًا لوقت لاحق',
  },
};
