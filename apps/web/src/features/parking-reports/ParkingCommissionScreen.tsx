import type { CommissionRow, CommissionSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import { ParkingReport, type ParkingReportProps } from './ParkingReport.tsx';
import { commissionFigures, moneyColumn, useReportFormat } from './permitColumns.tsx';

const CALL = routes.parking.getParkingCommission;
const read: ParkingReportProps<CommissionRow, CommissionSummary>['read'] = (range, page, signal) =>
  callEndpoint(CALL, { body: { ...range, ...page } }, { signal });

/** Permits sold on the chosen days that earn commission: each with its seller, percentage and commission. */
export default function ParkingCommissionScreen() {
  const { t, column, money, count, dayGroups } = useReportFormat();
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
        moneyColumn('commission', (row: CommissionRow) => row.commissionCents, money),
      ]}
      hasRows={(summary) => summary.permits > 0}
      figures={commissionFigures(t, count, money)}
      chart={(summary) => ({
        label: t('commission.chart'),
        series: [{ name: t('figures.commission'), color: 'teal' }],
        groups: dayGroups(summary.byDay, (day) => day.cents),
        format: money,
      })}
    />
  );
}
