import type { BoardCard } from '@curbside/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { TimeOfDayInput } from '../../components/TimeOfDayInput.tsx';
import { describeError } from '../../lib/errors.ts';

/** What every action dialog gets: the driver and cancel dialogs live in their own files. */
export interface DialogBase {
  opened: boolean;
  onClose: () => void;
  /** The failed submit's message (a conflict closes the dialog instead). */
  error: unknown;
}

export interface DialogFormProps extends DialogBase {
  title: string;
  size?: string;
  /** Checks the fields and sends them; answers nothing when they are not ready, so nothing is sent. */
  onSubmit: () => Promise<void> | undefined;
  submitLabel: string;
  /** The cancel button's label where "cancel" would be ambiguous (cancelling a party). */
  closeLabel?: string;
  /** A red submit, for a step that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** An action dialog's form: its fields, the failed submit's message, close beside submit (busy while it sends). */
export function DialogForm({
  opened,
  onClose,
  title,
  size,
  error,
  onSubmit,
  submitLabel,
  closeLabel,
  danger,
  children,
}: DialogFormProps) {
  const { t } = useTranslation('dispatch');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sending = onSubmit();
    if (!sending) return;
    setBusy(true);
    try {
      await sending;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {children}
          <FormErrorAlert message={error ? describeError(error, t) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {closeLabel ?? t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface ReserveDialogProps extends DialogBase {
  party: BoardCard;
  defaultDate: string;
  onSubmit: (values: { reservationDate: string; reservationTime: string }) => Promise<void>;
}

/** Books a pending party for a later date and time (ConvertToReservation). */
export function ReserveDialog({ party, defaultDate, onSubmit, ...dialog }: ReserveDialogProps) {
  const { t } = useTranslation('dispatch');
  const [date, setDate] = useState(defaultDate);
  const [time, setTime] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

  const submit = () => {
    setTouched(true);
    return valid ? onSubmit({ reservationDate: date, reservationTime: time }) : undefined;
  };

  return (
    <DialogForm
      {...dialog}
      title={t('dispatch.reservation.title', { number: party.number })}
      onSubmit={submit}
      submitLabel={t('dispatch.reservation.submit')}
    >
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('dispatch.reservation.date')}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={touched && !date ? t('validation.required') : undefined}
          required
        />
        <TimeOfDayInput
          label={t('dispatch.reservation.time')}
          value={time}
          onChange={setTime}
          error={touched && !time ? t('validation.required') : undefined}
          required
        />
      </Group>
    </DialogForm>
  );
}

export interface ConfirmDialogProps extends DialogBase {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}

/** A yes/no question before a destructive step (delete, bulk actions): a dialog form with no fields and a red submit. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, ...dialog }: ConfirmDialogProps) {
  return (
    <DialogForm {...dialog} onSubmit={onConfirm} submitLabel={confirmLabel} danger>
      <Text size="sm">{message}</Text>
    </DialogForm>
  );
}
