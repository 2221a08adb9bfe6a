import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { TimeOfDayInput } from './TimeOfDayInput.tsx';

/** A moment as a form holds it: the day (`YYYY-MM-DD`) and the time of day (`HH:mm`), either may be blank. */
export interface DayAndTime {
  date: string;
  time: string;
}

interface PartProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

/**
 * The day field and the time field of one moment, side by side in whatever grid or group holds them; each
 * part's label, hint, error and required mark are the caller's. The time is typed on the company's clock
 * (ADR 0127).
 */
export function DayAndTimeInputs({
  value,
  onChange,
  date,
  time,
}: {
  value: DayAndTime;
  onChange: (next: DayAndTime) => void;
  date: PartProps;
  time: PartProps;
}) {
  return (
    <>
      <TextInput
        type="date"
        {...date}
        value={value.date}
        onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
      />
      <TimeOfDayInput {...time} value={value.time} onChange={(next) => onChange({ ...value, time: next })} />
    </>
  );
}
