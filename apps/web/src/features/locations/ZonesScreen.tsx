import { zones } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

export default function ZonesScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(zones);
  return (
    <CrudScreen
      resource={zones}
      texts="locations:zones"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.text('description', t('fields.description')),
        column.active(t, 'active'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'description', label: t('fields.description'), kind: 'text' },
          activeSwitch(t),
        ],
        initial: (row) => formValuesOf(row, { name: '', description: '', active: true }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
