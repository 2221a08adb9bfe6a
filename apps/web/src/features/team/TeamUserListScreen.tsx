import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { LightBadge } from '../../components/LightBadge.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWholeList } from '../../components/usePaging.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ShiftFilterControl, useTeamByShift } from './shiftFilter.tsx';

type Driver = ResponseOf<typeof contract.userManagement.getUserAvailabilityList>['items'][number];

/** The team directory: drivers with their shift and vehicle, live through the event stream. */
export default function TeamUserListScreen() {
  const { t } = useTranslation('team');
  const session = useSignedInSession();
  const canManage = session.rules.includes('users.manage');
  const { shift, setShift, query } = useTeamByShift('all');
  const [search, setSearch] = useState('');
  const change = useWrite(routes.userManagement.updateUserShift);

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const items = query.data?.items ?? [];
    return needle
      ? items.filter((row) => row.name.toLowerCase().includes(needle) || (row.phone ?? '').includes(needle))
      : items;
  }, [query.data, search]);

  const columns = useMemo<DataTableColumn<Driver>[]>(
    () => [
      { key: 'name', header: t('team.columns.name'), render: (row) => row.name },
      {
        key: 'phone',
        header: t('team.columns.phone'),
        render: (row) => <PhoneText phone={row.phone} fallback={t('common.notAvailable')} />,
      },
      {
        key: 'shift',
        header: t('team.columns.shift'),
        render: (row) => (
          <LightBadge color={row.shift === 'available' ? 'teal' : 'gray'}>
            {t(`team.shift.${row.shift}`)}
          </LightBadge>
        ),
      },
      {
        key: 'vehicle',
        header: t('team.columns.vehicle'),
        render: (row) =>
          row.currentVehicle ? (
            <span>
              {row.currentVehicle.label} <span dir="ltr">({row.currentVehicle.plateNumber})</span>
            </span>
          ) : (
            t('team.noVehicle')
          ),
      },
      ...(canManage
        ? [
            {
              key: 'action',
              header: t('team.columns.action'),
              render: (row: Driver) => (
                <Button
                  size="xs"
                  variant="light"
                  loading={change.busy && change.input?.body?.userId === row.id}
                  onClick={() =>
                    void change.run({
                      query: { commandType: row.shift === 'available' ? 'NOT_AVAILABLE' : 'AVAILABLE' },
                      body: { userId: row.id },
                    })
                  }
                >
                  {row.shift === 'available' ? t('team.setNotAvailable') : t('team.setAvailable')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, canManage, change],
  );

  const table = useWholeList(query, query.data ? rows : undefined);

  return (
    <Stack gap="md">
      <PageHeader texts="team:team" />
      <CallFailureAlert error={change.error} t={t} title={t('team.changeFailed')} />
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <ShiftFilterControl
            choices={['all', 'available', 'not_available']}
            value={shift}
            onChange={setShift}
          />
          <TextInput
            aria-label={t('team.search')}
            placeholder={t('team.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
      </Paper>
      <DataTable texts="team:team" columns={columns} {...table} rowKey={(row) => row.id} />
    </Stack>
  );
}
