import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../../components/ChangePasswordForm.tsx';
import { homePathOf, useSignedInSession } from '../../lib/session.tsx';
import { AuthHeading } from './AuthHeading.tsx';

/** A signed-in user changes their password: current, new, confirmation. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('auth');
  const session = useSignedInSession();
  const [changed, setChanged] = useState(false);

  if (changed) {
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
