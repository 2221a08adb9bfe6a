import type { ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ReportFilters, useReportFilter } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { callEndpoint, type EntryOf } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

const REPORT = routes.waitList.getWaitListReportBetweenDates;
type Answer = ResponseOf<EntryOf<typeof REPORT>>;
type Row = Answer['items'][number];
type Cell = { label: string; averageErrorMinutes: number; count: number };
const COLUMNS = ['guest', 'waitType', 'partySize', 'status', 'joined', 'quoted', 'actual', 'error'] as const;

interface Filter {
  fromDate: string;
  toDate: string;
}

const readPage: PageReader<Row, Filter> = (filter, page, signal) =>
  callEndpoint(REPORT, { body: { ...filter, ...page } }, { signal });

/** Average error as bars either side of zero: red when guests waited longer than quoted. */
function ErrorChart({ title, cells }: { title: string; cells: Cell[] }) {
  const { t } = useTranslation('wait-list');
  const widest = Math.max(1, ...cells.map((c) => Math.abs(c.averageErrorMinutes)));
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {cells.length === 0 ? <Text c="dimmed">{t('report.noData')}</Text> : null}
      <Stack gap={4} role="list" aria-label={title}>
        {cells.map((cell) => (
          <Group
            key={cell.label}
            gap="xs"
            wrap="nowrap"
            role="listitem"
            aria-label={t('report.cell', {
              label: cell.label,
              minutes: cell.averageErrorMinutes,
              count: cell.count,
            })}
          >
            <Text size="xs" w={80} dir="ltr">
              {cell.label}
            </Text>
            <Box
              h={10}
              w={`${(Math.abs(cell.averageErrorMinutes) / widest) * 60}%`}
              bg={cell.averageErrorMinutes > 0 ? 'red.6' : 'teal.6'}
              style={{ borderRadius: 2 }}
            />
            <Text size="xs">{cell.averageErrorMinutes}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /TransactionManagement/CompletedWaitList: quoted against actual wait per guest, the error by hour and day. */
export default function CompletedWaitListScreen() {
  const { t } = useTranslation('wait-list');
  const report = useReportFilter(7);
  const { from: fromDate, to: toDate } = report;
  const paging = usePaging();
  const { page, pageSize } = paging;
  const datesOk = Boolean(fromDate && toDate) && report.datesOk;
  const filter = useMemo<Filter>(() => ({ fromDate, toDate }), [fromDate, toDate]);
  const list = useApiQuery(
    REPORT,
    { body: { ...filter, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );
  const when = useCompanyTime();
  const summary = list.data?.summary;

  const minutes = useCallback(
    (value: number | null) => (value === null ? t('report.none') : t('report.minutes', { value })),
    [t],
  );
  const cells = useMemo<{ hour: Cell[]; day: Cell[] }>(
    () => ({
      hour: (summary?.byHour ?? []).map((c) => ({ ...c, label: `${String(c.hour).padStart(2, '0')}:00` })),
      day: (summary?.byDay ?? []).map((c) => ({ ...c, label: c.date })),
    }),
    [summary],
  );
  const text = (row: Row) => [
    row.guestName,
    row.waitTypeName,
    String(row.partySize),
    t(`report.status.${row.status}`),
    when(row.joinedAt),
    minutes(row.quotedMinutes),
    minutes(row.actualWaitMinutes),
    minutes(row.errorMinutes),
  ];
  const columns: DataTableColumn<Row>[] = COLUMNS.map((key, index) => ({
    key,
    header: t(`report.columns.${key}`),
    render: (row: Row) => text(row)[index],
  }));
  const save = (all: Row[], format: ExportFormat) => {
    const header = COLUMNS.map((key) => t(`report.columns.${key}`));
    // Plain minutes, so that a spreadsheet can add them up.
    const lines = all.map((row) => [
      ...text(row).slice(0, 5),
      row.quotedMinutes,
      row.actualWaitMinutes,
      row.errorMinutes,
    ]);
    return saveTable(format, {
      name: `${t('report.fileName')}-${fromDate}_${toDate}`,
      rows: [header, ...lines],
    });
  };
  const exporter = usePagedExport(readPage, save);
  const rate = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <ReportPage
      texts="wait-list:report"
      exporter={reportExport(exporter, filter, { ready: datesOk, hasRows: (list.data?.total ?? 0) > 0 })}
      filters={<ReportFilters texts="wait-list:report" filter={report} refilter={paging.refilter} zoneHint />}
      table={{
        columns,
        ...paging.tableProps(list, datesOk),
        rows: list.data?.items,
        rowKey: (row) => row.id,
      }}
    >
      {summary ? (
        <Stack gap="sm">
          <Group gap="xl">
            <Text>{t('report.completed', { count: summary.completed })}</Text>
            <Text>{t('report.noShowRate', { rate: rate.format(summary.noShowRate) })}</Text>
            <Text>{t('report.averageError', { value: minutes(summary.averageErrorMinutes) })}</Text>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ErrorChart title={t('report.byHour')} cells={cells.hour} />
            <ErrorChart title={t('report.byDay')} cells={cells.day} />
          </SimpleGrid>
        </Stack>
      ) : null}
    </ReportPage>
  );
}
