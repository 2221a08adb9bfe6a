import { Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { invalidateTags } from '../../lib/tags.ts';

/** A labelled value of the drawer's details. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** A titled part of the drawer, with an optional action beside its title. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** Refetches every party call (the board and the open drawer) after a change made from the drawer. */
export function useRefreshParty() {
  const client = useQueryClient();
  return () => invalidateTags(client, ['parties']);
}

export function notifyConflict(t: (key: string) => string) {
  notifications.show({
    color: 'orange',
    title: t('dispatch.conflictTitle'),
    message: t('dispatch.conflict'),
  });
}
