import type { ClosedPermitRow, ClosedPermitSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import { ParkingReport } from './ParkingReport.tsx';
import { useReportFormat } from './permitColumns.tsx';

const CALL = routes.parking.getCancelledOrDeletedParkings;

/** The series colour of each report's chart. */
const COLOUR = { cancelled: 'orange', deleted: 'red', delivered: 'teal' } as const;

/**
 * Permits cancelled, deleted or delivered on the chosen days: who closed each (or handed the car over), why,
 * and the money it carried. A delivery has no reason to give.
 */
export function ClosedParkingsReport({ type }: { type: 'cancelled' | 'deleted' | 'delivered' }) {
  const { t, column, money, count, dayGroups } = useReportFormat();
  const delivered = type === 'delivered';
  return (
    <ParkingReport<ClosedPermitRow, ClosedPermitSummary>
      section={type}
      path={`${CALL.path}/${type}`}
      read={(range, page, signal) => callEndpoint(CALL, { body: { ...range, type, ...page } }, { signal })}
      rowKey={(row) => row.id}
      columns={[
        ...column.identity,
        column.time(delivered ? 'deliveredAt' : 'closedAt', (row: ClosedPermitRow) => row.closedAt),
        {
          key: delivered ? 'deliveredBy' : 'closedBy',
          render: (row) => row.closedByName || t('noSeller'),
          cell: (row) => row.closedByName,
        },
        ...(delivered
          ? []
          : [
              {
                key: 'reason',
                render: (row: ClosedPermitRow) => row.reason || t('noReason'),
                cell: (row: ClosedPermitRow) => row.reason,
              },
            ]),
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
        series: [{ name: t('figures.permits'), color: COLOUR[type] }],
        groups: dayGroups(summary.byDay, (day) => day.count),
        format: count,
      })}
    />
  );
}
