import type { BoardCard, PartyDetails } from '@curbside/contract';
import { NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { type DialogBase, DialogForm } from './dialogs.tsx';

export type RefundValues = { refund: 'none' | 'full' } | { refund: 'partial'; refundCents: number };

/**
 * What can still go back: what was paid less what was refunded already (a refund made at the card provider is
 * recorded by its webhook). The board's card knows only what was paid; the drawer's party knows both.
 */
function refundableCents(party: BoardCard | PartyDetails): number {
  return 'costs' in party ? Math.max(0, party.costs.paidCents - party.costs.refundedCents) : party.paidCents;
}

export interface CancelDialogProps extends DialogBase {
  party: BoardCard | PartyDetails;
  onSubmit: (values: RefundValues) => Promise<void>;
}

/** Cancels a party with no, a full or a partial refund (never more than was paid). */
export function CancelDialog({ party, onSubmit, ...dialog }: CancelDialogProps) {
  const { t } = useTranslation('dispatch');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  // The server refuses a refund from a user without the refund rule: offer only the cancel then.
  const refundable = refundableCents(party);
  const canRefund = session.rules.includes('party.refund') && refundable > 0;
  const [refund, setRefund] = useState<'none' | 'full' | 'partial'>('none');
  const [amount, setAmount] = useState<number | string>('');
  const [touched, setTouched] = useState(false);
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : 0;
  const amountError =
    refund !== 'partial' || !touched
      ? undefined
      : cents <= 0
        ? t('dispatch.cancel.amountRequired')
        : cents > refundable
          ? t('dispatch.cancel.amountTooHigh', { amount: money(refundable) })
          : undefined;

  const submit = () => {
    setTouched(true);
    if (refund === 'partial' && (cents <= 0 || cents > refundable)) return undefined;
    return onSubmit(refund === 'partial' ? { refund, refundCents: cents } : { refund });
  };

  return (
    <DialogForm
      {...dialog}
      title={t('dispatch.cancel.title', { number: party.number })}
      onSubmit={submit}
      submitLabel={t('dispatch.cancel.submit')}
      closeLabel={t('dispatch.cancel.keep')}
      danger
    >
      <Text size="sm">{t('dispatch.cancel.paid', { amount: money(party.paidCents) })}</Text>
      <Radio.Group
        label={t('dispatch.cancel.refund')}
        value={refund}
        onChange={(value) => setRefund(value as 'none' | 'full' | 'partial')}
        description={
          refundable > 0 && !session.rules.includes('party.refund')
            ? t('dispatch.cancel.noRefundRight')
            : undefined
        }
      >
        <Stack gap="xs" mt="xs">
          <Radio value="none" label={t('dispatch.cancel.none')} />
          <Radio value="full" label={t('dispatch.cancel.full')} disabled={!canRefund} />
          <Radio value="partial" label={t('dispatch.cancel.partial')} disabled={!canRefund} />
        </Stack>
      </Radio.Group>
      {refund === 'partial' ? (
        <NumberInput
          label={t('dispatch.cancel.amount')}
          min={0}
          max={refundable / 100}
          clampBehavior="none"
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          error={amountError}
          required
        />
      ) : null}
    </DialogForm>
  );
}
