import { routes } from '@curbside/contract/routes';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { useWrite } from '../../lib/query.ts';
import { homePathOf, useSession } from '../../lib/session.tsx';
import { AuthHeading, SignOutLink } from './AuthHeading.tsx';
import { SecondFactorCode } from './SecondFactorCode.tsx';

/**
 * The super-admin's second step of signing in (ADR 105): the code of the authenticator, or one of the recovery
 * codes when the phone is not at hand. Each code is taken once; a few wrong ones lock the step for a while.
 */
export default function SecondFactorScreen() {
  const { t } = useTranslation('auth');
  const { session, status, setSession } = useSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const verify = useWrite(routes.secondFactor.verify, {
    onSuccess: (next) => {
      setSession(next);
      navigate(homePathOf(next), { replace: true });
    },
  });

  if (status === 'pending') return <ScreenLoader />;
  if (!session) return <Navigate to="/auth/login" replace />;
  if (session.secondFactor !== 'verify') return <Navigate to={homePathOf(session)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void verify.run({ body: { code } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <Stack gap="md">
        <AuthHeading
          id="second-factor-title"
          title={t('auth.secondFactor.title')}
          subtitle={t('auth.secondFactor.body')}
        />
        <FormErrorAlert message={verify.fieldErrors.code ? null : verify.message} />
        <SecondFactorCode value={code} onChange={setCode} error={verify.fieldErrors.code} recovery />
        <Button type="submit" loading={verify.busy} fullWidth>
          {t('auth.secondFactor.submit')}
        </Button>
        <SignOutLink>{t('auth.secondFactor.signOut')}</SignOutLink>
      </Stack>
    </form>
  );
}
