import type { Location } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { describeError } from '../../lib/errors.ts';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';
import { ActiveBadge } from './StatusBadge.tsx';
import { useLocationOptions } from './shared.ts';

export type ListName = 'from' | 'to' | 'quick';

/** The from-list, the to-list or the quick list: which locations are offered, in order. */
export function SelectedLocations({ list }: { list: ListName }) {
  const { t } = useTranslation('locations');
  const options = useLocationOptions();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { call: add } = useWrite(routes.locations.addSelectedLocation);
  const { call: remove } = useWrite(routes.locations.deleteSelectedLocation);
  const usePage = (query: { page: number; pageSize: number; search?: string }) =>
    useApiQuery(routes.locations.getSelectedLocations, { query: { ...query, list } }, keepPrevious);
  return (
    <CrudScreen<Location & { sortOrder: number }>
      title={t(`selectedLists.${list}.title`)}
      description={t(`selectedLists.${list}.description`)}
      caption={t(`selectedLists.${list}.title`)}
      addLabel={t('selectedLists.add')}
      emptyTitle={t('selectedLists.empty')}
      rowKey={(row) => row.id}
      useList={usePage}
      toolbar={
        <Group gap="xs" align="flex-end">
          <Select
            label={t('selectedLists.location')}
            data={options}
            value={picked}
            onChange={setPicked}
            searchable
            w={260}
          />
          <Button
            disabled={!picked}
            onClick={async () => {
              if (!picked) return;
              setError(null);
              try {
                await add({ body: { list, locationId: picked } });
                setPicked(null);
              } catch (failure) {
                setError(describeError(failure, t));
              }
            }}
          >
            {t('selectedLists.add')}
          </Button>
          <FormErrorAlert message={error} />
        </Group>
      }
      columns={[
        { key: 'order', header: '#', width: 48, render: (row) => row.sortOrder + 1 },
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        { key: 'address', header: t('fields.address'), render: (row) => row.address },
        { key: 'active', header: t('fields.status'), render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      remove={(row) => remove({ body: { list, locationId: row.id } })}
      confirmRemove={(row) => t('selectedLists.confirmRemove', { name: row.name })}
    />
  );
}
