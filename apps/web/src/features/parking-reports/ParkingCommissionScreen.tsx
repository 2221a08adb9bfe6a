import { type CommissionRow, type CommissionSummary, contract } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../lib/api.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ParkingReport, type ParkingReportProps, useCount, useDayGroups } from './ParkingReport.tsx';
import { usePermitColumns } from './permitColumns.tsx';

const CALL = contract.parking.getParkingCommission;
const read: ParkingReportProps<CommissionRow, CommissionSummary>['read'] = (range, page, signal) =>
  callEndpoint(CALL, { body: { ...range, ...page } }, { signal });

/** Permits sold on the chosen days that earn commission: each with its seller, percentage and commission. */
export default function ParkingCommissionScreen() {
  const { t } = useTranslation('parking-reports');
  const column = usePermitColumns(useSignedInSession().company?.currency);
  const count = useCount();
  const dayGroups = useDayGroups();
  const { money } = column;
  return (
    <ParkingReport<CommissionRow, CommissionSummary>
      section="commission"
      path={CALL.path}
      read={read}
      rowKey={(row) => row.id}
      columns={[
        ...column.identity,
        column.time('soldAt', (row: CommissionRow) => row.soldAt),
        column.seller,
        column.cost,
        {
          key: 'percent',
          render: (row) => <span dir="ltr">{`${row.commissionPercent} %`}</span>,
          cell: (row) => row.commissionPercent,
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
      chart={(summary) => ({
        label: t('commission.chart'),
        series: [{ name: t('figures.commission'), color: 'teal' }],
        groups: dayGroups(summary.byDay, (day) => day.cents),
        format: money,
      })}
    />
  );
}
