import type { Translation } from '../../../locales/en.ts';
import type { en } from './en.ts';

/** Arabic strings of the "platform" namespace (right to left). */
export const ar: Translation<typeof en> = {
  platform: {
    encrypt: {
      title: 'تشفير / فك تشفير',
      encryptTitle: 'تشفير',
      body: 'يشفّر قيمة بمفتاح المنصة، ولا يفك إلا تشفير القيم المشفّرة هنا. لا يمكن هنا فك تشفير كلمات المرور والرموز المحفوظة للشركات.',
      value: 'القيمة',
      encrypt: 'تشفير',
      decrypt: 'فك التشفير',
      result: 'النتيجة',
      backToAdmin: 'العودة إلى إدارة المنصة',
    },
  },
};
