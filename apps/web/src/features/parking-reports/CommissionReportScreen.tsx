import type { StaffCommissionReport, StaffCommissionRow } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import { ParkingReport, type ParkingReportProps } from './ParkingReport.tsx';
import { commissionFigures, moneyColumn, useReportFormat } from './permitColumns.tsx';

type Summary = StaffCommissionReport['summary'];
const CALL = routes.subscription.getCommissionReport;
const read: ParkingReportProps<StaffCommissionRow, Summary>['read'] = (range, page, signal) =>
  callEndpoint(CALL, { body: { ...range, ...page } }, { signal });

/** `/Subscription/CommissionReport`: each staff member's permit sales and commission over the chosen days. */
export default function CommissionReportScreen() {
  const { t, money, count } = useReportFormat();
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
        moneyColumn('sales', (row: StaffCommissionRow) => row.salesCents, money),
        moneyColumn('commission', (row: StaffCommissionRow) => row.commissionCents, money),
      ]}
      hasRows={(summary) => summary.permits > 0}
      figures={commissionFigures(t, count, money)}
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
