import type { contract, PartyDetails, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEntry } from '../../components/CardEntry.tsx';
import { AmountInput, useAmount } from '../../entities/party/PaymentFields.tsx';
import { useWrite } from '../../lib/query.ts';
import { DrawerForm } from './drawer-parts.tsx';

type Intent = ResponseOf<typeof contract.reservation.startCardPayment>;

/**
 * Staff charge a guest's card at the desk in the card provider's own element (ADR 0084, ADR 0122): the server
 * makes the PaymentIntent for an amount up to the balance; the card goes from this browser to the provider; the
 * payment shows in the drawer when the provider's webhook has reached the server, which tells every console.
 */
export function CardPaymentForm({
  party,
  money,
  onDone,
}: {
  party: PartyDetails;
  money: (cents: number) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('dispatch');
  // One key per opening: a second press, or a retry after a lost answer, answers the same PaymentIntent.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const balance = Math.max(0, party.costs.balanceCents);
  const amount = useAmount(balance);
  const [touched, setTouched] = useState(false);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const start = useWrite(routes.reservation.startCardPayment, { onSuccess: setIntent });
  const recorded =
    intent !== null && (party.payments ?? []).some((p) => p.providerReference === intent.intentId);

  useEffect(() => {
    if (!recorded) return;
    notifications.show({ color: 'green', message: t('dispatch.cardPayment.received') });
    onDone();
  }, [recorded, onDone, t]);

  const { cents } = amount;
  const amountError =
    cents <= 0
      ? t('dispatch.payment.amountRequired')
      : cents > balance
        ? t('dispatch.cardPayment.amountTooHigh', { amount: money(balance) })
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (start.busy || amountError) return;
    setUnavailable(false);
    void start.run({ body: { partyId: party.id, amountCents: cents, idempotencyKey } });
  };

  if (!intent) {
    return (
      <DrawerForm
        label={t('dispatch.cardPayment.title')}
        onSubmit={submit}
        noValidate
        error={unavailable ? t('dispatch.cardPayment.unavailable') : start.message}
        submitLabel={t('dispatch.cardPayment.continue')}
        pending={start.busy}
        onCancel={onDone}
      >
        <Text size="sm" c="dimmed">
          {t('dispatch.cardPayment.privacy')}
        </Text>
        <AmountInput
          label={t('dispatch.payment.amount')}
          amount={amount}
          error={touched ? amountError : undefined}
        />
      </DrawerForm>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('dispatch.cardPayment.title')}>
      <Stack gap="xs">
        {confirmed ? (
          <Alert color="blue" role="status" icon={<Loader size="xs" />}>
            {t('dispatch.cardPayment.waiting', { amount: money(intent.amountCents) })}
          </Alert>
        ) : (
          <CardEntry
            intent={intent}
            confirmLabel={t('dispatch.cardPayment.charge', { amount: money(intent.amountCents) })}
            onConfirmed={() => setConfirmed(true)}
            onUnavailable={() => {
              setIntent(null);
              setUnavailable(true);
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {confirmed ? t('dispatch.cardPayment.close') : t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
