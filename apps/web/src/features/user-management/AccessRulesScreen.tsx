import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  ActionIcon,
  Badge,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { DialogActions } from '../../components/DialogActions.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { ListSearch } from '../../components/ListSearch.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { ERROR_CATALOGUE } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { useDescribeRefusal, useRuleLabel } from './shared.ts';

type UserAccess = ResponseOf<typeof contract.userManagement.getAllUsersAccess>['items'][number];
type RuleState = UserAccess['rules'][number];
type Choice = 'role' | 'allow' | 'deny';
type StatusFilter = 'all' | 'active' | 'inactive';

const choiceOf = (rule: RuleState): Choice =>
  rule.source === 'role' ? 'role' : rule.allowed ? 'allow' : 'deny';

function RuleCell({ rule }: { rule: RuleState | undefined }) {
  const { t } = useTranslation('user-management');
  if (!rule) return t('common.notAvailable');
  const own = rule.source === 'user';
  const text = rule.allowed ? t('userManagement.access.allowed') : t('userManagement.access.denied');
  return (
    <Badge
      color={rule.allowed ? 'teal' : 'gray'}
      variant={own ? 'filled' : 'light'}
      tt="none"
      title={own ? t('userManagement.access.ownOverride') : t('userManagement.access.fromRole')}
    >
      {own ? `${text} *` : text}
    </Badge>
  );
}

/** Each user's effective access rules, and the user's own overrides on top of the role's defaults. */
export default function AccessRulesScreen() {
  const { t } = useTranslation('user-management');
  const session = useSignedInSession();
  const ruleLabel = useRuleLabel();
  const [status, setStatus] = useState<StatusFilter>('active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().toLowerCase(), 200);
  const paging = usePaging();
  const [editing, setEditing] = useState<UserAccess | null>(null);
  const query = useApiQuery(routes.userManagement.getAllUsersAccess, {
    query: status === 'all' ? {} : { status },
  });

  // The call answers every user at once (no paging in the contract), so searching and paging happen here.
  const matching = useMemo(() => {
    const items = query.data?.items ?? [];
    return debounced
      ? items.filter(
          (row) => row.name.toLowerCase().includes(debounced) || row.email.toLowerCase().includes(debounced),
        )
      : items;
  }, [query.data, debounced]);
  const ruleCodes = useMemo(() => query.data?.items[0]?.rules.map((rule) => rule.code) ?? [], [query.data]);

  const columns = useMemo<DataTableColumn<UserAccess>[]>(
    () => [
      {
        key: 'user',
        header: t('userManagement.access.user'),
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.name}</Text>
            <Text size="xs" c="dimmed">
              <span dir="ltr">{row.email}</span>
            </Text>
            {row.status === 'inactive' ? (
              <Text size="xs" c="dimmed" fs="italic">
                {t('common.inactive')}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      // Beside the name, so that it stays in sight however many rules scroll sideways.
      {
        key: 'edit',
        header: t('resource.actions'),
        render: (row: UserAccess) => {
          const own = row.userId === session.user.id;
          const label = own
            ? t('userManagement.access.ownAccess')
            : t('userManagement.access.editFor', { name: row.name });
          return (
            <Tooltip label={label}>
              <ActionIcon variant="subtle" aria-label={label} disabled={own} onClick={() => setEditing(row)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        },
      },
      { key: 'role', header: t('userManagement.access.role'), render: (row) => row.roleName },
      ...ruleCodes.map((code) => ({
        key: code,
        header: ruleLabel(code),
        render: (row: UserAccess) => <RuleCell rule={row.rules.find((rule) => rule.code === code)} />,
      })),
    ],
    [t, ruleCodes, ruleLabel, session.user.id],
  );

  return (
    <Stack gap="md">
      <PageHeader texts="user-management:userManagement.access" />
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearch value={search} onChange={(value) => paging.refilter(() => setSearch(value))} />
          <SegmentedControl
            aria-label={t('userManagement.users.statusFilter')}
            value={status}
            onChange={(value) => paging.refilter(() => setStatus(value as StatusFilter))}
            data={[{ value: 'all', label: t('userManagement.users.all') }, ...activeStatusOptions(t)]}
          />
        </Group>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('userManagement.access.legend')}
      </Text>
      <DataTable
        texts="user-management:userManagement.access"
        columns={columns}
        {...paging.localTableProps(query, query.data ? matching : undefined)}
        rowKey={(row) => row.userId}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('userManagement.access.editFor', { name: editing.name }) : ''}
        size="lg"
      >
        {editing ? (
          <OverridesForm key={editing.userId} user={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

function OverridesForm({ user, onDone }: { user: UserAccess; onDone: () => void }) {
  const { t } = useTranslation('user-management');
  const ruleLabel = useRuleLabel();
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(user.rules.map((rule) => [rule.code, choiceOf(rule)])),
  );
  const update = useWrite(routes.userManagement.updateUserAccess, {
    describe: useDescribeRefusal(),
    onSuccess: onDone,
  });
  const failure = update.message;

  const submit = () =>
    update.run({
      body: {
        userId: user.userId,
        rules: user.rules.map((rule) => {
          const choice = choices[rule.code] ?? 'role';
          return { code: rule.code, allowed: choice === 'role' ? null : choice === 'allow' };
        }),
      },
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('userManagement.access.formHint', { role: user.roleName })}
      </Text>
      <FormErrorAlert
        title={failure ? t(ERROR_CATALOGUE.assigningUserAccessRules) : undefined}
        message={failure}
      />
      <Table fz="sm" verticalSpacing={6} aria-label={t('userManagement.access.overrides')}>
        <Table.Tbody>
          {user.rules.map((rule) => (
            <Table.Tr key={rule.code}>
              <Table.Th scope="row" fw={500} id={`rule-${rule.code}`}>
                {ruleLabel(rule.code)}
              </Table.Th>
              <Table.Td>
                <SegmentedControl
                  size="xs"
                  aria-labelledby={`rule-${rule.code}`}
                  value={choices[rule.code] ?? 'role'}
                  onChange={(value) =>
                    setChoices((previous) => ({ ...previous, [rule.code]: value as Choice }))
                  }
                  data={[
                    { value: 'role', label: t('userManagement.access.followRole') },
                    { value: 'allow', label: t('userManagement.access.allow') },
                    { value: 'deny', label: t('userManagement.access.deny') },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DialogActions onCancel={onDone} onSubmit={() => void submit()} saving={update.busy} />
    </Stack>
  );
}
