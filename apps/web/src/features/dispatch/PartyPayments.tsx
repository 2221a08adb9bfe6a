import type { PartyDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../components/LightBadge.tsx';
import {
  AmountInput,
  PaymentFields,
  useAmount,
  usePaymentChoice,
} from '../../entities/party/PaymentFields.tsx';
import { useWrite } from '../../lib/query.ts';
import { CardPaymentForm } from './CardPaymentForm.tsx';
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
  // A new number per opening of a form, so each opening is a new form with a new idempotency key.
  const [paying, setPaying] = useState<{ form: 'record' | 'card'; opening: number } | null>(null);
  const open = (form: 'record' | 'card') => setPaying((was) => ({ form, opening: (was?.opening ?? 0) + 1 }));
  const close = useCallback(() => setPaying(null), []);
  const takesCard = takesPayments && party.takesCards === true && party.costs.balanceCents > 0;
  return (
    <Section
      title={t('dispatch.drawer.payments')}
      action={
        paying || !takesPayments ? null : (
          <Group gap={6}>
            {takesCard ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCreditCard size={14} aria-hidden />}
                onClick={() => open('card')}
              >
                {t('dispatch.cardPayment.open')}
              </Button>
            ) : null}
            <Button size="xs" variant="light" onClick={() => open('record')}>
              {t('dispatch.payment.open')}
            </Button>
          </Group>
        )
      }
    >
      {paying?.form === 'record' && takesPayments ? (
        <PaymentForm key={paying.opening} party={party} onDone={close} />
      ) : null}
      {paying?.form === 'card' && takesPayments ? (
        <CardPaymentForm key={paying.opening} party={party} money={money} onDone={close} />
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
