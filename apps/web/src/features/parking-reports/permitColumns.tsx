import type { PermitSummary } from '@curbside/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import type { ReportColumn } from './ParkingReport.tsx';

/**
 * The columns every permit report shows (number, guest, plate, lot, package) and the money ones, in the
 * company's currency; amounts export in units, as numbers.
 */
export function usePermitColumns(currency: string | undefined) {
  const { t } = useTranslation('parking-reports');
  const money = useMoney(currency);
  const when = useCompanyTime();
  return useMemo(() => {
    const amount = (key: string, cents: (row: PermitSummary) => number): ReportColumn<PermitSummary> => ({
      key,
      render: (row) => <span dir="ltr">{money(cents(row))}</span>,
      cell: (row) => cents(row) / 100,
    });
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
