import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { datesInOrder } from '../lib/dates.ts';

interface DateRangeInputsProps {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

/** A "from" and a "to" day of a report filter; a "to" before "from" is marked on the "to" field. */
export function DateRangeInputs({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
}: DateRangeInputsProps) {
  const { t } = useTranslation();
  const ends = [
    { label: fromLabel, value: from, onChange: onFromChange, max: to || undefined },
    {
      label: toLabel,
      value: to,
      onChange: onToChange,
      min: from || undefined,
      error: datesInOrder(from, to) ? undefined : t('validation.dateOrder'),
    },
  ];
  return ends.map(({ onChange, ...end }) => (
    <TextInput
      key={end.label}
      type="date"
      {...end}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={170}
    />
  ));
}
