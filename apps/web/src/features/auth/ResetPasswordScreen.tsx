import { routes } from '@curbside/contract/routes';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { AuthDone, AuthHeading, BackToSignIn, CheckingLink, SignInButton } from './AuthHeading.tsx';

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {message}
      </Alert>
      <Button component={Link} to="/auth/recoverpwd">
        {t('auth.reset.requestNew')}
      </Button>
    </Stack>
  );
}

/**
 * The forgot-password e-mail's link: `/auth/Changepassword/{userId}/{companyId}?email=&code=`. The code is
 * checked first (GetPassword without a body), then the new password is set (GetPassword with one).
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const securityCode = params.get('code') ?? '';
  const complete = email !== '' && securityCode !== '';
  const query = { email, securityCode };

  const check = useApiQuery(
    routes.login.getPassword,
    { query },
    { enabled: complete, retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  const mutation = useWrite(routes.login.getPassword);
  const password = useNewPassword(problemFieldErrors(mutation.error).newPassword);

  const title = (
    <AuthHeading
      id="reset-title"
      title={t('auth.reset.title')}
      subtitle={email ? t('auth.reset.forEmail', { email }) : null}
    />
  );

  if (!complete) {
    return (
      <Stack gap="md">
        {title}
        <InvalidLink message={t('errors.invalidCode')} />
      </Stack>
    );
  }
  if (check.isPending) return <CheckingLink heading={title} />;
  if (check.isError) {
    return (
      <Stack gap="md">
        {title}
        <InvalidLink message={describeError(check.error, t)} />
      </Stack>
    );
  }
  if (mutation.done) {
    return (
      <AuthDone heading={title} next={<SignInButton />}>
        {t('auth.reset.success')}
      </AuthDone>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.check()) void mutation.run({ query, body: { newPassword: password.next } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        {title}
        <FormErrorAlert message={formWideError(mutation.error, t)} />
        <NewPasswordFields {...password.fields} autoFocus />
        <Button type="submit" loading={mutation.busy} fullWidth>
          {t('auth.reset.submit')}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
