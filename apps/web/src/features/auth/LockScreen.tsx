import { routes } from '@curbside/contract/routes';
import { Alert, Anchor, Avatar, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CurrentPasswordInput, useCurrentPassword } from '../../components/CurrentPasswordInput.tsx';
import { setScreenLocked } from '../../lib/lock.ts';
import { nextTarget, withNext } from '../../lib/next.ts';
import { useWrite } from '../../lib/query.ts';
import { homePathOf, useSession, useSignOutToLogin } from '../../lib/session.tsx';

/** After inactivity: the user's name, their password again, then back to where they were. */
export default function LockScreen() {
  const { t } = useTranslation('auth');
  const { session, setSession } = useSession();
  const signOut = useSignOutToLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const password = useCurrentPassword();
  const unlock = useWrite(routes.login.validateAuthentication, {
    onSuccess: (next) => {
      if (!next) return;
      setScreenLocked(false);
      setSession(next);
      navigate(nextTarget(params.get('next')) ?? homePathOf(next), { replace: true });
    },
  });

  if (!session) {
    const next = nextTarget(params.get('next'));
    return <Navigate to={next ? withNext('/auth/login', next) : '/auth/login'} replace />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password.check()) return;
    void unlock.run({ body: { userName: session.user.email, password: password.value } });
  };

  const nullData = unlock.done && unlock.data === null;
  const { fieldErrors } = unlock;

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
        {unlock.message && !fieldErrors.password ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {unlock.message}
          </Alert>
        ) : null}
        <CurrentPasswordInput
          label={t('common.password')}
          {...password.fields}
          error={fieldErrors.password}
          autoFocus
        />
        <Button type="submit" loading={unlock.busy} fullWidth>
          {t('auth.lock.unlock')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={signOut}>
          {t('auth.lock.notYou')}
        </Anchor>
      </Stack>
    </form>
  );
}
