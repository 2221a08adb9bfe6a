import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../../components/ChangePasswordForm.tsx';
import { homePathOf, useSignedInSession } from '../../lib/session.tsx';

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
        <Stack gap={4}>
          <Title order={1} fz="h3" id="change-title">
            {t('auth.change.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('auth.change.body')}
          </Text>
        </Stack>
      }
      secondaryAction={
        <Button component={Link} to={homePathOf(session)} variant="subtle">
          {t('common.cancel')}
        </Button>
      }
    />
  );
}
