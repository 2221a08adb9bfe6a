import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, datesInOrder, dayInZone } from '../lib/dates.ts';
import type { ExportFormat } from '../lib/exportFile.ts';
import { useSignedInSession } from '../lib/session.tsx';
import { useZoneName } from '../lib/timeZones.ts';
import type { ExportState } from '../lib/usePagedExport.ts';
import { DateRangeInputs } from './DateRangeInputs.tsx';
import { reportExport } from './ReportPage.tsx';
import { type PagedQuery, usePaging } from './usePaging.ts';

/**
 * A report's days and search text, in the company's calendar: no days at first, or the last `lastDays` days
 * up to today. `datesOk` is false while "to" comes before "from".
 */
export function useReportFilter(lastDays?: number) {
  const timeZone = useSignedInSession().company?.timeZone;
  const [today] = useState(() => dayInZone(new Date(), timeZone));
  const [from, setFrom] = useState(() => (lastDays ? addDays(today, 1 - lastDays) : ''));
  const [to, setTo] = useState(lastDays ? today : '');
  const [search, setSearch] = useState('');
  return { timeZone, from, to, search, setFrom, setTo, setSearch, datesOk: datesInOrder(from, to) };
}

export type ReportFilter = ReturnType<typeof useReportFilter>;

/** The days and search a report's call reads. */
export interface ReportRange {
  fromDate: string;
  toDate: string;
  search?: string;
}

/**
 * A paged report's filter and what its call reads: the days (`datesOk` when both are set and in order), the
 * search once typing pauses, and the page.
 */
export function useReportQuery(lastDays = 7) {
  const report = useReportFilter(lastDays);
  const { from: fromDate, to: toDate } = report;
  const [search] = useDebouncedValue(report.search.trim(), 300);
  const paging = usePaging();
  const datesOk = Boolean(fromDate && toDate) && report.datesOk;
  const range = useMemo<ReportRange>(
    () => ({ fromDate, toDate, ...(search ? { search } : {}) }),
    [fromDate, toDate, search],
  );
  /**
   * What the report's ReportPage takes of these: its words, the export of `range` (offered once the dates are
   * right and the list has rows), the filters, and the table's paging of `list`.
   */
  const pageProps = <Row,>(texts: string, list: PagedQuery<Row>, exporter: RangeExporter) => ({
    texts,
    exporter: reportExport(exporter, range, { ready: datesOk, hasRows: (list.data?.total ?? 0) > 0 }),
    filters: <ReportFilters texts={texts} filter={report} refilter={paging.refilter} zoneHint />,
    table: paging.tableProps(list, datesOk),
  });
  return { report, paging, range, datesOk, pageProps };
}

/** A report's export of its days (usePagedExport). */
interface RangeExporter {
  state: ExportState;
  run: (filter: ReportRange, format: ExportFormat) => unknown;
}

interface ReportFiltersProps {
  /**
   * The i18n section (`namespace:section`) of the labels: `from`, `to`, `search`, optionally
   * `searchPlaceholder`, and `zoneHint` ({{timeZone}}) where `zoneHint` is set.
   */
  texts: string;
  filter: ReportFilter;
  /** Wraps each change (a paged list goes back to its first page). */
  refilter?: (apply: () => void) => void;
  /** Says under the fields in which time zone the days are read. */
  zoneHint?: boolean;
}

/** A report's filter bar: a "from" and a "to" day, a search box, and the time zone hint below them. */
export function ReportFilters({
  texts,
  filter,
  refilter = (apply) => apply(),
  zoneHint,
}: ReportFiltersProps) {
  const { t } = useTranslation();
  const zoneName = useZoneName();
  const placeholder = t(`${texts}.searchPlaceholder`, { defaultValue: '' });
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateRangeInputs
            fromLabel={t(`${texts}.from`)}
            toLabel={t(`${texts}.to`)}
            from={filter.from}
            to={filter.to}
            onFromChange={(value) => refilter(() => filter.setFrom(value))}
            onToChange={(value) => refilter(() => filter.setTo(value))}
          />
          <TextInput
            type="search"
            label={t(`${texts}.search`)}
            placeholder={placeholder || undefined}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter.search}
            onChange={(event) => {
              const { value } = event.currentTarget;
              refilter(() => filter.setSearch(value));
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        {zoneHint && filter.timeZone ? (
          <Text size="xs" c="dimmed">
            {t(`${texts}.zoneHint`, { timeZone: zoneName(filter.timeZone) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
