import { contract, type ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { DialogActions } from '../../components/DialogActions.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { ERROR_CATALOGUE } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { useDescribeRefusal, useRuleLabel } from './shared.ts';

type Defaults = ResponseOf<typeof contract.userManagement.getDefaultAccessRules>;
type RoleDefaults = Defaults['roles'][number];
/** `add` grants rules on top of a role's set; `edit` replaces one role's set. */
type Editing = { mode: 'add' } | { mode: 'edit'; role: RoleDefaults } | null;

/** The access rules each role has by default; a user's own overrides come on top (the access rules screen). */
export default function DefaultAccessRolesScreen() {
  const { t } = useTranslation('user-management');
  const session = useSignedInSession();
  const describe = useDescribeRefusal();
  const ruleLabel = useRuleLabel();
  const paging = usePaging();
  const [editing, setEditing] = useState<Editing>(null);
  const query = useApiQuery(routes.userManagement.getDefaultAccessRules, { query: {} });
  const remove = useWrite(routes.userManagement.deleteDefaultAccess, { describe });
  const failure = remove.message;
  const _roles = query.data?.roles ?? [];
  const isOwn = (role: RoleDefaults) => role.code === session.roleCode;

  const columns: DataTableColumn<RoleDefaults>[] = [
    {
      key: 'role',
      header: t('userManagement.defaults.role'),
      width: 200,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.name}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            <span dir="ltr">{row.code}</span>
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rules',
      header: t('userManagement.defaults.rules'),
      render: (row) =>
        row.ruleCodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('userManagement.defaults.none')}
          </Text>
        ) : (
          <Group gap={4}>
            {row.ruleCodes.map((code) => (
              <Badge
                key={code}
                variant="light"
                tt="none"
                rightSection={
                  isOwn(row) ? null : (
                    <CloseButton
                      size="xs"
                      variant="transparent"
                      aria-label={t('userManagement.defaults.removeRule', {
                        rule: ruleLabel(code),
                        role: row.name,
                      })}
                      onClick={() =>
                        void remove.run({
                          query: { commandType: 'RULES' },
                          body: { roleId: row.roleId, ruleCodes: [code] },
                        })
                      }
                    />
                  )
                }
              >
                {ruleLabel(code)}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'actions',
      header: t('resource.actions'),
      width: 110,
      render: (row) => {
        if (isOwn(row)) {
          return (
            <Text size="xs" c="dimmed">
              {t('userManagement.defaults.ownRole')}
            </Text>
          );
        }
        const edit = t('userManagement.defaults.editFor', { role: row.name });
        const clear = t('userManagement.defaults.clearFor', { role: row.name });
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={edit}>
              <ActionIcon
                variant="subtle"
                aria-label={edit}
                onClick={() => setEditing({ mode: 'edit', role: row })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={clear}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={clear}
                disabled={row.ruleCodes.length === 0}
                onClick={() => {
                  const question = t('userManagement.defaults.confirmClear', { role: row.name });
                  if (typeof window.confirm === 'function' && !window.confirm(question)) return;
                  void remove.run({
                    query: { commandType: 'ALL' },
                    body: { roleId: row.roleId, ruleCodes: [] },
                  });
                }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        texts="user-management:userManagement.defaults"
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
            disabled={!query.data}
          >
            {t('userManagement.defaults.add')}
          </Button>
        }
      />
      <FormErrorAlert
        title={failure ? t(ERROR_CATALOGUE.assigningDefaultAccessRules) : undefined}
        message={failure}
      />
      <DataTable
        texts="user-management:userManagement.defaults"
        columns={columns}
        {...paging.localTableProps(query, query.data?.roles)}
        rowKey={(row) => row.roleId}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === 'edit'
            ? t('userManagement.defaults.editFor', { role: editing.role.name })
            : t('userManagement.defaults.add')
        }
      >
        {editing && query.data ? (
          <RulesForm
            key={editing.mode === 'edit' ? editing.role.roleId : 'add'}
            editing={editing}
            data={query.data}
            ownRoleCode={session.roleCode}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function RulesForm({
  editing,
  data,
  ownRoleCode,
  onDone,
}: {
  editing: NonNullable<Editing>;
  data: Defaults;
  ownRoleCode: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('user-management');
  const ruleLabel = useRuleLabel();
  const schema = contract.userManagement.addOrUpdateAccessRues.body;
  const [roleId, setRoleId] = useState<string | null>(editing.mode === 'edit' ? editing.role.roleId : null);
  const [ruleCodes, setRuleCodes] = useState<string[]>(editing.mode === 'edit' ? editing.role.ruleCodes : []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useWrite(routes.userManagement.addOrUpdateAccessRues, {
    describe: useDescribeRefusal(),
    onSuccess: onDone,
  });
  const failure = save.message;

  const submit = async () => {
    save.reset();
    const parsed = schema.safeParse({ roleId: roleId ?? undefined, ruleCodes });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), t('validation.required')]),
        ),
      );
      return;
    }
    if (editing.mode === 'add' && ruleCodes.length === 0) {
      setErrors({ ruleCodes: t('userManagement.defaults.chooseRule') });
      return;
    }
    setErrors({});
    await save.run({ query: { commandType: editing.mode === 'edit' ? 'EDIT' : 'ADD' }, body: parsed.data });
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert
        title={failure ? t(ERROR_CATALOGUE.assigningDefaultAccessRules) : undefined}
        message={failure}
      />
      {editing.mode === 'add' ? (
        <Select
          label={t('userManagement.defaults.role')}
          data={data.roles
            .filter((role) => role.code !== ownRoleCode)
            .map((role) => ({ value: role.roleId, label: role.name }))}
          value={roleId}
          onChange={setRoleId}
          error={errors.roleId}
          searchable
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('userManagement.defaults.editHint')}
        </Text>
      )}
      <Checkbox.Group
        label={
          editing.mode === 'add'
            ? t('userManagement.defaults.rulesToAdd')
            : t('userManagement.defaults.rules')
        }
        value={ruleCodes}
        onChange={setRuleCodes}
        error={errors.ruleCodes}
      >
        <Stack gap={6} mt={6}>
          {data.rules.map((code) => (
            <Checkbox key={code} value={code} label={ruleLabel(code)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <DialogActions onCancel={onDone} onSubmit={() => void submit()} saving={save.busy} />
    </Stack>
  );
}
