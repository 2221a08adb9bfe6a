import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py="xl" ta="center" data-testid="empty-state">
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        <IconInbox size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text c="dimmed" size="sm" maw={460}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
