import type { SessionInfo } from '@curbside/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import type { ApiError } from '../../lib/api.ts';
import { nextTarget } from '../../lib/next.ts';
import { homePathOf, useSession } from '../../lib/session.tsx';
import { AuthHeading, UserNameField } from './AuthHeading.tsx';

/** A sign-in whose answer carried no data (spec §5). */
class NullDataError extends Error {}

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Record<string, boolean>>({});

  const mutation = useMutation<SessionInfo, ApiError | NullDataError, { userName: string; password: string }>(
    {
      mutationFn: async (body) => {
        const next = await signIn(body);
        if (!next) throw new NullDataError();
        return next;
      },
      onSuccess: (next) => {
        navigate(nextTarget(params.get('next')) ?? homePathOf(next), { replace: true });
      },
    },
  );

  if (session && !mutation.isPending && !mutation.isSuccess) {
    return <Navigate to={nextTarget(params.get('next')) ?? homePathOf(session)} replace />;
  }

  const fieldErrors = problemFieldErrors(mutation.error);
  const nullData = mutation.error instanceof NullDataError;
  const formMessage = nullData ? null : formWideError(mutation.error, t);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = { userName: userName.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.userName || empty.password) return;
    mutation.mutate({ userName: userName.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <AuthHeading id="login-title" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
        {nullData ? (
          <Alert color="red" variant="filled" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t('errors.dataNull')}
          </Alert>
        ) : null}
        <FormErrorAlert message={formMessage} />
        <UserNameField
          label={t('auth.login.email')}
          value={userName}
          onChange={setUserName}
          missing={Boolean(missing.userName)}
          error={fieldErrors.userName}
          data-autofocus
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={missing.password ? t('validation.required') : fieldErrors.password}
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/recoverpwd" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={mutation.isPending} fullWidth size="md">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
