import { contract, type PartySummary } from '@curbside/contract';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { describeError } from '../../lib/errors.ts';
import { useMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

export type DriverChoice = { driverId: string } | { otherDriverId: string };

export interface AssignValues {
  choice: DriverChoice;
  quotedWait?: number;
  isNotifyGuest: boolean;
}

interface DialogBase {
  opened: boolean;
  onClose: () => void;
  /** The failed submit's message (a conflict closes the dialog instead). */
  error: unknown;
}

type Driver = ReturnType<typeof useDrivers>['drivers'][number];

function useDrivers(enabled: boolean) {
  const drivers = useApiQuery(
    contract.transportation.getDriverList,
    { query: { status: 'all' } },
    { enabled },
  );
  const others = useApiQuery(
    contract.transportation.getOtherDriverList,
    { query: { status: 'active' } },
    { enabled },
  );
  const list = [...(drivers.data?.items ?? [])].sort(
    (a, b) => Number(b.assignable) - Number(a.assignable) || a.name.localeCompare(b.name),
  );
  return { driversQuery: drivers, othersQuery: others, drivers: list, others: others.data?.items ?? [] };
}

function unassignableReason(driver: Driver): string {
  if (driver.status === 'inactive') return 'inactive';
  if (!driver.onShift) return 'offShift';
  return 'noVehicle';
}

export interface AssignDriverDialogProps extends DialogBase {
  title: string;
  /** Quoted wait and guest notice belong to `AssignDriver` on one party only. */
  withQuote: boolean;
  onSubmit: (values: AssignValues) => Promise<void>;
}

/** Chooses a staff driver (assignable ones first, the rest disabled with the reason) or an other driver. */
export function AssignDriverDialog({
  opened,
  onClose,
  error,
  title,
  withQuote,
  onSubmit,
}: AssignDriverDialogProps) {
  const { t } = useTranslation('dispatch');
  const { driversQuery, othersQuery, drivers, others } = useDrivers(opened);
  const [kind, setKind] = useState<'driver' | 'other'>('driver');
  const [chosen, setChosen] = useState<string | null>(null);
  const [quotedWait, setQuotedWait] = useState<number | string>('');
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        choice: kind === 'driver' ? { driverId: chosen } : { otherDriverId: chosen },
        ...(withQuote && typeof quotedWait === 'number' ? { quotedWait } : {}),
        isNotifyGuest: notify,
      });
    } finally {
      setBusy(false);
    }
  };

  const query = kind === 'driver' ? driversQuery : othersQuery;
  const items =
    kind === 'driver'
      ? drivers.map((driver) => (
          <Radio
            key={driver.id}
            value={driver.id}
            disabled={!driver.assignable}
            label={
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500}>
                  {driver.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {driver.vehicle ?? t('dispatch.assign.noVehicle')}
                </Text>
                <Badge size="xs" variant="light" color="gray" tt="none">
                  {t('dispatch.assign.load', { count: driver.activeParties })}
                </Badge>
              </Group>
            }
            description={
              driver.assignable ? undefined : t(`dispatch.assign.reason.${unassignableReason(driver)}`)
            }
          />
        ))
      : others.map((other) => (
          <Radio
            key={other.id}
            value={other.id}
            label={other.name}
            description={other.description || <span dir="ltr">{other.phone}</span>}
          />
        ));

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('dispatch.assign.kind')}
            value={kind}
            onChange={(value) => {
              setKind(value as 'driver' | 'other');
              setChosen(null);
            }}
            data={[
              { value: 'driver', label: t('dispatch.assign.drivers') },
              { value: 'other', label: t('dispatch.assign.otherDrivers') },
            ]}
          />
          {query.isPending ? (
            <ScreenLoader />
          ) : query.error ? (
            <ErrorState
              title={t('dispatch.actionFailed')}
              message={describeError(query.error, t)}
              onRetry={() => void query.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState title={t('dispatch.assign.noDrivers')} />
          ) : (
            <Radio.Group
              label={t('dispatch.assign.choose')}
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              error={missing ? t('dispatch.assign.choose') : undefined}
            >
              <Stack gap="xs" mt="xs" mah={360} style={{ overflowY: 'auto' }}>
                {items}
              </Stack>
            </Radio.Group>
          )}
          {withQuote ? (
            <Group grow align="flex-end">
              <NumberInput
                label={t('dispatch.assign.quotedWait')}
                min={0}
                max={1440}
                allowDecimal={false}
                value={quotedWait}
                onChange={setQuotedWait}
              />
              <Checkbox
                label={t('dispatch.assign.notifyGuest')}
                checked={notify}
                onChange={(event) => setNotify(event.currentTarget.checked)}
                mb={8}
              />
            </Group>
          ) : null}
          <FormErrorAlert message={error ? describeError(error, t) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dispatch.assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface ReserveDialogProps extends DialogBase {
  party: PartySummary;
  defaultDate: string;
  onSubmit: (values: { reservationDate: string; reservationTime: string }) => Promise<void>;
}

/** Books a pending party for a later date and time (ConvertToReservation). */
export function ReserveDialog({ opened, onClose, error, party, defaultDate, onSubmit }: ReserveDialogProps) {
  const { t } = useTranslation('dispatch');
  const [date, setDate] = useState(defaultDate);
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit({ reservationDate: date, reservationTime: time });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dispatch.reservation.title', { number: party.number })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput
              type="date"
              label={t('dispatch.reservation.date')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={touched && !date ? t('validation.required') : undefined}
              required
            />
            <TextInput
              type="time"
              label={t('dispatch.reservation.time')}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              error={touched && !time ? t('validation.required') : undefined}
              required
            />
          </Group>
          <FormErrorAlert message={error ? describeError(error, t) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('dispatch.reservation.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export type RefundValues = { refund: 'none' | 'full' } | { refund: 'partial'; refundCents: number };

export interface CancelDialogProps extends DialogBase {
  party: PartySummary;
  onSubmit: (values: RefundValues) => Promise<void>;
}

/** Cancels a party with no, a full or a partial refund (never more than was paid). */
export function CancelDialog({ opened, onClose, error, party, onSubmit }: CancelDialogProps) {
  const { t } = useTranslation('dispatch');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency);
  // The server refuses a refund from a user without the refund rule: offer only the cancel then.
  const canRefund = session.rules.includes('party.refund') && party.paidCents > 0;
  const [refund, setRefund] = useState<'none' | 'full' | 'partial'>('none');
  const [amount, setAmount] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : 0;
  const amountError =
    refund !== 'partial' || !touched
      ? undefined
      : cents <= 0
        ? t('dispatch.cancel.amountRequired')
        : cents > party.paidCents
          ? t('dispatch.cancel.amountTooHigh', { amount: money(party.paidCents) })
          : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (refund === 'partial' && (cents <= 0 || cents > party.paidCents)) return;
    setBusy(true);
    try {
      await onSubmit(refund === 'partial' ? { refund, refundCents: cents } : { refund });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('dispatch.cancel.title', { number: party.number })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('dispatch.cancel.paid', { amount: money(party.paidCents) })}</Text>
          <Radio.Group
            label={t('dispatch.cancel.refund')}
            value={refund}
            onChange={(value) => setRefund(value as 'none' | 'full' | 'partial')}
            description={
              party.paidCents > 0 && !session.rules.includes('party.refund')
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
              max={party.paidCents / 100}
              clampBehavior="none"
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              error={amountError}
              required
            />
          ) : null}
          <FormErrorAlert message={error ? describeError(error, t) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dispatch.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('dispatch.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface ConfirmDialogProps extends DialogBase {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}

/** A yes/no question before a destructive step (delete, bulk actions). */
export function ConfirmDialog({
  opened,
  onClose,
  error,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('dispatch');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <FormErrorAlert message={error ? describeError(error, t) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
