import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "page-settings" namespace (right to left). */
export const ar: Translation<typeof en> = {
  fields: {
    title: 'حقول الحجز',
    description:
      'أسئلتك الخاصة في نموذج الحجز ورابط الضيف والكشك، بالعربية والإنجليزية. يُتحقق من كل حجز بها أينما أُجري.',
    add: 'إضافة حقل',
    empty: 'لا توجد حقول خاصة بك بعد',
    emptyHint: 'أضف حقلًا لتسأل الضيوف عن المزيد: رقم ولاء أو تفضيل أو تاريخ.',
    readOnly: 'يمكنك رؤية الحقول؛ ويحتاج تغييرها إلى صلاحية الإعدادات.',
    caption: 'حقول الحجز الخاصة بك',
  },
  columns: {
    order: 'الترتيب',
    label: 'الاسم',
    kind: 'النوع',
    required: 'مطلوب',
    where: 'يُسأل في',
    active: 'مفعّل',
  },
  form: {
    label: 'الاسم',
    kind: 'النوع',
    required: 'مطلوب',
    choices: 'الخيارات',
    choicesHint: 'يُحفظ المفتاح مع كل حجز؛ ويمكن تغيير الاسم لاحقًا.',
    addChoice: 'إضافة خيار',
    choiceKey: 'المفتاح',
    choiceLabel: 'الاسم',
    onReservationForm: 'نموذج الحجز (الموظفون)',
    onGuestLink: 'رابط الضيف',
    onKiosk: 'الكشك',
    onBoardCard: 'إظهار الإجابة على بطاقة اللوحة',
    active: 'مفعّل',
  },
  kinds: {
    text: 'نص',
    number: 'رقم',
    choice: 'اختيار',
    date: 'تاريخ',
    yesNo: 'نعم أو لا',
  },
  where: {
    onReservationForm: 'نموذج الحجز',
    onGuestLink: 'رابط الضيف',
    onKiosk: 'الكشك',
  },
  move: {
    up: 'نقل {{label}} إلى الأعلى',
    down: 'نقل {{label}} إلى الأسفل',
    switch: '{{label}} مفعّل',
    failed: 'تعذّر تغيير الحقل. حاول مرة أخرى.',
  },
  yes: 'نعم',
  no: 'لا',
  builtIn: {
    title: 'الحقول المدمجة',
    description:
      'أوقف ما لا يحتاجه ضيوفك أبدًا. الحقل المتوقف لا يظهر ولا يكون مطلوبًا، حتى لو طلبته إحدى قواعد الحجز.',
    roomNumber: 'رقم الغرفة',
    email: 'البريد الإلكتروني',
    flightNumber: 'رقم الرحلة',
    luggage: 'الأمتعة',
    externalNotes: 'ملاحظة للضيف',
    couponCode: 'رمز القسيمة',
  },
};
