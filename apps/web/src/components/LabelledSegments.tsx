import { SegmentedControl, Stack, Text } from '@mantine/core';

export interface LabelledSegmentsProps<Value extends string> {
  /** The label's id, which names the control for assistive technology. */
  id: string;
  label: string;
  /** A line under the control saying what the choice changes. */
  hint?: string;
  value: Value;
  onChange: (value: Value) => void;
  options: { value: Value; label: string }[];
}

/** A segmented choice under a visible label that names it (the control has no label of its own). */
export function LabelledSegments<Value extends string>({
  id,
  label,
  hint,
  value,
  onChange,
  options,
}: LabelledSegmentsProps<Value>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        // The control only ever hands back one of the options' values.
        onChange={(next) => onChange(next as Value)}
        data={options}
      />
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
