import { contract, type PartyDetails, type PartySummary } from '@curbside/contract';
import {
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
  useDirection,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { PartyStatusBadge, StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import { PaymentFields, usePaymentChoice } from '../../entities/party/PaymentFields.tsx';
import { formatInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useMoney } from '../../lib/money.ts';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { invalidateTags } from '../../lib/tags.ts';
import { isConflict, type PartyAction } from './actions.tsx';
import { ForwardArrow } from './PartyCard.tsx';

export interface PartyDrawerProps {
  partyId: string | null;
  onClose: () => void;
  onAction: (party: PartySummary, action: PartyAction) => void;
  pending: { partyId: string; action: PartyAction } | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function useRefreshParty() {
  const client = useQueryClient();
  return () => invalidateTags(client, ['parties']);
}

function notifyConflict(t: (key: string) => string) {
  notifications.show({
    color: 'orange',
    title: t('dispatch.conflictTitle'),
    message: t('dispatch.conflict'),
  });
}

/** Records a payment: cash, an account (reference and holder) or a card's last four digits, never its number. */
function PaymentForm({ party, onDone }: { party: PartyDetails; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const refresh = useRefreshParty();
  // One key per opening of the form: a double click or a retry after a lost answer never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payment = usePaymentChoice();
  const [amount, setAmount] = useState<number | string>(Math.max(0, party.costs.balanceCents) / 100);
  const [touched, setTouched] = useState(false);
  const pay = useApiMutation(contract.reservation.partyPayment, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dispatch.payment.saved') });
      void refresh();
      onDone();
    },
  });
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : 0;
  const amountError = cents <= 0 ? t('dispatch.payment.amountRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pay.isPending || amountError || !payment.complete) return;
    pay.mutate({ body: { partyId: party.id, amountCents: cents, idempotencyKey, ...payment.choice } });
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('dispatch.payment.title')}
    >
      <Stack gap="xs">
        <PaymentFields state={payment} errors={touched ? payment.errors : {}} />
        <NumberInput
          label={t('dispatch.payment.amount')}
          min={0}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          error={touched ? amountError : undefined}
          required
        />
        <FormErrorAlert message={pay.error ? describeError(pay.error, t) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending}>
            {t('dispatch.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function NoteField({
  label,
  value,
  onChange,
  notes,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  notes: { value: string; label: string }[];
}) {
  const { t } = useTranslation('dispatch');
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      {notes.length > 0 ? (
        <Select
          size="xs"
          aria-label={`${label}: ${t('dispatch.notes.predefined')}`}
          placeholder={t('dispatch.notes.predefined')}
          data={notes}
          value={null}
          onChange={(id) => {
            const text = notes.find((note) => note.value === id)?.label;
            if (text) onChange(value.trim() ? `${value.trim()}\n${text}` : text);
          }}
          searchable
          w={260}
        />
      ) : null}
    </Stack>
  );
}

/** Edits the party's internal (staff) and external (guest) notes; predefined notes can be inserted. */
function NotesForm({ party, onDone }: { party: PartyDetails; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const refresh = useRefreshParty();
  const [internal, setInternal] = useState(party.internalNotes);
  const [external, setExternal] = useState(party.externalNotes);
  const predefined = useApiQuery(contract.transportation.notes, { query: { kind: 'party', pageSize: 200 } });
  const notes = (predefined.data?.items ?? [])
    .filter((note) => note.kind === 'party')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((note) => ({ value: note.id, label: note.text }));
  const save = useApiMutation(contract.configReservation.updateParkingOrPartyNotes, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dispatch.notes.saved') });
      void refresh();
      onDone();
    },
    onError: (error) => {
      if (isConflict(error)) {
        notifyConflict(t);
        void refresh();
        onDone();
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      body: { partyId: party.id, version: party.version, internalNotes: internal, externalNotes: external },
    });
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-label={t('dispatch.notes.title')}
    >
      <Stack gap="xs">
        <NoteField
          label={t('dispatch.drawer.internalNotes')}
          value={internal}
          onChange={setInternal}
          notes={notes}
        />
        <NoteField
          label={t('dispatch.drawer.externalNotes')}
          value={external}
          onChange={setExternal}
          notes={notes}
        />
        <FormErrorAlert
          message={save.error && !isConflict(save.error) ? describeError(save.error, t) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('dispatch.notes.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DrawerBody({
  party,
  onAction,
  pending,
}: { party: PartyDetails } & Omit<PartyDrawerProps, 'partyId' | 'onClose'>) {
  const { t, i18n } = useTranslation('dispatch');
  const session = useSignedInSession();
  const zone = session.company?.timeZone;
  const money = useMoney(party.costs.currency);
  const when = (value: string) => formatInZone(value, zone, localeOf(i18n.language));
  const [paying, setPaying] = useState(0);
  const [editingNotes, setEditingNotes] = useState(false);
  const costs = party.costs;
  // The server takes no payment for a cancelled or deleted party.
  const takesPayments = party.status !== 6 && party.status !== 10;
  const history = [...party.history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const costRows: [string, number][] = [
    [t('dispatch.drawer.cost.trip'), costs.tripCents],
    [t('dispatch.drawer.cost.luggage'), costs.luggageCents],
    [
      costs.couponCode
        ? `${t('dispatch.drawer.cost.discount')} (${t('dispatch.drawer.cost.coupon', { code: costs.couponCode })})`
        : t('dispatch.drawer.cost.discount'),
      -costs.discountCents,
    ],
    [t('dispatch.drawer.cost.service'), costs.serviceCents],
    [t('dispatch.drawer.cost.tax'), costs.taxCents],
    [t('dispatch.drawer.cost.gratuity', { percent: costs.gratuityPercent }), costs.gratuityCents],
    [t('dispatch.drawer.cost.additionalGratuity'), costs.additionalGratuityCents],
  ];
  const driver =
    party.driverName ??
    (party.otherDriverName
      ? t('dispatch.otherDriver', { name: party.otherDriverName })
      : t('dispatch.noDriver'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <PartyStatusBadge status={party.status} />
        <Group gap={6} role="group" aria-label={t('dispatch.actions', { number: party.number })}>
          {party.actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'Cancel' || action === 'Delete' ? 'outline' : 'light'}
              color={action === 'Cancel' || action === 'Delete' ? 'red' : undefined}
              loading={pending?.partyId === party.id && pending.action === action}
              onClick={() => onAction(party, action)}
            >
              {t(`party.action.${action}`)}
            </Button>
          ))}
        </Group>
      </Group>

      <Section title={t('dispatch.drawer.details')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label={t('dispatch.drawer.guest')}>{party.guestName}</Field>
          <Field label={t('dispatch.drawer.phone')}>
            <span dir="ltr">{party.phone || t('common.notAvailable')}</span>
          </Field>
          <Field label={t('dispatch.drawer.email')}>
            <span dir="ltr">{party.email || t('common.notAvailable')}</span>
          </Field>
          <Field label={t('dispatch.drawer.room')}>{party.roomNumber || t('common.notAvailable')}</Field>
          <Field label={t('dispatch.drawer.party')}>
            {t('dispatch.guests', { count: party.adults + party.children })} ·{' '}
            {t('dispatch.luggage', { count: party.luggage })}
          </Field>
          <Field label={t('dispatch.drawer.scheduledAt')}>{when(party.scheduledAt)}</Field>
          <Field label={t('dispatch.drawer.route')}>
            <Group gap={4} wrap="nowrap">
              <span>{party.fromLocationName}</span>
              <ForwardArrow />
              <span>{party.toLocationName}</span>
            </Group>
          </Field>
          <Field label={t('dispatch.drawer.driver')}>{driver}</Field>
          <Field label={t('dispatch.drawer.source')}>{t(`dispatch.drawer.sources.${party.source}`)}</Field>
        </SimpleGrid>
      </Section>

      <Section
        title={t('dispatch.drawer.notes')}
        action={
          editingNotes ? null : (
            <Button size="xs" variant="subtle" onClick={() => setEditingNotes(true)}>
              {t('dispatch.notes.open')}
            </Button>
          )
        }
      >
        {editingNotes ? (
          <NotesForm party={party} onDone={() => setEditingNotes(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Field label={t('dispatch.drawer.internalNotes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {party.internalNotes || t('dispatch.drawer.noNotes')}
              </Text>
            </Field>
            <Field label={t('dispatch.drawer.externalNotes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {party.externalNotes || t('dispatch.drawer.noNotes')}
              </Text>
            </Field>
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('dispatch.drawer.costs')}>
        <Table withRowBorders={false} verticalSpacing={2} aria-label={t('dispatch.drawer.costs')}>
          <Table.Tbody>
            {costRows
              .filter(([, value]) => value !== 0)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td ta="end">{money(value)}</Table.Td>
                </Table.Tr>
              ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('dispatch.drawer.cost.total')}</Table.Td>
              <Table.Td ta="end">{money(costs.totalCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('dispatch.drawer.cost.paid')}</Table.Td>
              <Table.Td ta="end">{money(costs.paidCents)}</Table.Td>
            </Table.Tr>
            {costs.refundedCents ? (
              <Table.Tr>
                <Table.Td>{t('dispatch.drawer.cost.refunded')}</Table.Td>
                <Table.Td ta="end">{money(costs.refundedCents)}</Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr fw={700}>
              <Table.Td>{t('dispatch.drawer.cost.balance')}</Table.Td>
              <Table.Td ta="end" c={costs.balanceCents > 0 && takesPayments ? 'orange' : undefined}>
                {money(costs.balanceCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Section>

      <Section
        title={t('dispatch.drawer.payments')}
        action={
          paying || !takesPayments ? null : (
            <Button size="xs" variant="light" onClick={() => setPaying((n) => n + 1)}>
              {t('dispatch.payment.open')}
            </Button>
          )
        }
      >
        {paying && takesPayments ? (
          <PaymentForm key={paying} party={party} onDone={() => setPaying(0)} />
        ) : null}
        {party.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dispatch.drawer.noPayments')}
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label={t('dispatch.drawer.payments')}>
            <Table.Tbody>
              {party.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      color={payment.kind === 'refund' ? 'orange' : 'green'}
                      tt="none"
                    >
                      {t(`dispatch.drawer.paymentKind.${payment.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(`payment.methods.${payment.method}`)}
                    {payment.cardLast4 ? <span dir="ltr"> ···· {payment.cardLast4}</span> : null}
                    {payment.accountReference ? <span dir="ltr"> {payment.accountReference}</span> : null}
                  </Table.Td>
                  <Table.Td ta="end">{money(payment.amountCents)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {when(payment.createdAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section title={t('dispatch.drawer.messages')}>
        {party.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dispatch.drawer.noMessages')}
          </Text>
        ) : (
          <Stack gap={6}>
            {party.messages.map((message) => (
              <Paper key={message.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" gap={6}>
                  <Text size="xs" c="dimmed">
                    {message.channel.toUpperCase()} · <span dir="ltr">{message.recipient}</span> ·{' '}
                    {when(message.createdAt)}
                  </Text>
                  <Badge
                    size="xs"
                    variant="light"
                    color={message.status === 'failed' ? 'red' : 'gray'}
                    tt="none"
                  >
                    {t(`dispatch.drawer.messageStatus.${message.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">{message.body}</Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('dispatch.drawer.history')}>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dispatch.drawer.noHistory')}
          </Text>
        ) : (
          <Timeline
            active={history.length - 1}
            bulletSize={24}
            lineWidth={2}
            aria-label={t('dispatch.drawer.history')}
          >
            {history.map((step) => (
              <Timeline.Item
                key={step.id}
                bullet={<StatusIcon status={step.toStatus} size={24} />}
                lineVariant={step.undone ? 'dashed' : 'solid'}
                data-undone={step.undone || undefined}
                title={
                  <Group gap={6}>
                    <Text
                      size="sm"
                      fw={600}
                      td={step.undone ? 'line-through' : undefined}
                      c={step.undone ? 'dimmed' : undefined}
                    >
                      {t(`dispatch.drawer.stepNames.${step.action}`, {
                        defaultValue: t(`party.action.${step.action}`, { defaultValue: step.action }),
                      })}
                    </Text>
                    {step.undone ? (
                      <Badge size="xs" color="gray" variant="outline" tt="none">
                        {t('dispatch.drawer.undone')}
                      </Badge>
                    ) : null}
                  </Group>
                }
              >
                <Group gap={4} wrap="nowrap">
                  {step.fromStatus !== null ? (
                    <>
                      <Text size="xs">{t(`party.status.${step.fromStatus}`)}</Text>
                      <ForwardArrow size={12} />
                    </>
                  ) : null}
                  <Text size="xs">{t(`party.status.${step.toStatus}`)}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('dispatch.drawer.step', { user: step.userName, when: when(step.createdAt) })}
                </Text>
                {step.note ? <Text size="xs">{step.note}</Text> : null}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
      <Divider />
    </Stack>
  );
}

/** The party drawer: details, notes, costs, payments, messages and the timeline, with the card's actions. */
export function PartyDrawer({ partyId, onClose, onAction, pending }: PartyDrawerProps) {
  const { t } = useTranslation('dispatch');
  const { dir } = useDirection();
  const query = useApiQuery(
    contract.reservation.getPartyInfoById,
    { body: { partyId: partyId ?? '' } },
    { enabled: partyId !== null },
  );
  const party = query.data;
  return (
    <Drawer
      opened={partyId !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      title={party ? t('dispatch.drawer.title', { number: party.number }) : t('common.loading')}
    >
      {query.isPending ? (
        <ScreenLoader />
      ) : query.error ? (
        <ErrorState
          title={t('dispatch.drawer.loadFailed')}
          message={describeError(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : party ? (
        <DrawerBody party={party} onAction={onAction} pending={pending} />
      ) : null}
    </Drawer>
  );
}
