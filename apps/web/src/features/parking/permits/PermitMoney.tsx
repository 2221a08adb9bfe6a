import type { PermitDetails } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormError.tsx';
import {
  AmountInput,
  PaymentFields,
  useAmount,
  usePaymentChoice,
} from '../../../entities/party/PaymentFields.tsx';
import { PaymentKindBadge } from '../../../entities/party/PaymentKindBadge.tsx';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { PanelButtons } from './PanelButtons.tsx';

/** Records a payment of the permit; one idempotency key per opening, so a retry never charges twice. */
function PaymentForm({
  permitId,
  balanceCents,
  onDone,
}: {
  permitId: string;
  balanceCents: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('parking');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const payment = usePaymentChoice();
  const amount = useAmount(Math.max(0, balanceCents));
  const [touched, setTouched] = useState(false);
  const pay = useWrite(routes.parking.parkingPayment);
  const { cents } = amount;
  const amountError = cents <= 0 ? t('permit.amountRequired') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pay.busy || amountError || !payment.complete) return;
    const paid = await pay.run({ body: { permitId, amountCents: cents, idempotencyKey, ...payment.choice } });
    if (!paid) return;
    notifications.show({ color: 'green', message: t('permit.paidDone') });
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('permit.pay')}>
      <Stack gap="xs">
        <FormErrorAlert message={pay.message} />
        <PaymentFields state={payment} errors={touched ? payment.errors : {}} />
        <AmountInput label={t('permit.amount')} amount={amount} error={touched ? amountError : undefined} />
        <PanelButtons onBack={onDone} submitLabel={t('permit.record')} action={pay} />
      </Stack>
    </form>
  );
}

/** The permit's cost, what was paid and refunded (GetParkingCostDetails), its payments and the payment form. */
export function PermitMoney({ permit, money }: { permit: PermitDetails; money: (cents: number) => string }) {
  const { t } = useTranslation('parking');
  const { t: tp } = useTranslation('party');
  const costs = useApiQuery(routes.parking.getParkingCostDetails, { body: { id: permit.id } });
  const [paying, setPaying] = useState(0);
  const takesPayments = permit.status !== 'Cancelled' && permit.status !== 'Deleted';
  const figures = costs.data ?? permit;
  const rows = [
    ['cost', figures.costCents],
    ['paid', figures.paidCents],
    ['refunded', figures.refundedCents],
    ['balance', figures.balanceCents],
  ] as const;

  return (
    <Stack gap="xs">
      <Table verticalSpacing={2} aria-label={t('permit.money')}>
        <Table.Tbody>
          {rows.map(([key, cents]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`permit.${key}`)}</Table.Th>
              <Table.Td ta="end">{money(cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('permit.payments')}
        </Text>
        {paying || !takesPayments ? null : (
          <Button size="xs" variant="light" onClick={() => setPaying((n) => n + 1)}>
            {t('permit.pay')}
          </Button>
        )}
      </Group>
      {paying ? (
        <PaymentForm
          key={paying}
          permitId={permit.id}
          balanceCents={figures.balanceCents}
          onDone={() => setPaying(0)}
        />
      ) : null}
      {(costs.data?.payments ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('permit.noPayments')}
        </Text>
      ) : (
        <Table verticalSpacing={2} aria-label={t('permit.payments')}>
          <Table.Tbody>
            {(costs.data?.payments ?? []).map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <PaymentKindBadge kind={payment.kind} />
                </Table.Td>
                <Table.Td>
                  {tp(`payment.methods.${payment.method}`)}
                  {payment.cardLast4 ? <span dir="ltr"> ···· {payment.cardLast4}</span> : null}
                </Table.Td>
                <Table.Td ta="end">{money(payment.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
