import { parkingLots } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf, formValuesOf, statusSelect } from '../../components/crudColumns.tsx';

/** The company's parking lots and how many vehicles each holds. */
export default function ParkingLocationsScreen() {
  const { t } = useTranslation('parking');
  const column = columnsOf(parkingLots);

  return (
    <CrudScreen
      resource={parkingLots}
      texts="parking:lots"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.optional(t, 'address', t('fields.address')),
        column.text('capacity', t('fields.capacity'), 'capacity'),
        column.status(t('fields.status'), 'status'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'address', label: t('fields.address'), kind: 'text' },
          { name: 'capacity', label: t('fields.capacity'), kind: 'integer', min: 0 },
          statusSelect(t),
        ],
        initial: (row) => formValuesOf(row, { name: '', address: '', capacity: 0, status: 'active' }),
        toInput: (input) => ({ ...input, address: input.address || null }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
