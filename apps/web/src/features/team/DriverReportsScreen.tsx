import { contract, type ResponseOf } from '@curbside/contract';
import { Alert, Button, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDownload } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReportFilters } from '../../components/ReportFilters.tsx';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { addDays, datesInOrder, dayInZone, formatInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

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
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const locale = localeOf(i18n.language);
  const [today] = useState(() => dayInZone(new Date(), timeZone));
  const [fromDate, setFromDate] = useState(() => addDays(today, -29));
  const [toDate, setToDate] = useState(today);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'rides', descending: true });
  const [exported, setExported] = useState<number | null>(null);
  const datesOk = datesInOrder(fromDate, toDate);

  const query = useApiQuery(
    contract.userManagement.getDriversPerformance,
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
      when: (value: string | null) =>
        value ? formatInZone(value, timeZone, locale) : t('common.notAvailable'),
    };
  }, [locale, timeZone, t]);

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

  const exportCsv = () => {
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
    downloadCsv(`${t('driverReports.fileName')}${range ? `-${range}` : ''}.csv`, toCsv([header, ...lines]));
    setExported(rows.length);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('driverReports.title')}
        description={t('driverReports.description')}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={!query.data || rows.length === 0 || !datesOk}
          >
            {t('driverReports.export')}
          </Button>
        }
      />
      {exported !== null ? (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setExported(null)}>
          {t('driverReports.exportDone', { count: exported })}
        </Alert>
      ) : null}
      <ReportFilters
        fromLabel={t('driverReports.from')}
        toLabel={t('driverReports.to')}
        searchLabel={t('driverReports.search')}
        from={fromDate}
        to={toDate}
        search={search}
        onFromChange={setFromDate}
        onToChange={setToDate}
        onSearchChange={setSearch}
        hint={timeZone ? t('driverReports.zoneHint', { timeZone }) : null}
      />
      <DataTable
        caption={t('driverReports.caption')}
        columns={columns}
        rows={query.data ? rows : undefined}
        rowKey={(row) => row.userId}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 25)}
        onPageChange={() => undefined}
        loading={query.isPending && datesOk}
        fetching={query.isFetching && !query.isPending}
        error={query.error ? describeError(query.error, t) : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t('driverReports.empty')}
        emptyDescription={t('driverReports.emptyHint')}
      />
    </Stack>
  );
}
