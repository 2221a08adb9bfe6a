import { PasswordInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The password a person has now, typed again before something that needs it (choosing a new one, unlocking
 * the screen): `check` marks the field when it is empty and answers whether it may be sent; `fields` are the
 * props of CurrentPasswordInput.
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    check: () => {
      setMissing(value === '');
      return value !== '';
    },
    fields: { value, missing, onChange: setValue },
  };
}

/** The field of the current password: required, and filled in by the browser's password manager. */
export function CurrentPasswordInput({
  label,
  value,
  missing,
  onChange,
  error,
  autoFocus = false,
}: {
  label: string;
  value: string;
  missing: boolean;
  onChange: (value: string) => void;
  /** The server's refusal of the password. */
  error?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={missing ? t('validation.required') : error}
      required
      autoFocus={autoFocus}
    />
  );
}
