import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number of whole minutes (a wait, a delay), from none up to `max`. */
export function MinutesInput(props: Omit<NumberInputProps, 'min' | 'allowDecimal'> & { max: number }) {
  return <NumberInput min={0} allowDecimal={false} {...props} />;
}
