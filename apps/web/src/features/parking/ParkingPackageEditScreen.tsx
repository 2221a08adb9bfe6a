import { contract, parkingPackageInput } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { List, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { formValuesOf, statusSelect } from '../../components/crudColumns.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { RecordPageHeader, useRecordMode } from '../../components/RecordPage.tsx';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';

const LIST = '/ParkingPermit/ParkingPackage';

interface SoldIn {
  data?: { items: readonly { id: string; name: string; capacity: number }[] } | undefined;
  isPending: boolean;
}

/** The lots a package is sold for, by name and capacity (GetParkingLocationsByPackageId), as a viewer sees them. */
function SoldInLots({ soldIn }: { soldIn: SoldIn }) {
  const { t } = useTranslation('parking');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('packages.lots')}
      </Text>
      {soldIn.data && soldIn.data.items.length > 0 ? (
        <List size="sm">
          {soldIn.data.items.map((lot) => (
            <List.Item key={lot.id}>
              {t('packagePage.lotLine', { name: lot.name, count: lot.capacity })}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {soldIn.isPending ? t('packagePage.loadingLots') : t('packagePage.noLots')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/ParkingPermit/ParkingPackage/:action/:id`: `add/new`, `edit/<id>` or `view/<id>` of a package: its type,
 * price, duration, commission and the lots it is sold for (read with the specification's
 * GetParkingLocationsIdsByPackageId to edit, GetParkingLocationsByPackageId by name to view). Someone without
 * the settings rule, or any `view`, sees it read-only.
 */
export default function ParkingPackageEditScreen() {
  const { t } = useTranslation('parking');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { mode, canWrite, adding, editing, viewing } = useRecordMode(
    contract.parking.addOrEditParkingPackage.permission,
  );
  const { call: save } = useWrite(routes.parking.addOrEditParkingPackage);
  const found = useApiQuery(routes.parking.getParkingPackageById, { query: { id } }, { enabled: !adding });
  const lotIds = useApiQuery(
    routes.parking.getParkingLocationsIdsByPackageId,
    { body: { packageId: id } },
    { enabled: editing },
  );
  const soldIn = useApiQuery(
    routes.parking.getParkingLocationsByPackageId,
    { query: { packageId: id } },
    { enabled: viewing },
  );
  const types = useApiQuery(
    routes.parking.getparkingTypes,
    { body: { pageSize: 200 } },
    { enabled: !viewing },
  );
  const lots = useApiQuery(
    routes.parking.getParkingLocations,
    { body: { pageSize: 200 } },
    { enabled: !viewing },
  );

  const failed = (!adding && found.error) || (editing && lotIds.error);
  if (failed) {
    const retry = () => {
      void found.refetch();
      if (editing) void lotIds.refetch();
    };
    return <QueryError title={t('packagePage.loadFailed')} query={{ error: failed, refetch: retry }} />;
  }
  if ((!adding && !found.data) || (editing && !lotIds.data)) return <ScreenLoader />;
  const row = adding ? undefined : found.data;
  const title = adding ? t('packages.add') : (row?.name ?? '');
  const typeOptions = viewing
    ? row
      ? [{ value: row.typeId, label: row.typeName }]
      : []
    : (types.data?.items ?? []).map((type) => ({ value: type.id, label: type.name }));
  const lotOptions = (lots.data?.items ?? []).map((lot) => ({ value: lot.id, label: lot.name }));

  return (
    <Stack gap="md">
      <RecordPageHeader
        texts="parking:packagePage"
        title={title}
        mode={mode}
        canWrite={canWrite}
        listPath={LIST}
        editPath={`${LIST}/edit/${id}`}
      />
      <Paper withBorder p="md" radius="md" maw={640}>
        <ResourceForm
          readOnly={viewing}
          schema={parkingPackageInput}
          submitLabel={t('packagePage.save')}
          onCancel={() => navigate(LIST)}
          fields={[
            { name: 'name', label: t('fields.name'), kind: 'text' },
            { name: 'typeId', label: t('fields.type'), kind: 'select', options: typeOptions },
            { name: 'priceCents', label: t('fields.price'), kind: 'money' },
            { name: 'durationHours', label: t('fields.duration'), kind: 'integer', min: 1 },
            { name: 'commissionPercent', label: t('fields.commission'), kind: 'decimal', min: 0, max: 100 },
            {
              name: 'inAndOut',
              label: t('fields.inAndOut'),
              description: t('fields.inAndOutHint'),
              kind: 'switch',
            },
            statusSelect(t),
          ]}
          initial={{
            ...formValuesOf(row ?? null, {
              name: '',
              typeId: null,
              priceCents: 0,
              durationHours: 24,
              commissionPercent: 0,
              inAndOut: false,
              status: 'active',
            }),
            lotIds: lotIds.data?.lotIds ?? [],
          }}
          extra={(values, set, errors) =>
            viewing ? (
              <SoldInLots soldIn={soldIn} />
            ) : (
              <MultiSelect
                label={t('packages.lots')}
                data={lotOptions}
                value={Array.isArray(values.lotIds) ? [...values.lotIds] : []}
                onChange={(next) => set('lotIds', next)}
                error={errors.lotIds}
                searchable
              />
            )
          }
          onSubmit={async (values) => {
            await save({ body: parkingPackageInput.parse(values) });
            navigate(LIST);
          }}
        />
      </Paper>
    </Stack>
  );
}
