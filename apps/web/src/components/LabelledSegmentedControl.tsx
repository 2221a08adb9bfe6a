import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';

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
 * (a SegmentedControl has no label of its own). Where its choices side by side are wider than the room it has
 * (six figures on a phone), they stand one under the other, full width, until the room is back: no choice is
 * ever cut (ADR 0126).
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
  const box = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const labels = data.map((option) => option.label).join('\u0000');
  // The width the choices need side by side, measured while they overflowed, for the labels then shown.
  const [stacked, setStacked] = useState<{ labels: string; width: number } | null>(null);
  const vertical = stacked !== null && stacked.labels === labels;
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = row.current;
    if (!outer || !inner || control.orientation === 'vertical') return;
    const measure = () => {
      if (!vertical) {
        if (inner.scrollWidth > inner.clientWidth + 1) setStacked({ labels, width: inner.scrollWidth });
      } else if (stacked && outer.clientWidth >= stacked.width) setStacked(null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [labels, vertical, stacked, control.orientation]);
  return (
    <Stack gap={4} ref={box}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        ref={row}
        aria-labelledby={labelId}
        {...control}
        {...(vertical ? { orientation: 'vertical' as const, fullWidth: true } : {})}
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
