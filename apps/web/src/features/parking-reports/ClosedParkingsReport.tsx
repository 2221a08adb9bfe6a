import type { ClosedPermitRow, ClosedPermitSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import { ParkingReport } from './ParkingReport.tsx';
import { useReportFormat } from './permitColumns.tsx';

const CALL = routes.parking.getCancelledOrDeletedParkings;

/** Permits cancelled or deleted on the chosen days: who closed each, why, and the money it carried. */
export function ClosedParkingsReport({ type }: { type: 'cancelled' | 'deleted' }) {
  const { t, column, money, count, dayGroups } = useReportFormat();
  return (
    <ParkingReport<ClosedPermitRow, ClosedPermitSummary>
      section={type}
      path={`${CALL.path}/${type}`}
      read={(range, page, signal) => callEndpoint(CALL, { body: { ...range, type, ...page } }, { signal })}
      rowKey={(row) => row.id}
      columns={[
        ...column.identity,
        column.time('closedAt', (row: ClosedPermitRow) => row.closedAt),
        {
          key: 'closedBy',
          render: (row) => row.closedByName || t('noSeller'),
          cell: (row) => row.closedByName,
        },
        { key: 'reason', render: (row) => row.reason || t('noReason'), cell: (row) => row.reason },
        column.cost,
        column.paid,
        column.refunded,
      ]}
      hasRows={(summary) => summary.permits > 0}
      figures={(summary) => [
        { label: t('figures.permits'), value: count(summary.permits) },
        { label: t('figures.cost'), value: money(summary.costCents) },
        { label: t('figures.paid'), value: money(summary.paidCents) },
        { label: t('figures.refunded'), value: money(summary.refundedCents) },
      ]}
      chart={(summary) => ({
        label: t(`${type}.chart`),
        series: [{ name: t('figures.permits'), color: type === 'cancelled' ? 'orange' : 'red' }],
        groups: dayGroups(summary.byDay, (day) => day.count),
        format: count,
      })}
    />
  );
}
