import { contract, type ResponseOf } from '@curbside/contract';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { type ListState, ResourceScreen } from '../../components/ResourceScreen.tsx';
import { keepPrevious, useApiQuery, useChange } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

type AccountType = ResponseOf<typeof contract.accountType.getAccountTypes>['items'][number];
type StatusFilter = 'all' | AccountType['status'];

const schema = contract.accountType.addOrEditAccountType.body;
const PATHS = [contract.accountType.getAccountTypes.path];

/**
 * The call answers every account type of the company (a short list), so searching and paging happen here;
 * only the status filter goes to the server.
 */
function useAccountTypes(
  status: StatusFilter,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string },
): ListState<AccountType> {
  const query = useApiQuery(
    contract.accountType.getAccountTypes,
    { body: status === 'all' ? {} : { status } },
    keepPrevious,
  );
  const needle = search?.toLocaleLowerCase();
  const matching = (query.data?.items ?? []).filter(
    (row) =>
      !needle ||
      row.name.toLocaleLowerCase().includes(needle) ||
      (row.description ?? '').toLocaleLowerCase().includes(needle),
  );
  return {
    data: query.data
      ? { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length }
      : undefined,
    isLoading: query.isPending,
    isFetching: query.isFetching && !query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

export default function AccountTypeScreen() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const canManage = session.rules.includes('settings.manage');
  const [status, setStatus] = useState<StatusFilter>('all');
  const save = useChange(contract.accountType.addOrEditAccountType, PATHS);
  const remove = useChange(contract.accountType.deleteAccountType, PATHS);
  const usePage = (page: { page: number; pageSize: number; search?: string }) =>
    useAccountTypes(status, page);
  const statusOptions = activeStatusOptions(t);

  return (
    <ResourceScreen<AccountType>
      title={t('accountTypes.title')}
      description={canManage ? t('accountTypes.description') : t('accountTypes.readOnly')}
      caption={t('accountTypes.caption')}
      addLabel={t('accountTypes.add')}
      emptyTitle={t('accountTypes.empty')}
      emptyDescription={canManage ? t('accountTypes.emptyHint') : undefined}
      rowKey={(row) => row.id}
      useList={usePage}
      filterKey={status}
      toolbar={
        <SegmentedControl
          aria-label={t('accountTypes.filter')}
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          data={[{ value: 'all', label: t('accountTypes.all') }, ...statusOptions]}
        />
      }
      columns={[
        { key: 'name', header: t('fields.name'), render: (row) => row.name },
        {
          key: 'description',
          header: t('fields.description'),
          render: (row) => row.description ?? t('common.notAvailable'),
        },
        {
          key: 'status',
          header: t('fields.status'),
          render: (row) => <ActiveBadge active={row.status === 'active'} />,
        },
      ]}
      {...(canManage
        ? {
            form: {
              schema,
              fields: [
                { name: 'name', label: t('fields.name'), kind: 'text' },
                { name: 'description', label: t('fields.description'), kind: 'text' },
                { name: 'status', label: t('fields.status'), kind: 'select', options: statusOptions },
              ],
              initial: (row: AccountType | null) => ({
                ...(row ? { id: row.id } : {}),
                name: row?.name ?? '',
                description: row?.description ?? '',
                status: row?.status ?? 'active',
              }),
              save: (values) => {
                const body = schema.parse(values);
                return save({ body: { ...body, description: body.description || null } });
              },
            },
            remove: (row: AccountType) => remove({ body: { id: row.id } }),
            confirmRemove: (row: AccountType) => t('resource.confirmDeleteNamed', { name: row.name }),
          }
        : {})}
    />
  );
}
