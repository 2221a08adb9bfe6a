import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ReportFilters, useReportFilter } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { useWholeList } from '../../components/usePaging.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import type { ExportState } from '../../lib/usePagedExport.ts';

type Row = ResponseOf<typeof contract.userManagement.getDriversPerformance>['items'][number];
type SortKey = 'name' | 'rides' | 'onTime' | 'averagePickUp' | 'rating' | 'signIns' | 'lastSignIn';
interface Sort {
  key: SortKey;
  descending: boolean;
}

/** The value each column sorts by; null (no rides, never signed in) always sorts last. */
const SORT_VALUE: Record<SortKey, (row: Row) => string | number | null> = {
  name: (row) => row.name,
  rides: (row) => row.rides,
  onTime: (row) => row.onTimePickUps,
  averagePickUp: (row) => row.averagePickUpMinutes,
  rating: (row) => row.averageRating,
  signIns: (row) => row.signIns,
  lastSignIn: (row) => row.lastSignInAt,
};

function compare(sort: Sort, collator: Intl.Collator) {
  const value = SORT_VALUE[sort.key];
  return (a: Row, b: Row): number => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order =
      typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return (sort.descending ? -order : order) || collator.compare(a.name, b.name);
  };
}

/** Drivers' performance between two days of the company's calendar, sortable and exportable as CSV. */
export default function DriverReportsScreen() {
  const { t, i18n } = useTranslation('team');
  const locale = localeOf(i18n.language);
  const report = useReportFilter(30);
  const companyTime = useCompanyTime();
  const { from: fromDate, to: toDate, search, datesOk } = report;
  const [sort, setSort] = useState<Sort>({ key: 'rides', descending: true });
  const [exported, setExported] = useState<ExportState>({ status: 'idle' });

  const query = useApiQuery(
    routes.userManagement.getDriversPerformance,
    { body: { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) } },
    { ...keepPrevious, enabled: datesOk },
  );

  const rows = useMemo(() => {
    const collator = new Intl.Collator(locale);
    const needle = search.trim().toLocaleLowerCase();
    return (query.data?.items ?? [])
      .filter((row) => !needle || row.name.toLocaleLowerCase().includes(needle))
      .sort(compare(sort, collator));
  }, [query.data, search, sort, locale]);

  const text = useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return {
      number: (value: number) => number.format(value),
      onTime: (row: Row) =>
        row.rides > 0
          ? t('driverReports.share', {
              count: number.format(row.onTimePickUps),
              percent: percent.format(row.onTimePickUps / row.rides),
            })
          : number.format(row.onTimePickUps),
      minutes: (value: number | null) =>
        value === null
          ? t('common.notAvailable')
          : t('driverReports.minutes', { value: number.format(value) }),
      rating: (value: number | null) => (value === null ? t('common.notAvailable') : number.format(value)),
      when: (value: string | null) => (value ? companyTime(value) : t('common.notAvailable')),
    };
  }, [locale, companyTime, t]);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const header = (key: SortKey) => {
      const active = sort.key === key;
      const Icon = active ? (sort.descending ? IconArrowDown : IconArrowUp) : IconArrowsSort;
      return (
        <UnstyledButton
          onClick={() =>
            setSort(active ? { key, descending: !sort.descending } : { key, descending: key !== 'name' })
          }
          fw={700}
          fz="sm"
        >
          <Group gap={4} wrap="nowrap">
            {t(`driverReports.columns.${key}`)}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      );
    };
    const column = (key: SortKey, render: (row: Row) => ReactNode): DataTableColumn<Row> => ({
      key,
      header: header(key),
      render,
      sort: sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none',
    });
    return [
      column('name', (row) => row.name),
      column('rides', (row) => text.number(row.rides)),
      column('onTime', text.onTime),
      column('averagePickUp', (row) => text.minutes(row.averagePickUpMinutes)),
      column('rating', (row) => text.rating(row.averageRating)),
      column('signIns', (row) => text.number(row.signIns)),
      column('lastSignIn', (row) => text.when(row.lastSignInAt)),
    ];
  }, [sort, t, text]);

  const exportRows = async (format: ExportFormat) => {
    const keys: SortKey[] = ['name', 'rides', 'onTime', 'averagePickUp', 'rating', 'signIns', 'lastSignIn'];
    const header = keys.map((key) => t(`driverReports.columns.${key}`));
    // Plain numbers, so that a spreadsheet can add them up.
    const lines = rows.map((row) => [
      row.name,
      row.rides,
      row.onTimePickUps,
      row.averagePickUpMinutes,
      row.averageRating,
      row.signIns,
      row.lastSignInAt ? text.when(row.lastSignInAt) : '',
    ]);
    const range = [fromDate, toDate].filter(Boolean).join('_');
    try {
      await saveTable(format, {
        name: `${t('driverReports.fileName')}${range ? `-${range}` : ''}`,
        rows: [header, ...lines],
      });
      setExported({ status: 'done', count: rows.length });
    } catch (error) {
      setExported({ status: 'failed', error });
    }
  };
  const table = useWholeList(query, query.data ? rows : undefined, datesOk);

  return (
    <ReportPage
      texts="team:driverReports"
      exporter={reportExport(
        { state: exported, run: (_filter: undefined, format: ExportFormat) => exportRows(format) },
        undefined,
        {
          ready: datesOk && Boolean(query.data),
          hasRows: rows.length > 0,
          onDismiss: () => setExported({ status: 'idle' }),
        },
      )}
      filters={<ReportFilters texts="team:driverReports" filter={report} zoneHint />}
      table={{ columns, ...table, rowKey: (row) => row.userId }}
    />
  );
}
