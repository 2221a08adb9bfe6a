import { zoneCharges } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { columnsOf } from '../../components/crudColumns.tsx';
import { useFareColumns } from './fareColumns.tsx';

export default function ZoneChargesScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(zoneCharges);
  const fare = useFareColumns();
  return (
    <CrudScreen
      resource={zoneCharges}
      texts="locations:zoneCharges"
      pages={{
        add: '/Locations/ZoneCharges/add/new',
        edit: (row) => `/Locations/ZoneCharges/edit/${row.id}`,
      }}
      columns={[
        column.text('fromZoneName', t('fields.fromZone'), 'fromZoneName'),
        column.text('toZoneName', t('fields.toZone'), 'toZoneName'),
        ...fare.prices,
        fare.active,
      ]}
      nameOf={(row) => `${row.fromZoneName} → ${row.toZoneName}`}
    />
  );
}
