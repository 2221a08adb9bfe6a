import { TextInput, type TextInputProps } from '@mantine/core';

/** A moment as a form holds it: the day (`YYYY-MM-DD`) and the time of day (`HH:mm`), either may be blank. */
export interface DayAndTime {
  date: string;
  time: string;
}

type PartProps = Pick<TextInputProps, 'label' | 'description' | 'error' | 'required'>;

const PARTS = ['date', 'time'] as const;

/**
 * The day field and the time field of one moment, side by side in whatever grid or group holds them; each
 * part's label, hint, error and required mark are the caller's.
 */
export function DayAndTimeInputs({
  value,
  onChange,
  ...parts
}: {
  value: DayAndTime;
  onChange: (next: DayAndTime) => void;
  date: PartProps;
  time: PartProps;
}) {
  return PARTS.map((part) => (
    <TextInput
      key={part}
      type={part}
      {...parts[part]}
      value={value[part]}
      onChange={(event) => onChange({ ...value, [part]: event.currentTarget.value })}
    />
  ));
}
