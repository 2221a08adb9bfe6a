import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * A segmented control with a visible label above it, the label naming the control for assistive technology
 * (a SegmentedControl has no label of its own).
 */
export function LabelledSegmentedControl({ label, ...control }: SegmentedControlProps & { label: string }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...control} />
    </Stack>
  );
}
