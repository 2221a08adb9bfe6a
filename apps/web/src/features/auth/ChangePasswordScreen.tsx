import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../../components/ChangePasswordForm.tsx';
import { homePathOf, useSignedInSession } from '../../lib/session.tsx';
import { AuthDone, AuthHeading } from './AuthHeading.tsx';

/** A signed-in user changes their password: current, new, confirmation. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const session = useSignedInSession();
  const [changed, setChanged] = useState(false);

  if (changed) {
    return (
      <AuthDone
        heading={t('auth.change.title')}
        next={
          <Button component={Link} to={homePathOf(session)}>
            {t('common.goHome')}
          </Button>
        }
      >
        {t('auth.change.success')}
      </AuthDone>
    );
  }

  return (
    <ChangePasswordForm
      labelledBy="change-title"
      autoFocus
      onChanged={() => setChanged(true)}
      header={
        <AuthHeading id="change-title" title={t('auth.change.title')} subtitle={t('auth.change.body')} />
      }
      secondaryAction={
        <Button component={Link} to={homePathOf(session)} variant="subtle">
          {t('common.cancel')}
        </Button>
      }
    />
  );
}
