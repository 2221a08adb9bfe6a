import { contract, type ResponseOf } from '@curbside/contract';
import { Paper, SimpleGrid } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/BarChart.tsx';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { Figure } from '../../components/Figure.tsx';
import { ReportFilters, useReportFilter } from '../../components/ReportFilters.tsx';
import { ReportPage } from '../../components/ReportPage.tsx';
import { useWholeList } from '../../components/usePaging.ts';
import { EXPORT_FORMATS, type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { useMoney } from '../../lib/money.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import type { ExportState } from '../../lib/usePagedExport.ts';

type Row = ResponseOf<typeof contract.transportation.getCashOutReportByDates>['rows'][number];
const COLUMNS = ['userName', 'method', 'payments', 'paid', 'refunded', 'net'] as const;

/**
 * Money each staff member took over days of the company's calendar, by payment method, refunds beside it: the
 * totals, a chart per staff member, the table and its export. One line per staff member and method, so the
 * whole answer is small and shown at once.
 */
export default function CashoutReportScreen() {
  const { t } = useTranslation('reports');
  const report = useReportFilter(7);
  const { from: fromDate, to: toDate, search } = report;
  const datesOk = Boolean(fromDate && toDate) && report.datesOk;
  const [exported, setExported] = useState<ExportState>({ status: 'idle' });
  const query = useApiQuery(
    contract.transportation.getCashOutReportByDates,
    { body: { fromDate, toDate } },
    { ...keepPrevious, enabled: datesOk },
  );
  const money = useMoney(query.data?.currency);
  const name = (row: Row) => (row.userId === null ? t('cashOut.noUser') : row.userName);
  const method = (row: Row) => t(`payment.methods.${row.method}`);

  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (query.data?.rows ?? []).filter(
      (row) => !needle || row.userName.toLocaleLowerCase().includes(needle),
    );
  }, [query.data, search]);

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

  // One bar pair per staff member, their methods added up.
  const perPerson = (() => {
    const people = new Map<string, { label: string; paid: number; refunded: number }>();
    for (const row of rows) {
      const key = row.userId ?? '';
      const entry = people.get(key) ?? { label: name(row), paid: 0, refunded: 0 };
      entry.paid += row.paidCents;
      entry.refunded += row.refundedCents;
      people.set(key, entry);
    }
    return [...people].map(([key, entry]) => ({
      key,
      label: entry.label,
      values: [entry.paid, entry.refunded],
    }));
  })();

  const exportRows = async (format: ExportFormat) => {
    await saveTable(format, {
      name: `${t('cashOut.fileName')}-${fromDate}_${toDate}`,
      rightToLeft: document.documentElement.dir === 'rtl',
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
    });
  };
  const run = (format: ExportFormat) => {
    exportRows(format).then(
      () => setExported({ status: 'done', count: rows.length }),
      (error: unknown) => setExported({ status: 'failed', error }),
    );
  };
  const table = useWholeList(query, query.data ? rows : undefined, datesOk);
  const data = query.data;

  return (
    <ReportPage
      texts="reports:cashOut"
      exporter={{
        state: exported,
        run,
        formats: EXPORT_FORMATS,
        disabled: !data || rows.length === 0 || !datesOk,
        onDismiss: () => setExported({ status: 'idle' }),
      }}
      filters={<ReportFilters texts="reports:cashOut" filter={report} zoneHint />}
      table={{ columns, ...table, rowKey: (row) => `${row.userId ?? ''}:${row.method}` }}
    >
      {data && data.rows.length > 0 ? (
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
