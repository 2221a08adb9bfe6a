import { contract, type StaffCommissionReport, type StaffCommissionRow } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../lib/api.ts';
import { useMoney } from '../../lib/money.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ParkingReport, type ParkingReportProps, useCount } from './ParkingReport.tsx';

type Summary = StaffCommissionReport['summary'];
const CALL = contract.subscription.getCommissionReport;
const read: ParkingReportProps<StaffCommissionRow, Summary>['read'] = (range, page, signal) =>
  callEndpoint(CALL, { body: { ...range, ...page } }, { signal });

/** `/Subscription/CommissionReport`: each staff member's permit sales and commission over the chosen days. */
export default function CommissionReportScreen() {
  const { t } = useTranslation('parking-reports');
  const money = useMoney(useSignedInSession().company?.currency);
  const count = useCount();
  const name = (row: StaffCommissionRow) => (row.userId === null ? t('noSeller') : row.userName);
  return (
    <ParkingReport<StaffCommissionRow, Summary>
      section="staff"
      path={CALL.path}
      read={read}
      rowKey={(row) => row.userId ?? ''}
      columns={[
        { key: 'seller', render: name, cell: name },
        { key: 'permits', render: (row) => count(row.permits), cell: (row) => row.permits },
        {
          key: 'sales',
          render: (row) => <span dir="ltr">{money(row.salesCents)}</span>,
          cell: (row) => row.salesCents / 100,
        },
        {
          key: 'commission',
          render: (row) => <span dir="ltr">{money(row.commissionCents)}</span>,
          cell: (row) => row.commissionCents / 100,
        },
      ]}
      hasRows={(summary) => summary.permits > 0}
      figures={(summary) => [
        { label: t('figures.permits'), value: count(summary.permits) },
        { label: t('figures.sales'), value: money(summary.salesCents) },
        { label: t('figures.commission'), value: money(summary.commissionCents) },
      ]}
      chart={(_, rows) => ({
        label: t('staff.chart'),
        series: [{ name: t('figures.commission'), color: 'teal' }],
        groups: rows.map((row) => ({
          key: row.userId ?? '',
          label: name(row),
          values: [row.commissionCents],
        })),
        format: money,
      })}
    />
  );
}
