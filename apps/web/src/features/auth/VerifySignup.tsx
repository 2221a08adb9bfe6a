import { routes } from '@curbside/contract/routes';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert, formWideError, problemFieldErrors } from '../../components/FormError.tsx';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { AuthDone, AuthHeading, BackToSignIn, CheckingLink, SignInButton } from './AuthHeading.tsx';

/**
 * The sign-up e-mail's link (`/auth/registerformik?email=&code=`): the code is checked, then the administrator
 * chooses a password, which makes the company.
 */
export function VerifySignup({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation('auth');
  const check = useApiQuery(
    routes.company.verifyCompanyRegistration,
    { body: { email, code } },
    { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  const mutation = useWrite(routes.company.verifyCompanyRegistration);
  const password = useNewPassword(problemFieldErrors(mutation.error).newPassword);
  const title = (
    <AuthHeading
      id="verify-title"
      title={t('auth.register.verifyTitle')}
      subtitle={check.data ? t('auth.register.verifyFor', { name: check.data.companyName }) : null}
    />
  );

  if (check.isPending) return <CheckingLink heading={title} />;
  if (check.isError) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {describeError(check.error, t)}
        </Alert>
        <Button component={Link} to="/auth/registerformik">
          {t('auth.register.again')}
        </Button>
      </Stack>
    );
  }
  if (mutation.done) {
    return (
      <AuthDone heading={title} next={<SignInButton />}>
        {t('auth.register.ready')}
      </AuthDone>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.check()) void mutation.run({ body: { email, code, newPassword: password.next } });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="verify-title">
      <Stack gap="md">
        {title}
        <Text size="sm">
          <span dir="ltr">{email}</span>
        </Text>
        <FormErrorAlert message={formWideError(mutation.error, t)} />
        <NewPasswordFields {...password.fields} autoFocus />
        <Button type="submit" loading={mutation.busy} fullWidth>
          {t('auth.register.create')}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
