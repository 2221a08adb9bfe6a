import { routes } from '@curbside/contract/routes';
import { Alert, Avatar, Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CurrentPasswordInput, useCurrentPassword } from '../../components/CurrentPasswordInput.tsx';
import { ScreenLoader } from '../../components/chunks.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { isApiError } from '../../lib/api.ts';
import { setScreenLocked } from '../../lib/lock.ts';
import { landingOf, nextTarget, withNext } from '../../lib/next.ts';
import { useWrite } from '../../lib/query.ts';
import { useSession, useSignOutToLogin } from '../../lib/session.tsx';
import { SignOutLink } from './AuthHeading.tsx';
import { MAX_UNLOCK_TRIES, recordFailedUnlock } from './unlockTries.ts';

/**
 * After inactivity, or opened on purpose: the user's name, their password again, then back to where they were.
 * Opened directly it locks the screen, so no other page opens until the password is given; a fifth wrong
 * password ends the session (ADR 94).
 */
export default function LockScreen() {
  const { t } = useTranslation('auth');
  const { session, status, setSession } = useSession();
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const signOut = useSignOutToLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const password = useCurrentPassword();
  const unlock = useWrite(routes.login.validateAuthentication, {
    onSuccess: (next) => {
      if (!next) return;
      setScreenLocked(false);
      setSession(next);
      navigate(landingOf(next, params.get('next')), { replace: true });
    },
  });
  const signedIn = session !== null && session !== undefined;
  useEffect(() => {
    if (signedIn) setScreenLocked(true);
  }, [signedIn]);

  // Opened directly, the session is still being read: wait for it rather than sending the user to sign in.
  if (status === 'pending') return <ScreenLoader />;
  if (!session) {
    const next = nextTarget(params.get('next'));
    return <Navigate to={next ? withNext('/auth/login', next) : '/auth/login'} replace />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password.check()) return;
    void unlock.call({ body: { userName: session.user.email, password: password.value } }).catch((error) => {
      if (!isApiError(error) || error.code !== 'INVALID_CREDENTIALS') return;
      const left = MAX_UNLOCK_TRIES - recordFailedUnlock();
      if (left <= 0) signOut();
      else setTriesLeft(left);
    });
  };

  const nullData = unlock.done && unlock.data === null;
  const { fieldErrors } = unlock;
  // A wrong password says how many tries are left; a password's own problem shows under its field.
  const failure =
    triesLeft !== null && unlock.error
      ? t('auth.lock.triesLeft', { count: triesLeft })
      : fieldErrors.password
        ? null
        : unlock.message;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="lock-title">
      <Stack gap="md" align="stretch">
        <Stack align="center" gap={6}>
          <Avatar size={56} radius="xl" color="brand">
            <IconLock size={28} aria-hidden />
          </Avatar>
          <Title order={1} fz="h3" id="lock-title">
            {t('auth.lock.title')}
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.lock.body', { name: session.user.name })}
          </Text>
        </Stack>
        {nullData ? (
          <Alert color="red" variant="filled" role="alert">
            {t('errors.dataNull')}
          </Alert>
        ) : null}
        <FormErrorAlert message={failure} />
        <CurrentPasswordInput
          label={t('common.password')}
          {...password.fields}
          error={fieldErrors.password}
          autoFocus
        />
        <Button type="submit" loading={unlock.busy} fullWidth>
          {t('auth.lock.unlock')}
        </Button>
        <SignOutLink>{t('auth.lock.notYou')}</SignOutLink>
      </Stack>
    </form>
  );
}
