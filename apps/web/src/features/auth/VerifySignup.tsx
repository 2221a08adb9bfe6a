import { routes } from '@curbside/contract/routes';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { PasswordByLink } from './PasswordByLink.tsx';

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
  const title = (
    <AuthHeading
      id="verify-title"
      title={t('auth.register.verifyTitle')}
      subtitle={check.data ? t('auth.register.verifyFor', { name: check.data.companyName }) : null}
    />
  );
  return (
    <PasswordByLink
      titleId="verify-title"
      heading={title}
      check={check}
      again={
        <Button component={Link} to="/auth/registerformik">
          {t('auth.register.again')}
        </Button>
      }
      write={mutation}
      intro={
        <Text size="sm">
          <span dir="ltr">{email}</span>
        </Text>
      }
      submitLabel={t('auth.register.create')}
      doneText={t('auth.register.ready')}
      onSubmit={(newPassword) => void mutation.run({ body: { email, code, newPassword } })}
    />
  );
}
