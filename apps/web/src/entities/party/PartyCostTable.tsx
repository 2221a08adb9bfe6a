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
  const { t } = useTranslation('party');
  const costRows: [string, number][] = [
    [t('costTable.trip'), costs.tripCents],
    [t('costTable.luggage'), costs.luggageCents],
    [
      costs.couponCode
        ? `${t('costTable.discount')} (${t('costTable.coupon', { code: costs.couponCode })})`
        : t('costTable.discount'),
      -costs.discountCents,
    ],
    [t('costTable.service'), costs.serviceCents],
    [t('costTable.tax'), costs.taxCents],
    [t('costTable.gratuity', { percent: costs.gratuityPercent }), costs.gratuityCents],
    [t('costTable.additionalGratuity'), costs.additionalGratuityCents],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label={t('costTable.title')}>
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
          <Table.Td>{t('costTable.total')}</Table.Td>
          <Table.Td ta="end">{money(costs.totalCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>{t('costTable.paid')}</Table.Td>
          <Table.Td ta="end">{money(costs.paidCents)}</Table.Td>
        </Table.Tr>
        {costs.refundedCents ? (
          <Table.Tr>
            <Table.Td>{t('costTable.refunded')}</Table.Td>
            <Table.Td ta="end">{money(costs.refundedCents)}</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr fw={700}>
          <Table.Td>{t('costTable.balance')}</Table.Td>
          <Table.Td ta="end" c={costs.balanceCents > 0 && takesPayments ? 'orange' : undefined}>
            {money(costs.balanceCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
