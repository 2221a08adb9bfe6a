import { contract, zoneInput } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../components/ResourceScreen.tsx';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { ActiveBadge } from './StatusBadge.tsx';

type Zone = { id: string; name: string; description: string; active: boolean };
const useZonesPage = (query: { page: number; pageSize: number; search?: string }) =>
  useApiQuery(contract.locations.getZones, { query }, keepPrevious);

export default function ZonesScreen() {
  const { t } = useTranslation('locations');
  const save = useChange(contract.locations.addOrEditZone);
  const remove = useChange(contract.locations.deleteZone);
  return (
    <ResourceScreen<Zone>
      title={t('zones.title')}
      description={t('zones.description')}
      caption={t('zones.title')}
      addLabel={t('zones.add')}
      emptyTitle={t('zones.empty')}
      rowKey={(row) => row.id}
      useList={useZonesPage}
      columns={[
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        { key: 'description', header: t('fields.description'), render: (row) => row.description },
        {
          key: 'active',
          header: t('fields.status'),
          render: (row) => <ActiveBadge active={row.active} />,
        },
      ]}
      form={{
        schema: zoneInput,
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
        save: (values) => save({ body: zoneInput.parse(values) }),
      }}
      remove={(row) => remove({ body: { id: row.id } })}
      confirmRemove={(row) => t('resource.confirmDeleteNamed', { name: row.name })}
    />
  );
}
