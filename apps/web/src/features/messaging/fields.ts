import type { TFunction } from 'i18next';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';

/** A box whose text reads left to right in every language: a host, a user name, a key, a number. */
export const ltrField = (name: string, label: string): FieldSpec => ({
  name,
  label,
  kind: 'text',
  ltr: true,
});

/** A secret's box: shown empty (an empty box keeps the stored one), described by whether one is stored. */
export const secretField = (name: string, label: string, description: string): FieldSpec => ({
  name,
  label,
  kind: 'secret',
  ltr: true,
  description,
});

/** The SMTP update's body from the form: empty boxes sent as "none" (the user name) or "keep" (the password). */
export const smtpInput = (values: FormValues) => ({
  type: 'SMTP',
  host: values.host,
  port: values.port,
  secure: values.secure === true,
  userName: values.userName || null,
  ...(values.password ? { password: values.password } : {}),
  fromAddress: values.fromAddress,
});

/** The SMTP details' fields, the password described by whether one is kept; labels from `messaging:smtp`. */
export const smtpFields = (t: TFunction, passwordKept: boolean): FieldSpec[] => [
  ltrField('host', t('smtp.host')),
  { name: 'port', label: t('smtp.port'), kind: 'integer', min: 1, max: 65_535 },
  { name: 'secure', label: t('smtp.secure'), kind: 'switch' },
  ltrField('userName', t('smtp.userName')),
  secretField('password', t('smtp.password'), passwordKept ? t('smtp.passwordKept') : t('smtp.passwordNone')),
  ltrField('fromAddress', t('smtp.fromAddress')),
];
