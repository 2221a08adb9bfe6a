import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "my-profile" namespace (right to left). */
export const ar: Translation<typeof en> = {
  myProfile: {
    title: 'ملفي الشخصي',
    description: 'بياناتك وصورتك وكلمة مرورك، ومظهر وحدة التحكم على هذا الجهاز.',
    details: 'البيانات',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    emailHint: 'بريدك الإلكتروني هو اسم المستخدم؛ يمكن للمسؤول تغييره.',
    phone: 'الهاتف',
    role: 'الدور',
    language: 'اللغة',
    languageHint: 'تُحفظ مع حسابك، وتنتقل وحدة التحكم إليها عند الحفظ.',
    languageNone: 'غير محددة',
    save: 'حفظ البيانات',
    saved: 'تم حفظ بياناتك.',
    photo: 'الصورة',
    photoAlt: 'صورتك',
    savePhoto: 'احفظ الصورة',
    photoSaved: 'تم حفظ صورتك.',
    password: 'كلمة المرور',
    passwordBody: 'تنتهي جلساتك الأخرى عند تغيير كلمة المرور.',
    passwordChanged: 'تم تغيير كلمة المرور.',
    appearance: 'المظهر',
    colorScheme: 'نمط الألوان',
    colorSchemeHint: 'يُحفظ على هذا الجهاز.',
  },
};
