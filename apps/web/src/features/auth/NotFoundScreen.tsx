import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundScreen() {
  const { t } = useTranslation('auth');
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconMapOff size={30} aria-hidden />
      </ThemeIcon>
      <Text fz={48} fw={800} lh={1} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1} fz="h3">
        {t('auth.notFound.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('auth.notFound.body')}
      </Text>
      <Button component={Link} to="/">
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}
