import type { PermitSummary } from '@curbside/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money.ts';
import { useCompanyTime, useSignedInSession } from '../../lib/session.tsx';
import { type ReportColumn, useCount, useDayGroups } from './ParkingReport.tsx';

/** An amount column: the company's money on screen, units (a number a sheet adds up) in the file. */
export const moneyColumn = <Row,>(
  key: string,
  cents: (row: Row) => number,
  money: (cents: number) => string,
): ReportColumn<Row> => ({
  key,
  render: (row) => <span dir="ltr">{money(cents(row))}</span>,
  cell: (row) => cents(row) / 100,
});

/** The figures of a commission report's range: permits, sales and commission. */
export const commissionFigures =
  (t: (key: string) => string, count: (n: number) => string, money: (cents: number) => string) =>
  (summary: { permits: number; salesCents: number; commissionCents: number }) => [
    { label: t('figures.permits'), value: count(summary.permits) },
    { label: t('figures.sales'), value: money(summary.salesCents) },
    { label: t('figures.commission'), value: money(summary.commissionCents) },
  ];

/** What every parking report formats with: its words, the permit columns, numbers, money and day bars. */
export function useReportFormat() {
  const { t } = useTranslation('parking-reports');
  const column = usePermitColumns(useSignedInSession().company?.currency);
  return { t, column, money: column.money, count: useCount(), dayGroups: useDayGroups() };
}

/**
 * The columns every permit report shows (number, guest, plate, lot, package) and the money ones, in the
 * company's currency; amounts export in units, as numbers.
 */
export function usePermitColumns(currency: string | undefined) {
  const { t } = useTranslation('parking-reports');
  const money = useMoney(currency);
  const when = useCompanyTime();
  return useMemo(() => {
    const amount = (key: string, cents: (row: PermitSummary) => number) => moneyColumn(key, cents, money);
    const identity: ReportColumn<PermitSummary>[] = [
      { key: 'permit', render: (row) => row.number, cell: (row) => row.number },
      { key: 'guest', render: (row) => row.guestName, cell: (row) => row.guestName },
      {
        key: 'plate',
        render: (row) => <span dir="ltr">{row.plate}</span>,
        cell: (row) => row.plate,
      },
      { key: 'lot', render: (row) => row.lotName, cell: (row) => row.lotName },
      { key: 'package', render: (row) => row.packageName, cell: (row) => row.packageName },
    ];
    const seller: ReportColumn<PermitSummary> = {
      key: 'seller',
      render: (row) => row.soldByName ?? t('noSeller'),
      cell: (row) => row.soldByName ?? t('noSeller'),
    };
    return {
      identity,
      seller,
      cost: amount('cost', (row) => row.costCents),
      paid: amount('paid', (row) => row.paidCents),
      refunded: amount('refunded', (row) => row.refundedCents),
      /** A time of the company's zone, on screen and in the file alike. */
      time: <Row,>(key: string, value: (row: Row) => string): ReportColumn<Row> => ({
        key,
        render: (row) => when(value(row)),
        cell: (row) => when(value(row)),
      }),
      money,
    };
  }, [money, when, t]);
}
