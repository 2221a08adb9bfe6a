import type { PartyDetails } from '@curbside/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PartyCostTableProps {
  costs: PartyDetails['costs'];
  money: (cents: number) => string;
  /** Whether an open balance is still owed (it is shown in orange then). */
  takesPayments: boolean;
}

/** A booked party's recorded costs: the non-zero lines, the total, what was paid and refunded, the balance. */
export function PartyCostTable({ costs, money, takesPayments }: PartyCostTableProps) {
  const { t } = useTranslation();
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
  return (
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
  );
}
