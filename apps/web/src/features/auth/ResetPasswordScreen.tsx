import { routes } from '@curbside/contract/routes';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { AuthHeading, LinkRefused } from './AuthHeading.tsx';
import { PasswordByLink } from './PasswordByLink.tsx';

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

  const title = (
    <AuthHeading
      id="reset-title"
      title={t('auth.reset.title')}
      subtitle={email ? t('auth.reset.forEmail', { email }) : null}
    />
  );
  const requestNew = (
    <Button component={Link} to="/auth/recoverpwd">
      {t('auth.reset.requestNew')}
    </Button>
  );

  if (!complete) return <LinkRefused heading={title} message={t('errors.invalidCode')} again={requestNew} />;
  return (
    <PasswordByLink
      titleId="reset-title"
      heading={title}
      check={check}
      again={requestNew}
      write={mutation}
      submitLabel={t('auth.reset.submit')}
      doneText={t('auth.reset.success')}
      onSubmit={(newPassword) => void mutation.run({ query, body: { newPassword } })}
    />
  );
}
