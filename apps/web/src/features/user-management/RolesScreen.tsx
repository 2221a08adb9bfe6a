import { contract } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { formValuesOf } from '../../components/crudColumns.tsx';
import { crudTexts } from '../../components/crudTexts.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { useWrite } from '../../lib/query.ts';
import { type RoleRow, useDescribeRefusal, useRoles } from './shared.ts';
import { TaggedCell } from './TaggedCell.tsx';

/** Adding and editing name every field, so the form asks for all of them; deleting needs only the id. */
const roleForm = contract.userManagement.addOrEditRole.body.required({
  code: true,
  name: true,
  status: true,
});

/**
 * A company has a handful of roles and the server answers them all at once, so this list pages and searches
 * what it has.
 */
function useRolesPage(input: { page: number; pageSize: number; search?: string }) {
  const roles = useRoles();
  const data = useMemo(() => {
    if (!roles.data) return undefined;
    const needle = input.search?.toLowerCase();
    const matching = needle
      ? roles.data.items.filter(
          (role) => role.name.toLowerCase().includes(needle) || role.code.toLowerCase().includes(needle),
        )
      : roles.data.items;
    const start = (input.page - 1) * input.pageSize;
    return { items: matching.slice(start, start + input.pageSize), total: matching.length };
  }, [roles.data, input.page, input.pageSize, input.search]);
  return { ...roles, data, refetch: roles.refetch };
}

export default function RolesScreen() {
  const { t } = useTranslation('user-management');
  const describe = useDescribeRefusal();
  const { call: save } = useWrite(routes.userManagement.addOrEditRole);

  const columns = useMemo<DataTableColumn<RoleRow>[]>(
    () => [
      {
        key: 'code',
        header: t('userManagement.roles.columns.code'),
        render: (row) => (
          <TaggedCell tag={row.seeded ? t('userManagement.roles.seeded') : null}>
            <Text size="sm" ff="monospace" dir="ltr">
              {row.code}
            </Text>
          </TaggedCell>
        ),
      },
      { key: 'name', header: t('userManagement.roles.columns.name'), render: (row) => row.name },
      {
        key: 'users',
        header: t('userManagement.roles.columns.users'),
        render: (row) => row.userCount,
      },
      {
        key: 'status',
        header: t('userManagement.roles.columns.status'),
        render: (row) => <ActiveBadge active={row.status === 'active'} />,
      },
    ],
    [t],
  );

  return (
    <CrudScreen<RoleRow>
      {...crudTexts(t, 'userManagement.roles')}
      rowKey={(row) => row.id}
      useList={useRolesPage}
      columns={columns}
      describeError={describe}
      form={{
        schema: roleForm,
        fields: [
          {
            name: 'code',
            label: t('userManagement.roles.columns.code'),
            kind: 'text',
            ltr: true,
            description: t('userManagement.roles.codeHint'),
          },
          { name: 'name', label: t('userManagement.roles.columns.name'), kind: 'text' },
          {
            name: 'status',
            label: t('userManagement.roles.columns.status'),
            kind: 'select',
            options: activeStatusOptions(t),
          },
        ],
        initial: (row) => formValuesOf(row, { code: '', name: '', status: 'active' }),
        save: (values, row) =>
          save({ query: { commandType: row ? 'EDIT' : 'ADD' }, body: roleForm.parse(values) }),
      }}
      remove={(row) => save({ query: { commandType: 'DELETE' }, body: { id: row.id } })}
      confirmRemove={(row) => t('userManagement.roles.confirmDelete', { name: row.name })}
    />
  );
}
