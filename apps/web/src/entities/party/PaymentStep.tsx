import type { PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import type { PaymentMethod } from '@curbside/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { useWrite } from '../../lib/query.ts';
import { type PaymentFieldErrors, PaymentFields, usePaymentChoice } from './PaymentFields.tsx';

/**
 * After a new booking: record a payment once. The idempotency key is made when this step opens, so a double
 * submit (or a retry after a lost answer) never charges twice. A card is never typed here: staff take it on the
 * terminal and record its last four digits.
 */
export function PaymentStep({
  party,
  initialMethod,
  money,
  onDone,
}: {
  party: PartyDetails;
  initialMethod: PaymentMethod;
  money: (cents: number) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation('party');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payment = usePaymentChoice(initialMethod);
  const [errors, setErrors] = useState<PaymentFieldErrors>({});
  const pay = useWrite(routes.reservation.partyPayment);
  const amountCents = party.costs.balanceCents;
  // The button pressed leaves the page as the step changes (Book, then Record payment): the focus goes to the
  // step's title, then to Done, rather than to the page's start, where a keyboard starts the dialog over.
  const title = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  useEffect(() => {
    if (pay.done) done.current?.focus();
  }, [pay.done]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.busy || pay.done) return;
    setErrors(payment.errors);
    if (!payment.complete) return;
    void pay
      .call({ body: { partyId: party.id, amountCents, idempotencyKey, ...payment.choice } })
      .catch((error: unknown) => setErrors(problemFieldErrors(error)));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {t('reservationDialog.saved', { number: party.number })}
        </Alert>
        <Text component="h3" fw={600} ref={title} tabIndex={-1}>
          {t('reservationDialog.payTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reservationDialog.payHint', { number: party.number })}
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('reservationDialog.amount')}:</Text>
          <Text size="sm" fw={700} dir="ltr">
            {money(amountCents)}
          </Text>
        </Group>
        <PaymentFields state={payment} errors={errors} disabled={pay.done} />
        {pay.message && Object.keys(pay.fieldErrors).length === 0 ? (
          <FormErrorAlert message={pay.message} />
        ) : null}
        {pay.data ? (
          <Alert color="teal" variant="light" role="status">
            {t('reservationDialog.paid', { amount: money(pay.data.payment.amountCents) })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {pay.done ? (
            <Button ref={done} onClick={onDone}>
              {t('reservationDialog.done')}
            </Button>
          ) : (
            <>
              <Anchor component="button" type="button" onClick={onDone} size="sm">
                {t('reservationDialog.skip')}
              </Anchor>
              <Button type="submit" loading={pay.busy} disabled={amountCents <= 0}>
                {t('reservationDialog.pay')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
