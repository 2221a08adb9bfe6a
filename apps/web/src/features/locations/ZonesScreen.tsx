import { zones } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';

export default function ZonesScreen() {
  const { t } = useTranslation('locations');
  return (
    <CrudScreen
      resource={zones}
      texts="locations:zones"
      columns={[
        {
          key: 'name',
          header: t('fields.name'),
          sort: 'name',
          render: (row) => row.name,
          csv: (row) => row.name,
        },
        {
          key: 'description',
          header: t('fields.description'),
          render: (row) => row.description,
          csv: (row) => row.description,
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
          { name: 'description', label: t('fields.description'), kind: 'text' },
          { name: 'active', label: t('fields.active'), kind: 'switch' },
        ],
        initial: (row) => ({
          ...(row ? { id: row.id } : {}),
          name: row?.name ?? '',
          description: row?.description ?? '',
          active: row?.active ?? true,
        }),
      }}
      nameOf={(row) => row.name}
    />
  );
}
