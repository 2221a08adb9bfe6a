import { contract, type PartySummary } from '@curbside/contract';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ExportStatus } from '../../components/ExportStatus.tsx';
import { type MapPosition, PositionsMap } from '../../components/MapPicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReportFilters } from '../../components/ReportFilters.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { addDays, datesInOrder, dayInZone, formatInZone } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

const LIST = contract.reservation.getReservationOrGMapByDates;
const COLUMNS = ['party', 'status', 'guest', 'phone', 'route', 'scheduled'] as const;

interface Filter {
  fromDate: string;
  toDate: string;
  search?: string;
}

const readPage: PageReader<PartySummary, Filter> = (filter, page, signal) =>
  callEndpoint(LIST, { query: { commandType: 'GMAP' }, body: { ...filter, ...page } }, { signal });

/** Map requests of a date range: a server-paged list, the guests' shared positions on a map, and CSV export. */
export default function GmapPartiesScreen() {
  const { t, i18n } = useTranslation('gmap-parties');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const locale = localeOf(i18n.language);
  const [today] = useState(() => dayInZone(new Date(), timeZone));
  const [fromDate, setFromDate] = useState(() => addDays(today, -6));
  const [toDate, setToDate] = useState(today);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const paging = usePaging();
  const { page, pageSize } = paging;
  const datesOk = Boolean(fromDate && toDate) && datesInOrder(fromDate, toDate);

  const filter = useMemo<Filter>(
    () => ({ fromDate, toDate, ...(debounced ? { search: debounced } : {}) }),
    [fromDate, toDate, debounced],
  );
  const list = useApiQuery(
    LIST,
    { query: { commandType: 'GMAP' }, body: { ...filter, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );
  const rows = list.data?.items;

  const positions = useMemo<MapPosition[]>(
    () =>
      (rows ?? []).flatMap((row) =>
        row.guestLatitude !== null && row.guestLongitude !== null
          ? [
              {
                id: row.id,
                latitude: row.guestLatitude,
                longitude: row.guestLongitude,
                label: `${t('partyText.number', { number: row.number })} ${row.guestName}`,
              },
            ]
          : [],
      ),
    [rows, t],
  );

  const when = useCallback((value: string) => formatInZone(value, timeZone, locale), [timeZone, locale]);
  const route = useCallback(
    (row: PartySummary) => t('partyText.fromTo', { from: row.fromLocationName, to: row.toLocationName }),
    [t],
  );

  const columns = useMemo<DataTableColumn<PartySummary>[]>(
    () => [
      {
        key: 'party',
        header: t('gmapParties.columns.party'),
        render: (row) => (
          <Anchor
            component={Link}
            to={`/TrasactionManagement/RecordManagement?search=${row.number}`}
            fw={600}
          >
            <span dir="ltr">{t('partyText.number', { number: row.number })}</span>
          </Anchor>
        ),
      },
      {
        key: 'status',
        header: t('gmapParties.columns.status'),
        render: (row) => <PartyStatusBadge status={row.status} />,
      },
      { key: 'guest', header: t('gmapParties.columns.guest'), render: (row) => row.guestName },
      {
        key: 'phone',
        header: t('gmapParties.columns.phone'),
        render: (row) => <span dir="ltr">{row.phone || t('common.notAvailable')}</span>,
      },
      { key: 'route', header: t('gmapParties.columns.route'), render: route },
      {
        key: 'scheduled',
        header: t('gmapParties.columns.scheduled'),
        render: (row) => when(row.scheduledAt),
      },
    ],
    [t, when, route],
  );

  const save = useCallback(
    (all: PartySummary[]) => {
      const header = COLUMNS.map((key) => t(`gmapParties.columns.${key}`));
      const lines = all.map((row) => [
        row.number,
        t(`party.status.${row.status}`),
        row.guestName,
        row.phone,
        route(row),
        when(row.scheduledAt),
      ]);
      downloadCsv(`${t('gmapParties.fileName')}-${fromDate}_${toDate}.csv`, toCsv([header, ...lines]));
    },
    [t, route, when, fromDate, toDate],
  );
  const exporter = usePagedExport(readPage, save);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('gmapParties.title')}
        description={t('gmapParties.description')}
        actions={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void exporter.run(filter)}
            loading={exporter.state.status === 'running'}
            disabled={!datesOk || (list.data?.total ?? 0) === 0}
          >
            {t('gmapParties.export')}
          </Button>
        }
      />
      <ExportStatus
        state={exporter.state}
        label={t('gmapParties.export')}
        running={(done, total) => t('gmapParties.exporting', { done, total })}
        done={(count) => t('gmapParties.exportDone', { count })}
        failed={t('gmapParties.exportFailed')}
      />
      <ReportFilters
        fromLabel={t('gmapParties.from')}
        toLabel={t('gmapParties.to')}
        searchLabel={t('gmapParties.search')}
        searchPlaceholder={t('gmapParties.searchPlaceholder')}
        from={fromDate}
        to={toDate}
        search={search}
        onFromChange={(value) => paging.refilter(() => setFromDate(value))}
        onToChange={(value) => paging.refilter(() => setToDate(value))}
        onSearchChange={(value) => paging.refilter(() => setSearch(value))}
        hint={timeZone ? t('gmapParties.zoneHint', { timeZone }) : null}
      />
      {rows && rows.length > 0 ? (
        <Stack gap={4}>
          <PositionsMap
            positions={positions}
            label={t('gmapParties.map')}
            offlineHint={t('gmapParties.mapOffline')}
          />
          {positions.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('gmapParties.noPositions')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <DataTable
        caption={t('gmapParties.caption')}
        columns={columns}
        {...paging.tableProps(list, datesOk)}
        rows={rows}
        rowKey={(row) => row.id}
        emptyTitle={t('gmapParties.empty')}
        emptyDescription={t('gmapParties.emptyHint')}
      />
    </Stack>
  );
}
