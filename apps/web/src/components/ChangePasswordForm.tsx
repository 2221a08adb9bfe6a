import { routes } from '@curbside/contract/routes';
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../lib/query.ts';
import { CurrentPasswordInput, useCurrentPassword } from './CurrentPasswordInput.tsx';
import { FormErrorAlert, formWideError, problemFieldErrors } from './FormError.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';

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
  const current = useCurrentPassword();
  const mutation = useWrite(routes.login.resetPassword, { onSuccess: onChanged });
  const fieldErrors = problemFieldErrors(mutation.error);
  const password = useNewPassword(fieldErrors.newPassword);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fine = password.check(current.value);
    if (!current.check() || !fine) return;
    void mutation.run({ body: { currentPassword: current.value, newPassword: password.next } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {header}
        <FormErrorAlert message={formWideError(mutation.error, t)} />
        <CurrentPasswordInput
          label={t('auth.change.current')}
          {...current.fields}
          error={fieldErrors.currentPassword}
          autoFocus={autoFocus}
        />
        <NewPasswordFields {...password.fields} />
        <Group justify={secondaryAction ? 'space-between' : 'flex-end'}>
          {secondaryAction}
          <Button type="submit" loading={mutation.busy}>
            {t('auth.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
