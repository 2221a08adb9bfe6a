import { locationKind, places } from '@curbside/contract';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';
import { MapPicker } from '../../components/MapPicker.tsx';
import { wordOptions } from '../../lib/options.ts';
import { useCategoryOptions, useZoneOptions } from './shared.ts';

const KINDS = locationKind.options;
type Kind = (typeof KINDS)[number];

export default function LocationScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(places);
  const zones = useZoneOptions();
  const categories = useCategoryOptions();
  const [zoneId, setZoneId] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind | null>(null);
  const kinds = wordOptions(t, 'locations.kinds', KINDS);
  const position = (row: { latitude: number; longitude: number }) =>
    `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`;

  return (
    <CrudScreen
      resource={places}
      texts="locations:locations"
      filters={{
        values: { ...(zoneId ? { zoneId } : {}), ...(kind ? { kind } : {}) },
        controls: (
          <>
            <Select
              aria-label={t('fields.zone')}
              placeholder={t('locations.allZones')}
              data={zones}
              value={zoneId}
              onChange={setZoneId}
              clearable
              searchable
            />
            <Select
              aria-label={t('fields.kind')}
              placeholder={t('locations.allKinds')}
              data={kinds}
              value={kind}
              onChange={(value) => setKind(value as Kind | null)}
              clearable
            />
          </>
        ),
      }}
      columns={[
        column.text('name', t('fields.name'), 'name'),
        {
          key: 'kind',
          header: t('fields.kind'),
          sort: 'kind',
          render: (row) => t(`locations.kinds.${row.kind}`),
          csv: (row) => t(`locations.kinds.${row.kind}`),
        },
        column.text('address', t('fields.address'), 'address'),
        column.optional(t, 'zoneName', t('fields.zone'), 'zoneName'),
        column.ltrOf('position', t('fields.position'), position),
        column.active(t, 'active'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'address', label: t('fields.address'), kind: 'text' },
          { name: 'kind', label: t('fields.kind'), kind: 'select', options: kinds },
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
          activeSwitch(t),
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            address: '',
            kind: 'other',
            categoryId: null,
            zoneId: null,
            latitude: null,
            longitude: null,
            active: true,
          }),
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
      nameOf={(row) => row.name}
    />
  );
}
