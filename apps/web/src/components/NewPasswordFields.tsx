import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The new password and its confirmation, as the change and reset screens both ask for them. */
export function NewPasswordFields({
  next,
  confirm,
  onNextChange,
  onConfirmChange,
  nextError,
  confirmError,
  autoFocus = false,
}: {
  next: string;
  confirm: string;
  onNextChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  nextError?: ReactNode;
  confirmError?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('auth.change.next')}
        autoComplete="new-password"
        value={next}
        onChange={(event) => onNextChange(event.currentTarget.value)}
        error={nextError}
        required
        autoFocus={autoFocus}
      />
      <PasswordInput
        label={t('auth.change.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.currentTarget.value)}
        error={confirmError}
        required
      />
    </>
  );
}
