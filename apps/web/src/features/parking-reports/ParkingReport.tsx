import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, type BarGroup } from '../../components/BarChart.tsx';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { Figure } from '../../components/Figure.tsx';
import { type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage } from '../../components/ReportPage.tsx';
import type { ApiError } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { localeOf } from '../../lib/i18n.ts';
import { usePagedExport } from '../../lib/usePagedExport.ts';

/** A page of a report's rows and the figures of its whole range. */
export interface ParkingReportAnswer<Row, Summary> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  summary: Summary;
}

/** A column: its cell on screen and its value in an exported file (a number where a sheet adds it up). */
export interface ReportColumn<Row> {
  key: string;
  render: (row: Row) => ReactNode;
  cell: (row: Row) => string | number;
}

export interface ParkingReportProps<Row, Summary> {
  /** The report's section of the `parking-reports` namespace (`commission`, `cancelled`…). */
  section: string;
  /** The call's path: the query's key, so a change to permits refreshes the report. */
  path: string;
  read: (
    range: ReportRange,
    page: { page: number; pageSize: number },
    signal?: AbortSignal,
  ) => Promise<ParkingReportAnswer<Row, Summary>>;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The range's totals, each a label and its formatted value; shown when `hasRows` of the summary. */
  figures: (summary: Summary) => { label: string; value: string }[];
  hasRows: (summary: Summary) => boolean;
  /** A chart of the range, if one helps: a label, its series, groups, and how its values read. */
  chart?: (
    summary: Summary,
    rows: readonly Row[],
  ) => {
    label: string;
    series: { name: string; color: string }[];
    groups: BarGroup[];
    format: (v: number) => string;
  };
}

/**
 * A parking report over days of the company's calendar: the figures of the whole range (and a chart where one
 * helps), a server-paged table, and CSV or XLSX export of every page. The transaction reports' pieces
 * (ReportPage, ReportFilters, usePaging, usePagedExport, Figure, BarChart) with the permits' columns.
 */
export function ParkingReport<Row, Summary>(props: ParkingReportProps<Row, Summary>) {
  const { section, path, read, columns, rowKey, figures, hasRows, chart } = props;
  const { t } = useTranslation('parking-reports');
  const texts = `parking-reports:${section}`;
  const { paging, range, datesOk, pageProps } = useReportQuery();
  const { page, pageSize } = paging;
  const { fromDate, toDate } = range;
  const list = useQuery<ParkingReportAnswer<Row, Summary>, ApiError>({
    queryKey: [path, { ...range, page, pageSize }],
    queryFn: ({ signal }) => read(range, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
    enabled: datesOk,
  });

  const tableColumns = useMemo<DataTableColumn<Row>[]>(
    () =>
      columns.map((column) => ({
        key: column.key,
        header: t(`columns.${column.key}`),
        render: column.render,
      })),
    [columns, t],
  );
  const save = useCallback(
    (rows: Row[], format: ExportFormat) =>
      saveTable(format, {
        name: `${t(`${section}.fileName`)}-${fromDate}_${toDate}`,
        rows: [
          columns.map((column) => t(`columns.${column.key}`)),
          ...rows.map((row) => columns.map((c) => c.cell(row))),
        ],
      }),
    [t, section, fromDate, toDate, columns],
  );
  const exporter = usePagedExport(read, save);
  const summary = list.data?.summary;
  const drawn = summary && chart ? chart(summary, list.data?.items ?? []) : undefined;
  const reportPage = pageProps(texts, list, exporter);

  return (
    <ReportPage {...reportPage} table={{ columns: tableColumns, ...reportPage.table, rowKey }}>
      {summary && hasRows(summary) ? (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('totals')} role="group">
            {figures(summary).map((figure) => (
              <Figure key={figure.label} {...figure} />
            ))}
          </SimpleGrid>
          {drawn && drawn.groups.length > 1 ? (
            <Paper withBorder p="sm" radius="md">
              <BarChart {...drawn} />
            </Paper>
          ) : null}
        </Stack>
      ) : null}
    </ReportPage>
  );
}

/** A figure of one day of a report's range. */
export interface DayFigure {
  date: string;
  count: number;
  cents: number;
}

/** Bar groups of a report's days: each day's label in the user's language and its value. */
export function useDayGroups() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (days: readonly DayFigure[], value: (entry: DayFigure) => number): BarGroup[] => {
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return days.map((entry) => ({
      key: entry.date,
      // A calendar day, not an instant: read at noon UTC so no zone moves it to its neighbour.
      label: day.format(new Date(`${entry.date}T12:00:00Z`)),
      values: [value(entry)],
    }));
  };
}

/** A number in the user's language. */
export function useCount() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  return (value: number) => number.format(value);
}
