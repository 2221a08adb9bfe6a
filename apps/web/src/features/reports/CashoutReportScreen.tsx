import type { ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Paper, SimpleGrid } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/BarChart.tsx';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { Figure } from '../../components/Figure.tsx';
import { type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage } from '../../components/ReportPage.tsx';
import { callEndpoint, type EntryOf } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { useMoney } from '../../lib/money.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { usePagedExport } from '../../lib/usePagedExport.ts';

const CASH_OUT = routes.transportation.getCashOutReportByDates;
type Row = ResponseOf<EntryOf<typeof CASH_OUT>>['items'][number];
type Person = ResponseOf<EntryOf<typeof CASH_OUT>>['people'][number];
/** The days and staff name the report reads. */
const COLUMNS = ['userName', 'method', 'payments', 'paid', 'refunded', 'net'] as const;

/**
 * Money each staff member took over days of the company's calendar, by payment method, refunds beside it: the
 * totals, a chart of the staff members who took most, a server-paged table of one line per staff member and
 * method (searched by name on the server), and CSV or XLSX export of every page.
 */
export default function CashoutReportScreen() {
  const { t } = useTranslation('reports');
  const { paging, range, datesOk, pageProps } = useReportQuery();
  const { page, pageSize } = paging;
  const { fromDate, toDate } = range;
  const query = useApiQuery(
    CASH_OUT,
    { body: { ...range, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );
  const money = useMoney(query.data?.currency);
  const name = useCallback(
    (row: Pick<Row, 'userId' | 'userName'>) => (row.userId === null ? t('cashOut.noUser') : row.userName),
    [t],
  );
  const method = useCallback((row: Row) => t(`payment.methods.${row.method}`), [t]);

  const columns: DataTableColumn<Row>[] = COLUMNS.map((key) => ({
    key,
    header: t(`cashOut.columns.${key}`),
    render: (row: Row) => {
      switch (key) {
        case 'userName':
          return name(row);
        case 'method':
          return method(row);
        case 'payments':
          return row.payments;
        case 'paid':
          return <span dir="ltr">{money(row.paidCents)}</span>;
        case 'refunded':
          return <span dir="ltr">{money(row.refundedCents)}</span>;
        default:
          return <span dir="ltr">{money(row.paidCents - row.refundedCents)}</span>;
      }
    },
  }));

  // One bar pair per staff member, their methods added up on the server, those who took most.
  const perPerson = (query.data?.people ?? []).map((person: Person) => ({
    key: person.userId ?? '',
    label: name(person),
    values: [person.paidCents, person.refundedCents],
  }));

  const save = useCallback(
    (rows: Row[], format: ExportFormat) =>
      saveTable(format, {
        name: `${t('cashOut.fileName')}-${fromDate}_${toDate}`,
        rows: [
          COLUMNS.map((key) => t(`cashOut.columns.${key}`)),
          // Amounts in units, as numbers, so that a spreadsheet can add them up.
          ...rows.map((row) => [
            name(row),
            method(row),
            row.payments,
            row.paidCents / 100,
            row.refundedCents / 100,
            (row.paidCents - row.refundedCents) / 100,
          ]),
        ],
      }),
    [t, fromDate, toDate, name, method],
  );
  const exporter = usePagedExport(
    useCallback(
      (filter: ReportRange, part: { page: number; pageSize: number }, signal: AbortSignal) =>
        callEndpoint(CASH_OUT, { body: { ...filter, ...part } }, { signal }),
      [],
    ),
    save,
  );
  const data = query.data;
  const reportPage = pageProps('reports:cashOut', query, exporter);

  return (
    <ReportPage
      {...reportPage}
      table={{ columns, ...reportPage.table, rowKey: (row) => `${row.userId ?? ''}:${row.method}` }}
    >
      {data && data.total > 0 ? (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 3 }}
            spacing="sm"
            role="group"
            aria-label={t('cashOut.totals.label')}
          >
            <Figure label={t('cashOut.totals.paid')} value={money(data.totalPaidCents)} />
            <Figure label={t('cashOut.totals.refunded')} value={money(data.totalRefundedCents)} />
            <Figure
              label={t('cashOut.totals.net')}
              value={money(data.totalPaidCents - data.totalRefundedCents)}
            />
          </SimpleGrid>
          {perPerson.length > 0 ? (
            <Paper withBorder p="sm" radius="md">
              <BarChart
                label={t('cashOut.chart')}
                series={[
                  { name: t('cashOut.columns.paid'), color: 'teal' },
                  { name: t('cashOut.columns.refunded'), color: 'red' },
                ]}
                groups={perPerson}
                format={money}
              />
            </Paper>
          ) : null}
        </>
      ) : null}
    </ReportPage>
  );
}
