import { locationCategories } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { activeSwitch, columnsOf, formValuesOf } from '../../components/crudColumns.tsx';

export default function LocationCategoryScreen() {
  const { t } = useTranslation('locations');
  const column = columnsOf(locationCategories);
  return (
    <CrudScreen
      resource={locationCategories}
      texts="locations:categories"
      columns={[
        column.text('name', t('fields.name'), 'name'),
        column.ltr('icon', t('fields.icon')),
        column.active(t, 'active'),
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'icon', label: t('fields.icon'), description: t('categories.iconHint'), kind: 'text' },
          activeSwitch(t),
        ],
        initial: (row) => formValuesOf(row, { name: '', icon: 'map-pin', active: true }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
