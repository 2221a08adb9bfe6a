import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a record: its name small and dimmed, its value below. The party drawer, the phone's trip summary
 * and the guest's ride page each style the value their own way; the guest's page reads a size larger.
 */
export function Fact({
  label,
  labelSize = 'xs',
  children,
}: {
  label: string;
  labelSize?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Stack gap={0}>
      <Text size={labelSize} c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
