import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWholeList } from '../../components/usePaging.ts';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';

type Row = ResponseOf<typeof contract.transportation.recentParties>['items'][number];

const LIMIT = 50;

/** The parties the user booked or moved lately; each opens the board on that party. */
export default function RecentScreen() {
  const { t } = useTranslation('recent');
  const when = useCompanyTime();
  const recent = useApiQuery(routes.transportation.recentParties, { query: { limit: LIMIT } });
  const rows = recent.data?.items;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        key: 'party',
        header: t('recent.columns.party'),
        render: (row) => <PartyLink number={row.number} label={t('recent.open', { number: row.number })} />,
      },
      {
        key: 'touched',
        header: t('recent.columns.touched'),
        render: (row) => when(row.touchedAt),
      },
      {
        key: 'action',
        header: t('recent.columns.action'),
        render: (row) => t(`party.action.${row.lastAction}`, { defaultValue: row.lastAction }),
      },
      {
        key: 'status',
        header: t('recent.columns.status'),
        render: (row) => <PartyStatusBadge status={row.status} />,
      },
      { key: 'guest', header: t('recent.columns.guest'), render: (row) => row.guestName },
      {
        key: 'route',
        header: t('recent.columns.route'),
        render: (row) => t('partyText.fromTo', { from: row.fromLocationName, to: row.toLocationName }),
      },
    ],
    [t, when],
  );

  const table = useWholeList(recent, rows);

  return (
    <Stack gap="md">
      <PageHeader texts="recent:recent" />
      <DataTable texts="recent:recent" columns={columns} {...table} rowKey={(row) => row.id} />
    </Stack>
  );
}
