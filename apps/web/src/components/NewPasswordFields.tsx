import { PasswordInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '../lib/passwordRules.ts';

/**
 * The state of a new password and its confirmation: `check` words what is wrong with them (by the password
 * rules; with `current`, a new password equal to it too) beside the fields and answers whether they may be
 * sent; `fields` are the props of NewPasswordFields, the server's refusal of the new password included.
 */
export function useNewPassword(serverError?: ReactNode) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ next: string | null; confirm: string | null }>({
    next: null,
    confirm: null,
  });
  const check = (current?: string) => {
    const checked = checkNewPassword(next, confirm);
    const found = {
      next: checked.next
        ? t(`validation.${checked.next}`)
        : next === current
          ? t('validation.samePassword')
          : null,
      confirm: checked.confirm ? t(`validation.${checked.confirm}`) : null,
    };
    setProblems(found);
    return !found.next && !found.confirm;
  };
  return {
    next,
    check,
    fields: {
      next,
      confirm,
      onNextChange: setNext,
      onConfirmChange: setConfirm,
      nextError: problems.next ?? serverError,
      confirmError: problems.confirm,
    },
  };
}

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
  const fields = [
    { label: t('auth.change.next'), value: next, onChange: onNextChange, error: nextError, autoFocus },
    { label: t('auth.change.confirm'), value: confirm, onChange: onConfirmChange, error: confirmError },
  ];
  return fields.map(({ onChange, ...field }) => (
    <PasswordInput
      key={field.label}
      autoComplete="new-password"
      {...field}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
    />
  ));
}
