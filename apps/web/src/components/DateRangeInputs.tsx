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
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(event) => onFromChange(event.currentTarget.value)}
        w={170}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(event) => onToChange(event.currentTarget.value)}
        error={datesInOrder(from, to) ? undefined : t('validation.dateOrder')}
        w={170}
      />
    </>
  );
}
