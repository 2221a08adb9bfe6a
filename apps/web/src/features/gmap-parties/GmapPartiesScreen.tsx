import { contract, type PartySummary } from '@curbside/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { type MapPosition, PositionsMap } from '../../components/MapPicker.tsx';
import { ReportFilters, type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

const LIST = contract.reservation.getReservationOrGMapByDates;
const COLUMNS = ['party', 'status', 'guest', 'phone', 'route', 'scheduled', 'place'] as const;

/** Where the guest shared they wait, as "lat, lon" (null when they have not shared it). */
const sharedPlace = (row: PartySummary): string | null =>
  row.guestLatitude !== null && row.guestLongitude !== null
    ? `${row.guestLatitude.toFixed(5)}, ${row.guestLongitude.toFixed(5)}`
    : null;

/** The shared place on OpenStreetMap: a link works whether or not the screen's map has tiles. */
const placeUrl = (row: PartySummary) =>
  `https://www.openstreetmap.org/?mlat=${row.guestLatitude}&mlon=${row.guestLongitude}#map=17/${row.guestLatitude}/${row.guestLongitude}`;

const readPage: PageReader<PartySummary, ReportRange> = (filter, page, signal) =>
  callEndpoint(LIST, { query: { commandType: 'GMAP' }, body: { ...filter, ...page } }, { signal });

/** Map requests of a date range: a server-paged list, the guests' shared positions on a map, and CSV export. */
export default function GmapPartiesScreen() {
  const { t } = useTranslation('gmap-parties');
  const { report, paging, range: filter, datesOk } = useReportQuery();
  const { page, pageSize } = paging;
  const { fromDate, toDate } = filter;
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

  const when = useCompanyTime();
  const route = useCallback(
    (row: PartySummary) => t('partyText.fromTo', { from: row.fromLocationName, to: row.toLocationName }),
    [t],
  );

  const columns = useMemo<DataTableColumn<PartySummary>[]>(
    () => [
      {
        key: 'party',
        header: t('gmapParties.columns.party'),
        render: (row) => <PartyLink number={row.number} />,
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
        render: (row) => <PhoneText phone={row.phone} fallback={t('common.notAvailable')} />,
      },
      { key: 'route', header: t('gmapParties.columns.route'), render: route },
      {
        key: 'scheduled',
        header: t('gmapParties.columns.scheduled'),
        render: (row) => when(row.scheduledAt),
      },
      {
        key: 'place',
        header: t('gmapParties.columns.place'),
        render: (row) => {
          const place = sharedPlace(row);
          if (!place) return t('gmapParties.notShared');
          return (
            <Anchor href={placeUrl(row)} target="_blank" rel="noopener noreferrer" dir="ltr">
              {place}
            </Anchor>
          );
        },
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
        sharedPlace(row) ?? '',
      ]);
      downloadCsv(`${t('gmapParties.fileName')}-${fromDate}_${toDate}.csv`, toCsv([header, ...lines]));
    },
    [t, route, when, fromDate, toDate],
  );
  const exporter = usePagedExport(readPage, save);

  return (
    <ReportPage
      texts="gmap-parties:gmapParties"
      exporter={reportExport(exporter, filter, { ready: datesOk, hasRows: (list.data?.total ?? 0) > 0 })}
      filters={
        <ReportFilters texts="gmap-parties:gmapParties" filter={report} refilter={paging.refilter} zoneHint />
      }
      table={{ columns, ...paging.tableProps(list, datesOk), rows, rowKey: (row) => row.id }}
    >
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
    </ReportPage>
  );
}
