import { contract, locationCategoryInput } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { ActiveBadge } from './StatusBadge.tsx';

type Category = { id: string; name: string; icon: string; active: boolean };
const useCategoriesPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getLocationCategories, { query }, keepPrevious);

export default function LocationCategoryScreen() {
  const { t } = useTranslation('locations');
  const save = useChange(contract.locations.addOrEditLocationCategory);
  const remove = useChange(contract.locations.deleteLocationCategory);
  return (
    <ResourceScreen<Category>
      title={t('categories.title')}
      caption={t('categories.title')}
      addLabel={t('categories.add')}
      emptyTitle={t('categories.empty')}
      rowKey={(row) => row.id}
      useList={useCategoriesPage}
      columns={[
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        { key: 'icon', header: t('fields.icon'), render: (row) => <span dir="ltr">{row.icon}</span> },
        { key: 'active', header: t('fields.status'), render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      form={{
        schema: locationCategoryInput,
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
        save: (values) => save({ body: locationCategoryInput.parse(values) }),
      }}
      remove={(row) => remove({ body: { id: row.id } })}
      confirmRemove={(row) => t('resource.confirmDeleteNamed', { name: row.name })}
    />
  );
}
