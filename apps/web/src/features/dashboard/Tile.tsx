import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the day; a link when it opens a screen. */
export function Tile({
  label,
  value,
  icon,
  to,
  linkLabel,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  to?: string;
  linkLabel?: string;
}) {
  const body = (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Stack>
        {icon}
      </Group>
    </Paper>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} aria-label={linkLabel} display="block">
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
