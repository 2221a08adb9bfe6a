import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account's present password (the browser offers the saved one), required: sign-in, unlock, change. */
export function CurrentPasswordField({
  value,
  onChange,
  missing,
  ...input
}: Omit<PasswordInputProps, 'onChange'> & { onChange: (value: string) => void; missing: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete="current-password"
      required
      {...input}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={missing ? t('validation.required') : input.error}
    />
  );
}
