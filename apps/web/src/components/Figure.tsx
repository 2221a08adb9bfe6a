import { Paper, Text } from '@mantine/core';

/** A figure of a report's totals: its name small, its value large. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} dir="ltr" ta="start">
        {value}
      </Text>
    </Paper>
  );
}
