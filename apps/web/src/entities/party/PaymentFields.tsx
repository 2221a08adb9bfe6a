import type { PaymentMethod } from '@curbside/domain';
import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { wordOptions } from '../../lib/options.ts';

const METHODS: readonly PaymentMethod[] = ['cash', 'account', 'card'];

/** The fields a payment call takes beyond the party and amount, by the contract's names. */
export interface PaymentChoice {
  method: PaymentMethod;
  accountReference?: string;
  accountHolder?: string;
  cardLast4?: string;
}

export type PaymentFieldErrors = Partial<Record<'accountReference' | 'accountHolder' | 'cardLast4', string>>;

/**
 * The state of a payment's method fields: cash; an account (reference and holder's name); or a card, of which
 * only the terminal's last four digits are ever typed — never its number, expiry or code.
 */
export function usePaymentChoice(initial: PaymentMethod = 'cash') {
  const { t } = useTranslation('party');
  const [method, setMethod] = useState<PaymentMethod>(initial);
  const [reference, setReference] = useState('');
  const [holder, setHolder] = useState('');
  const [last4, setLast4] = useState('');
  const errors: PaymentFieldErrors = {
    accountReference: method === 'account' && !reference.trim() ? t('validation.required') : undefined,
    accountHolder: method === 'account' && !holder.trim() ? t('validation.required') : undefined,
    cardLast4: method === 'card' && !/^\d{4}$/.test(last4) ? t('payment.cardLast4Invalid') : undefined,
  };
  const choice: PaymentChoice = {
    method,
    ...(method === 'account' ? { accountReference: reference.trim(), accountHolder: holder.trim() } : {}),
    ...(method === 'card' ? { cardLast4: last4 } : {}),
  };
  return {
    method,
    setMethod,
    reference,
    setReference,
    holder,
    setHolder,
    last4,
    setLast4,
    /** What is missing, by field; empty when the choice can be sent. */
    errors,
    complete: Object.values(errors).every((error) => error === undefined),
    choice,
  };
}

export type PaymentChoiceState = ReturnType<typeof usePaymentChoice>;

/** The method switch and the fields the chosen method needs. */
export function PaymentFields({
  state,
  errors = {},
  disabled = false,
}: {
  state: PaymentChoiceState;
  /** Errors to show (the form decides when: after a first submit, or from the server's field errors). */
  errors?: PaymentFieldErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation('party');
  return (
    <Stack gap="xs">
      <LabelledSegmentedControl
        label={t('payment.method')}
        value={state.method}
        onChange={state.setMethod}
        data={wordOptions(t, 'payment.methods', METHODS)}
        disabled={disabled}
      />
      {state.method === 'account' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(
            [
              { name: 'accountReference', value: state.reference, set: state.setReference },
              { name: 'accountHolder', value: state.holder, set: state.setHolder },
            ] as const
          ).map((field) => (
            <TextInput
              key={field.name}
              label={t(`payment.${field.name}`)}
              value={field.value}
              onChange={(event) => field.set(event.currentTarget.value)}
              error={errors[field.name]}
              disabled={disabled}
              required
            />
          ))}
        </SimpleGrid>
      ) : null}
      {state.method === 'card' ? (
        <TextInput
          label={t('payment.cardLast4')}
          description={t('payment.cardLast4Hint')}
          value={state.last4}
          onChange={(event) => state.setLast4(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          error={errors.cardLast4}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          w={220}
          dir="ltr"
          disabled={disabled}
          required
        />
      ) : null}
    </Stack>
  );
}

/** An amount of money as typed (the currency's units, two decimals) and in cents: zero until a number is typed. */
export function useAmount(initialCents: number | null = null) {
  const [value, setValue] = useState<number | string>(initialCents === null ? '' : initialCents / 100);
  return { value, setValue, cents: typeof value === 'number' ? Math.round(value * 100) : 0 };
}

/** The field of a payment's or a refund's amount. */
export function AmountInput({
  label,
  amount,
  error,
}: {
  label: string;
  amount: ReturnType<typeof useAmount>;
  error?: string | undefined;
}) {
  return (
    <NumberInput
      label={label}
      min={0}
      decimalScale={2}
      value={amount.value}
      onChange={amount.setValue}
      error={error}
      required
    />
  );
}
