import { locationCategories } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';

export default function LocationCategoryScreen() {
  const { t } = useTranslation('locations');
  return (
    <CrudScreen
      resource={locationCategories}
      texts="locations:categories"
      columns={[
        {
          key: 'name',
          header: t('fields.name'),
          sort: 'name',
          render: (row) => row.name,
          csv: (row) => row.name,
        },
        {
          key: 'icon',
          header: t('fields.icon'),
          render: (row) => <span dir="ltr">{row.icon}</span>,
          csv: (row) => row.icon,
        },
        {
          key: 'active',
          header: t('fields.status'),
          sort: 'active',
          render: (row) => <ActiveBadge active={row.active} />,
          csv: (row) => (row.active ? t('common.active') : t('common.inactive')),
        },
      ]}
      form={{
        fields: [
          { name: 'name', label: t('fields.name'), kind: 'text' },
          { name: 'icon', label: t('fields.icon'), description: t('categories.iconHint'), kind: 'text' },
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) => ({
          ...(row ? { id: row.id } : {}),
          name: row?.name ?? '',
          icon: row?.icon ?? 'map-pin',
          active: row?.active ?? true,
        }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
