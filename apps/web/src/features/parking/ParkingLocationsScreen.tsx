import { parkingLots } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

/** The company's parking lots and how many vehicles each holds. */
export default function ParkingLocationsScreen() {
  const { t } = useTranslation('parking');
  const column = columnsOf(parkingLots);
  const statusOptions = activeStatusOptions(t);

  return (
    <CrudScreen
      resource={parkingLots}
      texts="parking:lots"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.optional(t, 'address', t('fields.address')),
        {
          key: 'capacity',
          header: t('fields.capacity'),
          sort: 'capacity',
          render: (row) => row.capacity,
          csv: (row) => String(row.capacity),
        },
        {
          key: 'status',
          header: t('fields.status'),
          sort: 'status',
          render: (row) => <ActiveBadge active={row.status === 'active'} />,
          csv: (row) => row.status,
        },
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'address', label: t('fields.address'), kind: 'text' },
          { name: 'capacity', label: t('fields.capacity'), kind: 'integer', min: 0 },
          { name: 'status', label: t('fields.status'), kind: 'select', options: statusOptions },
        ],
        initial: (row) => formValuesOf(row, { name: '', address: '', capacity: 0, status: 'active' }),
        toInput: (input) => ({ ...input, address: input.address || null }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
