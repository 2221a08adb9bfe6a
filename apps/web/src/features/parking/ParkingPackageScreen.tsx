import { contract, parkingPackages } from '@curbside/contract';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf, statusSelect } from '../../components/crudColumns.tsx';
import { useMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

/** The parking packages the desk sells, each with its type, price, duration, commission and lots. */
export default function ParkingPackageScreen() {
  const { t } = useTranslation('parking');
  const session = useSignedInSession();
  const money = useMoney(session.company?.currency ?? 'USD');
  const column = columnsOf(parkingPackages);
  // The choices of the form: every type and lot (a company keeps a few dozen at most).
  const types = useApiQuery(contract.parking.getparkingTypes, { body: { pageSize: 200 } });
  const lots = useApiQuery(contract.parking.getParkingLocations, { body: { pageSize: 200 } });
  const lotOptions = (lots.data?.items ?? []).map((lot) => ({ value: lot.id, label: lot.name }));
  const lotName = new Map(lotOptions.map((o) => [o.value, o.label]));

  return (
    <CrudScreen
      resource={parkingPackages}
      texts="parking:packages"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        { key: 'type', header: t('fields.type'), render: (row) => row.typeName, csv: (row) => row.typeName },
        {
          key: 'price',
          header: t('fields.price'),
          sort: 'priceCents',
          render: (row) => money(row.priceCents),
          csv: (row) => (row.priceCents / 100).toFixed(2),
        },
        {
          key: 'duration',
          header: t('fields.duration'),
          render: (row) => t('packages.hours', { count: row.durationHours }),
          csv: (row) => String(row.durationHours),
        },
        {
          key: 'commission',
          header: t('fields.commission'),
          render: (row) => `${row.commissionPercent} %`,
          csv: (row) => String(row.commissionPercent),
        },
        {
          key: 'lots',
          header: t('fields.lots'),
          render: (row) => row.lotIds.map((id) => lotName.get(id) ?? '…').join(', '),
          csv: (row) => row.lotIds.map((id) => lotName.get(id) ?? id).join('; '),
        },
        column.status(t('fields.status'), 'status'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          {
            name: 'typeId',
            label: t('fields.type'),
            kind: 'select',
            options: (types.data?.items ?? []).map((type) => ({ value: type.id, label: type.name })),
          },
          { name: 'priceCents', label: t('fields.price'), kind: 'money' },
          { name: 'durationHours', label: t('fields.duration'), kind: 'integer', min: 1 },
          { name: 'commissionPercent', label: t('fields.commission'), kind: 'decimal', min: 0, max: 100 },
          statusSelect(t),
        ],
        initial: (row) =>
          formValuesOf(row, {
            name: '',
            typeId: null,
            priceCents: 0,
            durationHours: 24,
            commissionPercent: 0,
            lotIds: [],
            status: 'active',
          }),
        extra: (values, set, errors) => (
          <MultiSelect
            label={t('packages.lots')}
            data={lotOptions}
            value={Array.isArray(values.lotIds) ? [...values.lotIds] : []}
            onChange={(next) => set('lotIds', next)}
            error={errors.lotIds}
            searchable
          />
        ),
      }}
      nameOf={(row) => row.name}
    />
  );
}
