import { contract } from '@curbside/contract';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../components/ActiveBadge.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { describeError } from '../../lib/errors.ts';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { type DriverVehicle, VehicleForm } from './VehicleForm.tsx';

const vehicleName = (row: DriverVehicle) => `${row.makeName} ${row.modelName}`;

/** The company's drivers, searched on the server as the person types. */
function useDriverSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery(
    contract.userManagement.getUsersList,
    { body: { canBeDriver: true, pageSize: 50, ...(debounced ? { search: debounced } : {}) } },
    keepPrevious,
  );
  // Only an unfiltered empty answer means the company has no drivers at all.
  const none = query.data?.total === 0 && !debounced;
  return { query, search, setSearch, none };
}

function DriverPicker({
  drivers,
  value,
  onChange,
}: {
  drivers: ReturnType<typeof useDriverSearch>;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('vehicles');
  const { query } = drivers;
  if (query.error && !query.data) {
    return (
      <ErrorState
        title={t('vehicles.driversFailed')}
        message={describeError(query.error, t)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Select
      label={t('vehicles.driver')}
      placeholder={t('vehicles.chooseDriver')}
      data={(query.data?.items ?? []).map((driver) => ({ value: driver.id, label: driver.name }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={drivers.search}
      onSearchChange={drivers.setSearch}
      nothingFoundMessage={query.isFetching ? t('common.loading') : t('vehicles.noDrivers')}
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/** The driver's current vehicle, chosen among their active ones. */
function CurrentVehicle({ userId }: { userId: string }) {
  const { t } = useTranslation('vehicles');
  const available = useApiQuery(contract.driverVehicle.getDriverAvailableVehicles, { query: { userId } });
  const [pending, setPending] = useState(false);
  const change = useChange(contract.driverVehicle.updateUserVehicle);
  const [error, setError] = useState<unknown>(null);
  if (available.error) {
    return <ErrorState title={describeError(available.error, t)} onRetry={() => void available.refetch()} />;
  }
  const items = available.data?.items ?? [];
  return (
    <Stack gap={4}>
      <Select
        label={t('vehicles.current')}
        description={t('vehicles.currentHint')}
        placeholder={items.length === 0 ? t('vehicles.noAvailable') : t('vehicles.chooseCurrent')}
        data={items.map((item) => ({ value: item.id, label: `${vehicleName(item)} (${item.plateNumber})` }))}
        value={items.find((item) => item.isCurrent)?.id ?? null}
        disabled={available.isPending || items.length === 0 || pending}
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
        onChange={async (vehicleId) => {
          if (!vehicleId) return;
          setError(null);
          setPending(true);
          try {
            await change({ body: { vehicleId } });
          } catch (failure) {
            setError(failure);
          } finally {
            setPending(false);
          }
        }}
      />
      <FormErrorAlert title={t('vehicles.saveFailed')} message={error ? describeError(error, t) : null} />
    </Stack>
  );
}

/** Each driver's vehicles: add, edit and delete them, and choose the one the driver drives now. */
export default function DriverVehiclesScreen() {
  const { t } = useTranslation('vehicles');
  const drivers = useDriverSearch();
  const [userId, setUserId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ vehicle: DriverVehicle | null } | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const vehicles = useApiQuery(
    contract.driverVehicle.getDrivervehicles,
    { body: { userId: userId ?? undefined } },
    { enabled: userId !== null },
  );
  const save = useChange(contract.driverVehicle.addorEditDriverVehicles);
  const remove = useChange(contract.driverVehicle.deleteVehicle);

  const columns = useMemo<DataTableColumn<DriverVehicle>[]>(
    () => [
      {
        key: 'vehicle',
        header: t('vehicles.columns.vehicle'),
        render: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{vehicleName(row)}</Text>
            {row.isCurrent ? (
              <Badge color="brand" variant="light" tt="none">
                {t('vehicles.currentBadge')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        key: 'plate',
        header: t('vehicles.columns.plate'),
        render: (row) => <span dir="ltr">{row.plateNumber}</span>,
      },
      {
        key: 'year',
        header: t('vehicles.columns.year'),
        render: (row) => row.year ?? t('common.notAvailable'),
      },
      {
        key: 'color',
        header: t('vehicles.columns.color'),
        render: (row) => row.color ?? t('common.notAvailable'),
      },
      { key: 'seats', header: t('vehicles.columns.seats'), render: (row) => row.seats },
      {
        key: 'status',
        header: t('vehicles.columns.status'),
        render: (row) => <ActiveBadge active={row.status === 'active'} />,
      },
      {
        key: 'actions',
        header: t('vehicles.columns.actions'),
        width: 96,
        render: (row) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('vehicles.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('vehicles.edit')}
                onClick={() => setEditing({ vehicle: row })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('vehicles.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('vehicles.delete')}
                onClick={async () => {
                  if (!window.confirm(t('vehicles.confirmDelete', { plate: row.plateNumber }))) return;
                  setRemoveError(null);
                  try {
                    await remove({ body: { vehicleId: row.id } });
                  } catch (error) {
                    setRemoveError(error);
                  }
                }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, remove],
  );

  const rows = vehicles.data?.items;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('vehicles.title')}
        description={t('vehicles.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={userId === null}
            onClick={() => setEditing({ vehicle: null })}
          >
            {t('vehicles.add')}
          </Button>
        }
      />
      {drivers.none ? (
        <EmptyState title={t('vehicles.noDrivers')} description={t('vehicles.noDriversHint')} />
      ) : (
        <Paper withBorder p="sm" radius="md">
          <Group gap="lg" align="flex-start" wrap="wrap">
            <DriverPicker
              drivers={drivers}
              value={userId}
              onChange={(next) => {
                setUserId(next);
                setRemoveError(null);
              }}
            />
            {userId ? <CurrentVehicle key={userId} userId={userId} /> : null}
          </Group>
        </Paper>
      )}
      {drivers.none ? null : userId === null ? (
        <EmptyState title={t('vehicles.pickDriver')} />
      ) : (
        <>
          <FormErrorAlert
            title={t('vehicles.saveFailed')}
            message={removeError ? describeError(removeError, t) : null}
          />
          <DataTable
            caption={t('vehicles.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            total={rows?.length ?? 0}
            page={1}
            pageSize={Math.max(rows?.length ?? 0, 25)}
            onPageChange={() => undefined}
            loading={vehicles.isPending}
            fetching={vehicles.isFetching && !vehicles.isPending}
            error={vehicles.error ? describeError(vehicles.error, t) : null}
            onRetry={() => void vehicles.refetch()}
            emptyTitle={t('vehicles.empty')}
            emptyDescription={t('vehicles.emptyHint')}
          />
        </>
      )}
      <Modal
        opened={editing !== null && userId !== null}
        onClose={() => setEditing(null)}
        title={editing?.vehicle ? t('vehicles.edit') : t('vehicles.add')}
        size="lg"
      >
        {editing && userId ? (
          <VehicleForm
            userId={userId}
            vehicle={editing.vehicle}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await save({ body });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
