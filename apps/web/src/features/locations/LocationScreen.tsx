import { contract, type Location, locationInput } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../components/MapPicker.tsx';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { ActiveBadge } from './StatusBadge.tsx';
import { useCategoryOptions, useZoneOptions } from './shared.ts';

const KINDS = ['hotel', 'airport', 'station', 'attraction', 'port', 'venue', 'other'] as const;
const useLocationsPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getLocations, { query }, keepPrevious);

export default function LocationScreen() {
  const { t } = useTranslation('locations');
  const zones = useZoneOptions();
  const categories = useCategoryOptions();
  const save = useChange(contract.locations.addOrEditLocation);
  const remove = useChange(contract.locations.deleteLocation);
  return (
    <ResourceScreen<Location>
      title={t('locations.title')}
      description={t('locations.description')}
      caption={t('locations.title')}
      addLabel={t('locations.add')}
      emptyTitle={t('locations.empty')}
      rowKey={(row) => row.id}
      useList={useLocationsPage}
      columns={[
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        { key: 'kind', header: t('fields.kind'), render: (row) => t(`locations.kinds.${row.kind}`) },
        { key: 'address', header: t('fields.address'), render: (row) => row.address },
        { key: 'zone', header: t('fields.zone'), render: (row) => row.zoneName ?? t('common.notAvailable') },
        {
          key: 'position',
          header: t('fields.position'),
          render: (row) => <span dir="ltr">{`${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`}</span>,
        },
        { key: 'active', header: t('fields.status'), render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      form={{
        schema: locationInput,
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'address', label: t('fields.address'), kind: 'text' },
          {
            name: 'kind',
            label: t('fields.kind'),
            kind: 'select',
            options: KINDS.map((k) => ({ value: k, label: t(`locations.kinds.${k}`) })),
          },
          {
            name: 'categoryId',
            label: t('fields.category'),
            kind: 'select',
            options: categories,
            clearable: true,
          },
          { name: 'zoneId', label: t('fields.zone'), kind: 'select', options: zones, clearable: true },
          { name: 'latitude', label: t('fields.latitude'), kind: 'decimal' },
          { name: 'longitude', label: t('fields.longitude'), kind: 'decimal' },
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) => ({
          ...(row ? { id: row.id } : {}),
          name: row?.name ?? '',
          address: row?.address ?? '',
          kind: row?.kind ?? 'other',
          categoryId: row?.categoryId ?? null,
          zoneId: row?.zoneId ?? null,
          latitude: row?.latitude ?? null,
          longitude: row?.longitude ?? null,
          active: row?.active ?? true,
        }),
        save: (values) => save({ body: locationInput.parse(values) }),
        extra: (values, set) => (
          <MapPicker
            label={t('locations.map')}
            offlineHint={t('locations.mapOffline')}
            latitude={typeof values.latitude === 'number' ? values.latitude : null}
            longitude={typeof values.longitude === 'number' ? values.longitude : null}
            onPick={(latitude, longitude) => {
              set('latitude', latitude);
              set('longitude', longitude);
            }}
          />
        ),
      }}
      remove={(row) => remove({ body: { id: row.id } })}
      confirmRemove={(row) => t('resource.confirmDeleteNamed', { name: row.name })}
    />
  );
}
