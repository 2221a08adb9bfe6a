import { GUEST_SORTS, type GuestSummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnCell, cellColumns, cellRows } from '../../components/columnCells.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ExportButton, ExportStatus } from '../../components/ExportStatus.tsx';
import { ListSearch, useListSearch } from '../../components/ListSearch.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { callEndpoint } from '../../lib/api.ts';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { wordOptions } from '../../lib/options.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';
import { GuestDrawer } from './GuestDrawer.tsx';

const LIST = routes.guest.getGuestList;
type Sort = (typeof GUEST_SORTS)[number];
type Direction = 'asc' | 'desc';
interface Filter {
  search?: string;
  sort: Sort;
  direction: Direction;
}

/** The list's columns, each headed by its word under `guests.columns`. */
type ColumnKey =
  | 'name'
  | 'phone'
  | 'email'
  | 'room'
  | 'language'
  | 'visits'
  | 'lastVisit'
  | 'texts'
  | 'marketing';

const readPage: PageReader<GuestSummary, Filter> = (filter, page, signal) =>
  callEndpoint(LIST, { body: { ...filter, ...page } }, { signal });

/**
 * /Marketing/GuestManagment (ADR 120): the company's guests, one row a person across their rides, permits and
 * wait-list entries, searched, sorted and paged by the server; a guest opens in a drawer with their bookings,
 * their messages, their marketing answer and, for an administrator, their erasure (ADR 121).
 */
export default function GuestManagmentScreen() {
  const { t } = useTranslation('guests');
  const paging = usePaging();
  const [search, setSearch] = useListSearch();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<Sort>('lastVisit');
  const [direction, setDirection] = useState<Direction>('desc');
  const [open, setOpen] = useState<GuestSummary | null>(null);
  const filter: Filter = { ...(debounced ? { search: debounced } : {}), sort, direction };
  const list = useApiQuery(
    LIST,
    { body: { ...filter, page: paging.page, pageSize: paging.pageSize } },
    keepPrevious,
  );
  const when = useCompanyTime();

  const cells = useMemo<ColumnCell<GuestSummary, ColumnKey>[]>(
    () => [
      {
        key: 'name',
        text: (row) => row.name,
        render: (row) => (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            aria-label={t('guests.open', { name: row.name || t('guests.noName') })}
            onClick={() => setOpen(row)}
          >
            {row.name || t('guests.noName')}
          </Button>
        ),
      },
      {
        key: 'phone',
        text: (row) => row.phone,
        render: (row) => <PhoneText phone={row.phone} fallback="—" />,
      },
      { key: 'email', text: (row) => row.email, render: (row) => <span dir="ltr">{row.email || '—'}</span> },
      { key: 'room', text: (row) => row.roomNumber },
      {
        key: 'language',
        text: (row) => t(`guests.languages.${row.language || 'unknown'}`, { defaultValue: row.language }),
      },
      { key: 'visits', text: (row) => row.visits },
      { key: 'lastVisit', text: (row) => when(row.lastVisitAt) },
      { key: 'texts', text: (row) => t(`guests.texts.${row.texts}`) },
      { key: 'marketing', text: (row) => t(`guests.marketing.${row.marketing}`) },
    ],
    [t, when],
  );
  const header = useCallback((key: ColumnKey) => t(`guests.columns.${key}`), [t]);
  const columns = useMemo<DataTableColumn<GuestSummary>[]>(
    () =>
      cellColumns(cells, header).map((column) =>
        column.key === SORT_COLUMN[sort]
          ? { ...column, sort: direction === 'asc' ? 'ascending' : 'descending' }
          : column,
      ),
    [cells, header, sort, direction],
  );

  const save = useCallback(
    (rows: GuestSummary[]) => {
      downloadCsv(`${t('guests.fileName')}.csv`, toCsv(cellRows(cells, header, rows)));
    },
    [cells, header, t],
  );
  const exporter = usePagedExport(readPage, save);

  return (
    <Stack>
      <PageHeader
        texts="guests:guests"
        actions={
          <ExportButton
            state={exporter.state}
            texts="resource"
            disabled={(list.data?.total ?? 0) === 0}
            onExport={() => void exporter.run(filter)}
          />
        }
      />
      <Group align="end" gap="sm" wrap="wrap">
        <ListSearch value={search} onChange={(value) => paging.refilter(() => setSearch(value))} />
        <Select
          label={t('guests.sort')}
          data={wordOptions(t, 'guests.sorts', GUEST_SORTS)}
          value={sort}
          onChange={(value) =>
            paging.refilter(() => setSort(GUEST_SORTS.find((s) => s === value) ?? 'lastVisit'))
          }
          allowDeselect={false}
          maw={180}
        />
        <Select
          label={t('guests.direction')}
          data={(['desc', 'asc'] as const).map((value) => ({
            value,
            label: t(`guests.directions.${value}`),
          }))}
          value={direction}
          onChange={(value) => paging.refilter(() => setDirection(value === 'asc' ? 'asc' : 'desc'))}
          allowDeselect={false}
          maw={160}
        />
      </Group>
      <ExportStatus state={exporter.state} texts="resource" />
      <DataTable
        texts="guests:guests"
        columns={columns}
        rowKey={(row) => row.guestRef}
        {...paging.tableProps(list)}
      />
      {open ? <GuestDrawer guest={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}

/** The column each sort orders by, announced as sorted (`aria-sort`). */
const SORT_COLUMN: Record<Sort, ColumnKey> = {
  lastVisit: 'lastVisit',
  name: 'name',
  visits: 'visits',
};
