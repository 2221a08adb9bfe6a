import type { PermitDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { REFUND_CHOICES, type RefundChoice } from '@curbside/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormError.tsx';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';
import { AmountInput, useAmount } from '../../../entities/party/PaymentFields.tsx';
import { wordOptions } from '../../../lib/options.ts';
import { useWrite } from '../../../lib/query.ts';
import { PanelButtons } from './PanelButtons.tsx';

/**
 * Cancels the permit with no, a full or a partial refund, or deletes it (the row stays, Deleted, for the
 * report). The server decides what a refund may be; its refusal shows here.
 */
export function PermitClose({
  permit,
  command,
  onDone,
}: {
  permit: PermitDetails;
  command: 'CANCEL' | 'DELETE';
  onDone: () => void;
}) {
  const { t } = useTranslation('parking');
  const [refund, setRefund] = useState<RefundChoice>('none');
  const amount = useAmount();
  const [reason, setReason] = useState('');
  const close = useWrite(routes.parking.cancelOrDeleteParking);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refundCents = amount.cents || undefined;
    const done = await close.run({
      body: {
        id: permit.id,
        commandType: command,
        refund: command === 'CANCEL' ? refund : 'none',
        ...(command === 'CANCEL' && refund === 'partial' && refundCents ? { refundCents } : {}),
        reason,
      },
    });
    if (!done) return;
    notifications.show({
      color: 'green',
      message: t(command === 'CANCEL' ? 'permit.cancelled' : 'permit.deleted'),
    });
    onDone();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(command === 'CANCEL' ? 'permit.cancel' : 'permit.delete')}
    >
      <Stack gap="xs">
        <FormErrorAlert message={close.message} />
        {command === 'CANCEL' ? (
          <LabelledSegmentedControl
            label={t('permit.refund')}
            value={refund}
            onChange={setRefund}
            data={wordOptions(t, 'permit.refundChoices', REFUND_CHOICES)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('permit.deleteHint')}
          </Text>
        )}
        {command === 'CANCEL' && refund === 'partial' ? (
          <AmountInput label={t('permit.refundAmount')} amount={amount} />
        ) : null}
        <TextInput
          label={t('permit.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <PanelButtons
          onBack={onDone}
          submitLabel={t(command === 'CANCEL' ? 'permit.confirmCancel' : 'permit.confirmDelete')}
          action={close}
          color="red"
        />
      </Stack>
    </form>
  );
}
