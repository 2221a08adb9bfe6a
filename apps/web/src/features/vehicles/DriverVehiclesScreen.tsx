import { driverVehicles, type ItemOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf, statusSelect } from '../../components/crudColumns.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { describeError } from '../../lib/errors.ts';
import { namedOptions } from '../../lib/options.ts';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';

type DriverVehicle = ItemOf<typeof driverVehicles>;

const vehicleName = (row: DriverVehicle) => `${row.makeName} ${row.modelName}`;

/** The company's drivers, searched on the server as the person types. */
function useDriverSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useApiQuery(
    routes.userManagement.getUsersList,
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
      data={namedOptions(query.data?.items)}
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
  const available = useApiQuery(routes.driverVehicle.getDriverAvailableVehicles, { query: { userId } });
  const [pending, setPending] = useState(false);
  const { call: change } = useWrite(routes.driverVehicle.updateUserVehicle);
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

/** One driver's vehicles, the collection's screen: the model list follows the chosen make. */
function VehicleList({ userId, controls }: { userId: string; controls: ReactNode }) {
  const { t } = useTranslation('vehicles');
  const column = columnsOf(driverVehicles);
  const [makeId, setMakeId] = useState<string | null>(null);
  const makes = useApiQuery(routes.driverVehicle.getVehicleMakes, {});
  const models = useApiQuery(
    routes.driverVehicle.getVehicleModelByMakeId,
    { query: { makeId: makeId ?? '' } },
    { enabled: makeId !== null },
  );
  const catalogueError = makes.error ?? models.error;
  return (
    <CrudScreen
      resource={driverVehicles}
      texts="vehicles:vehicles"
      filters={{
        values: { userId },
        controls: (
          <>
            {controls}
            <FormErrorAlert message={catalogueError ? describeError(catalogueError, t) : null} />
          </>
        ),
      }}
      columns={[
        {
          key: 'vehicle',
          header: t('vehicles.columns.vehicle'),
          sort: 'vehicle',
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
          csv: vehicleName,
        },
        column.ltr('plateNumber', t('vehicles.columns.plate'), 'plateNumber'),
        column.optional(t, 'year', t('vehicles.columns.year'), 'year'),
        column.optional(t, 'color', t('vehicles.columns.color')),
        column.text('seats', t('vehicles.columns.seats'), 'seats'),
        column.status(t('vehicles.columns.status'), 'status'),
      ]}
      form={{
        fields: [
          {
            name: 'makeId',
            label: t('vehicles.fields.make'),
            kind: 'select',
            options: namedOptions(makes.data?.items),
            clears: ['modelId'],
          },
          {
            name: 'modelId',
            label: t('vehicles.fields.model'),
            kind: 'select',
            options: makeId ? namedOptions(models.data?.items) : [],
            disabled: makeId === null,
            ...(makeId === null ? { placeholder: t('vehicles.fields.chooseMakeFirst') } : {}),
          },
          { name: 'plateNumber', label: t('vehicles.fields.plate'), kind: 'text', ltr: true },
          { name: 'year', label: t('vehicles.fields.year'), kind: 'integer', min: 1980, max: 2100 },
          { name: 'color', label: t('vehicles.fields.color'), kind: 'text' },
          { name: 'seats', label: t('vehicles.fields.seats'), kind: 'integer', min: 1, max: 60 },
          statusSelect(t, t('vehicles.fields.status')),
        ],
        initial: (row) => ({
          ...formValuesOf(row, {
            makeId: null,
            modelId: null,
            plateNumber: '',
            year: null,
            color: '',
            seats: 4,
            status: 'active',
          }),
          // The driver whose page this is, whatever the row says.
          userId,
        }),
        toInput: (input) => ({ ...input, color: input.color || null }),
        onValuesChange: (values) => setMakeId(typeof values.makeId === 'string' ? values.makeId : null),
      }}
      nameOf={(row) => row.plateNumber}
    />
  );
}

/** Each driver's vehicles: add, edit and delete them, and choose the one the driver drives now. */
export default function DriverVehiclesScreen() {
  const { t } = useTranslation('vehicles');
  const drivers = useDriverSearch();
  const [userId, setUserId] = useState<string | null>(null);
  const picker = <DriverPicker drivers={drivers} value={userId} onChange={setUserId} />;

  if (userId) {
    return (
      <VehicleList
        key={userId}
        userId={userId}
        controls={
          <Group gap="lg" align="flex-start" wrap="wrap">
            {picker}
            <CurrentVehicle userId={userId} />
          </Group>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <PageHeader texts="vehicles:vehicles" />
      {drivers.none ? (
        <EmptyState title={t('vehicles.noDrivers')} description={t('vehicles.noDriversHint')} />
      ) : (
        <>
          <Paper withBorder p="sm" radius="md">
            {picker}
          </Paper>
          <EmptyState title={t('vehicles.pickDriver')} />
        </>
      )}
    </Stack>
  );
}
