import { contract } from '@curbside/contract';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '../lib/passwordRules.ts';
import { useApiMutation } from '../lib/query.ts';
import { FormErrorAlert, formWideError, problemFieldErrors } from './FormError.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';

export interface ChangePasswordFormProps {
  /** Called once the server has changed the password. */
  onChanged: () => void;
  /** Shown above the fields (a title and an explanation). */
  header?: ReactNode;
  /** A button beside the submit button (cancel, back). */
  secondaryAction?: ReactNode;
  labelledBy?: string;
  autoFocus?: boolean;
}

/** The signed-in user's current password, a new one and its confirmation; checked here, then by the server. */
export function ChangePasswordForm({
  onChanged,
  header,
  secondaryAction,
  labelledBy,
  autoFocus = false,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const mutation = useApiMutation(contract.login.resetPassword, { onSuccess: onChanged });
  const fieldErrors = problemFieldErrors(mutation.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkNewPassword(next, confirm);
    const found: Record<string, string | null> = {
      current: current === '' ? t('validation.required') : null,
      next: checked.next
        ? t(`validation.${checked.next}`)
        : next === current
          ? t('validation.samePassword')
          : null,
      confirm: checked.confirm ? t(`validation.${checked.confirm}`) : null,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    mutation.mutate({ body: { currentPassword: current, newPassword: next } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {header}
        <FormErrorAlert message={formWideError(mutation.error, t)} />
        <PasswordInput
          label={t('auth.change.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={problems.current ?? fieldErrors.currentPassword}
          required
          autoFocus={autoFocus}
        />
        <NewPasswordFields
          next={next}
          confirm={confirm}
          onNextChange={setNext}
          onConfirmChange={setConfirm}
          nextError={problems.next ?? fieldErrors.newPassword}
          confirmError={problems.confirm}
        />
        <Group justify={secondaryAction ? 'space-between' : 'flex-end'}>
          {secondaryAction}
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
