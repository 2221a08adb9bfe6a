import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

export function ErrorState({ title, message, onRetry, retryLabel, children }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" role="alert" ta="center">
      <ThemeIcon color="red" variant="light" size={48} radius="xl">
        <IconAlertTriangle size={26} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="h4">
        {title}
      </Title>
      {message ? (
        <Text c="dimmed" size="sm" maw={520}>
          {message}
        </Text>
      ) : null}
      {onRetry ? (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      ) : null}
      {children}
    </Stack>
  );
}
