import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One figure, large, under its label and beside its icon where it has one (in the theme's colour unless given
 * one); a link when it opens a screen.
 */
export function Tile({
  label,
  value,
  icon: TileIcon,
  iconColor,
  to,
  linkLabel,
}: {
  label: string;
  value: ReactNode;
  icon?: Icon;
  iconColor?: string;
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
        {TileIcon ? (
          <ThemeIcon color={iconColor} variant="light" radius="xl">
            <TileIcon size={18} aria-hidden />
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
  return to ? (
    // Named by what it shows (label and value); where it leads is its description.
    <UnstyledButton component={Link} to={to} title={linkLabel} display="block">
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
