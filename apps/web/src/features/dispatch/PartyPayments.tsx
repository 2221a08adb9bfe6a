import type { PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../components/LightBadge.tsx';
import {
  AmountInput,
  PaymentFields,
  useAmount,
  usePaymentChoice,
} from '../../entities/party/PaymentFields.tsx';
import { useWrite } from '../../lib/query.ts';
import { DrawerForm, Section } from './drawer-parts.tsx';

/** Records a payment: cash, an account (reference and holder) or a card's last four digits, never its number. */
function PaymentForm({ party, onDone }: { party: PartyDetails; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  // One key per opening of the form: a double click or a retry after a lost answer never charges twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payment = usePaymentChoice();
  const amount = useAmount(Math.max(0, party.costs.balanceCents));
  const [touched, setTouched] = useState(false);
  const pay = useWrite(routes.reservation.partyPayment, {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('dispatch.payment.saved') });
      onDone();
    },
  });
  const { cents } = amount;
  const amountError = cents <= 0 ? t('dispatch.payment.amountRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pay.busy || amountError || !payment.complete) return;
    void pay.run({ body: { partyId: party.id, amountCents: cents, idempotencyKey, ...payment.choice } });
  };

  return (
    <DrawerForm
      label={t('dispatch.payment.title')}
      onSubmit={submit}
      noValidate
      error={pay.message}
      submitLabel={t('dispatch.payment.submit')}
      pending={pay.busy}
      onCancel={onDone}
    >
      <PaymentFields state={payment} errors={touched ? payment.errors : {}} />
      <AmountInput
        label={t('dispatch.payment.amount')}
        amount={amount}
        error={touched ? amountError : undefined}
      />
    </DrawerForm>
  );
}

export interface PartyPaymentsProps {
  party: PartyDetails;
  money: (cents: number) => string;
  when: (value: string) => string;
  /** The server takes no payment for a cancelled or deleted party. */
  takesPayments: boolean;
}

/** The payments and refunds of a party, and the form recording a new payment. */
export function PartyPayments({ party, money, when, takesPayments }: PartyPaymentsProps) {
  const { t } = useTranslation('dispatch');
  // A new number per opening of the form, so each opening is a new form with a new idempotency key.
  const [paying, setPaying] = useState(0);
  return (
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
      {(party.payments ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dispatch.drawer.noPayments')}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t('dispatch.drawer.payments')}>
          <Table.Tbody>
            {(party.payments ?? []).map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <LightBadge size="sm" color={payment.kind === 'refund' ? 'orange' : 'green'}>
                    {t(`dispatch.drawer.paymentKind.${payment.kind}`)}
                  </LightBadge>
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
  );
}
