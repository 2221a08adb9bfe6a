import type { PartySummary } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Anchor } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnCell, cellColumns, cellRows } from '../../components/columnCells.ts';
import { type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage } from '../../components/ReportPage.tsx';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';
import { placeUrl, SharedPositions, sharedPlace } from './SharedPositions.tsx';

const LIST = routes.reservation.getReservationOrGMapByDates;

/** The list's columns, each headed by its word under `gmapParties.columns`. */
type ColumnKey = 'party' | 'status' | 'guest' | 'phone' | 'route' | 'scheduled' | 'place';

const readPage: PageReader<PartySummary, ReportRange> = (filter, page, signal) =>
  callEndpoint(LIST, { query: { commandType: 'GMAP' }, body: { ...filter, ...page } }, { signal });

/** Map requests of a date range: a server-paged list, the guests' shared positions on a map, and CSV export. */
export default function GmapPartiesScreen() {
  const { t } = useTranslation('gmap-parties');
  const { paging, range: filter, datesOk, pageProps } = useReportQuery();
  const { page, pageSize } = paging;
  const { fromDate, toDate } = filter;
  const list = useApiQuery(
    LIST,
    { query: { commandType: 'GMAP' }, body: { ...filter, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );
  const rows = list.data?.items;

  const when = useCompanyTime();
  const route = useCallback(
    (row: PartySummary) => t('partyText.fromTo', { from: row.fromLocationName, to: row.toLocationName }),
    [t],
  );

  // One list of the columns: each cell drawn on the screen, and its text in the CSV file.
  const cells = useMemo<ColumnCell<PartySummary, ColumnKey>[]>(
    () => [
      { key: 'party', text: (row) => row.number, render: (row) => <PartyLink number={row.number} /> },
      {
        key: 'status',
        text: (row) => t(`party.status.${row.status}`),
        render: (row) => <PartyStatusBadge status={row.status} />,
      },
      { key: 'guest', text: (row) => row.guestName },
      {
        key: 'phone',
        text: (row) => row.phone,
        render: (row) => <PhoneText phone={row.phone} fallback={t('common.notAvailable')} />,
      },
      { key: 'route', text: route },
      { key: 'scheduled', text: (row) => when(row.scheduledAt) },
      {
        key: 'place',
        text: (row) => sharedPlace(row) ?? '',
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
  const header = useCallback((key: ColumnKey) => t(`gmapParties.columns.${key}`), [t]);
  const columns = useMemo(() => cellColumns(cells, header), [cells, header]);

  const save = useCallback(
    (all: PartySummary[], format: ExportFormat) => {
      return saveTable(format, {
        name: `${t('gmapParties.fileName')}-${fromDate}_${toDate}`,
        rows: cellRows(cells, header, all),
      });
    },
    [cells, header, t, fromDate, toDate],
  );
  const exporter = usePagedExport(readPage, save);
  const reportPage = pageProps('gmap-parties:gmapParties', list, exporter);

  return (
    <ReportPage {...reportPage} table={{ columns, ...reportPage.table, rows, rowKey: (row) => row.id }}>
      {rows && rows.length > 0 ? <SharedPositions rows={rows} /> : null}
    </ReportPage>
  );
}
