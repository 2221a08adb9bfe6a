import '@mantine/dates/styles.css';
import type { Clock } from '@curbside/domain';
import type { MantineSpacing, StyleProp } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../lib/i18n.ts';
import { useSessionIfAny } from '../lib/session.tsx';

/** The clock a language reads by default (`en-US` 12 hours, `ar` 12, `en-GB` 24), where no company says. */
export function clockOfLocale(locale: string): Clock {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12' : '24';
}

/** The clock a time field is typed on: the signed-in company's, else the interface language's. */
export function useInputClock(): Clock {
  const { i18n } = useTranslation();
  const clock = useSessionIfAny()?.company?.clock;
  return clock ?? clockOfLocale(localeOf(i18n.language));
}

export interface TimeOfDayInputProps {
  label: string;
  /** The time as forms and the server hold it, on 24 hours (`14:30`); blank until a whole time is typed. */
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  w?: StyleProp<number | string>;
  mt?: StyleProp<MantineSpacing>;
  /** The clock to type on; by default the company's (ADR 0127). */
  clock?: Clock;
}

/**
 * A time of day typed on the company's clock: hours, minutes and am/pm on a 12-hour clock ("2:30 pm"), hours and
 * minutes on a 24-hour one ("14:30"), whatever the browser's own language would show in a native time field.
 * The value stays `HH:mm` on 24 hours, so forms and the server never see the clock (ADR 0127). Hours come
 * before minutes, am/pm last, in Arabic too (the fields are left to right, as a time is written).
 */
export function TimeOfDayInput({ label, value, onChange, clock, ...field }: TimeOfDayInputProps) {
  const { t } = useTranslation();
  const companyClock = useInputClock();
  const twelve = (clock ?? companyClock) === '12';
  return (
    <TimePicker
      {...field}
      label={label}
      format={twelve ? '12h' : '24h'}
      amPmLabels={{ am: t('timeInput.am'), pm: t('timeInput.pm') }}
      hoursInputLabel={t('timeInput.hours', { label })}
      minutesInputLabel={t('timeInput.minutes', { label })}
      amPmInputLabel={t('timeInput.amPm', { label })}
      value={value}
      onChange={onChange}
    />
  );
}
