import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export type LabelledSegmentedControlProps<Value extends string> = Omit<
  SegmentedControlProps,
  'value' | 'onChange' | 'data'
> & {
  label: string;
  /** A line under the control saying what the choice changes. */
  hint?: string;
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: string }[];
};

/**
 * A segmented control with a visible label above it, the label naming the control for assistive technology
 * (a SegmentedControl has no label of its own).
 */
export function LabelledSegmentedControl<Value extends string>({
  label,
  hint,
  value,
  onChange,
  data,
  ...control
}: LabelledSegmentedControlProps<Value>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        {...control}
        value={value}
        data={data}
        // The control only ever hands back one of `data`'s values.
        onChange={(next) => onChange(next as Value)}
      />
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
