import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../lib/session.tsx';
import { Greeting } from './Greeting.tsx';

export default function DashboardScreen() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  return (
    <Stack gap="md" maw={960}>
      <Paper withBorder p="lg" radius="md">
        <Greeting session={session} />
      </Paper>
      <Text c="dimmed" size="sm">
        {t('dashboard.intro')}
      </Text>
    </Stack>
  );
}
