import { contract } from '@curbside/contract';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiMutation } from '../../lib/query.ts';
import { homePathOf, useSignedInSession } from '../../lib/session.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { checkNewPassword } from './passwordRules.ts';

/** A signed-in user changes their password: current, new, confirmation. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const mutation = useApiMutation(contract.login.resetPassword);
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

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t('auth.change.title')}
        </Title>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('auth.change.success')}
        </Alert>
        <Button component={Link} to={homePathOf(session)}>
          {t('common.goHome')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h3" id="change-title">
            {t('auth.change.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('auth.change.body')}
          </Text>
        </Stack>
        <FormErrorAlert
          message={
            mutation.isError && Object.keys(fieldErrors).length === 0
              ? describeError(mutation.error, t)
              : null
          }
        />
        <PasswordInput
          label={t('auth.change.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          error={problems.current ?? fieldErrors.currentPassword}
          required
          autoFocus
        />
        <NewPasswordFields
          next={next}
          confirm={confirm}
          onNextChange={setNext}
          onConfirmChange={setConfirm}
          nextError={problems.next ?? fieldErrors.newPassword}
          confirmError={problems.confirm}
        />
        <Group justify="space-between">
          <Button component={Link} to={homePathOf(session)} variant="subtle">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
