import { contract } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { ActionIcon, Alert, Button, Group, Menu, SegmentedControl, Select, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconMail,
  IconMessage,
  IconPhoto,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveBadge, activeStatusOptions } from '../../components/ActiveBadge.tsx';
import { CrudScreen } from '../../components/CrudScreen.tsx';
import { formValuesOf } from '../../components/crudColumns.tsx';
import { crudTexts } from '../../components/crudTexts.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import type { FormValues, Validator } from '../../components/ResourceForm.tsx';
import { languageOptions } from '../../lib/options.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { keepPrevious, useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { type UserRow, useAssignableRoleOptions, useDescribeRefusal } from './shared.ts';
import { TaggedCell } from './TaggedCell.tsx';

type StatusFilter = 'all' | 'active' | 'inactive';
type Outcome = { kind: 'success' | 'error'; text: string } | null;

const userBody = contract.userManagement.addOrEditUser.body;

/** The form keeps an empty phone and language as text; the contract wants them absent or null. */
function normalise(values: FormValues): FormValues {
  const phone = typeof values.phone === 'string' && values.phone.trim() ? values.phone : null;
  const language = values.language === 'en' || values.language === 'ar' ? values.language : null;
  return { ...values, phone, language };
}
const userValidator: Validator = { safeParse: (value) => userBody.safeParse(normalise(value as FormValues)) };

export default function UsersScreen() {
  const { t } = useTranslation('user-management');
  const session = useSignedInSession();
  const describe = useDescribeRefusal();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [photoOf, setPhotoOf] = useState<UserRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const roleOptions = useAssignableRoleOptions();
  const { call: save } = useWrite(routes.userManagement.addOrEditUser);
  const { call: setStatusOf } = useWrite(routes.userManagement.updateUserStatus);
  const { call: bulk } = useWrite(routes.userManagement.bulkUpdateUsers);
  const { call: sendEmail } = useWrite(routes.messageApi.sendCredentialsForUsers);
  const { call: sendText } = useWrite(routes.messageApi.sendTextMessageForUsers);

  // The list hook closes over this screen's own filters; CrudScreen adds the page and the search.
  function useUsersPage(page: { page: number; pageSize: number; search?: string }) {
    return useApiQuery(
      routes.userManagement.getUsersList,
      { body: { ...page, ...(status === 'all' ? {} : { status }), ...(roleId ? { roleId } : {}) } },
      keepPrevious,
    );
  }

  /** Runs one action, showing what it did or why the server refused it. */
  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: await action() });
    } catch (error) {
      setOutcome({ kind: 'error', text: describe(error) });
    } finally {
      setBusy(false);
    }
  };

  const invite = (userIds: string[], channel: 'email' | 'text') =>
    act(async () => {
      const body = { userIds, hostUrl: window.location.origin };
      const answer = channel === 'email' ? await sendEmail({ body }) : await sendText({ body });
      return t('userManagement.users.invited', { queued: answer.queued, skipped: answer.skipped.length });
    });

  const bulkStatus = (commandType: 'ACTIVATE' | 'DEACTIVATE') =>
    act(async () => {
      const answer = await bulk({ query: { userIds: [...selected], commandType } });
      setSelected(new Set());
      return t('userManagement.users.bulkDone', { count: answer.updated });
    });

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () => [
      {
        key: 'name',
        header: t('userManagement.users.columns.name'),
        render: (row) => (
          <TaggedCell tag={row.canBeDriver ? t('userManagement.users.driver') : null}>
            <Text size="sm">{row.name}</Text>
          </TaggedCell>
        ),
      },
      {
        key: 'email',
        header: t('userManagement.users.columns.email'),
        render: (row) => <span dir="ltr">{row.email}</span>,
      },
      {
        key: 'phone',
        header: t('userManagement.users.columns.phone'),
        render: (row) => <PhoneText phone={row.phone} fallback={t('common.notAvailable')} />,
      },
      { key: 'role', header: t('userManagement.users.columns.role'), render: (row) => row.roleName },
      {
        key: 'status',
        header: t('userManagement.users.columns.status'),
        render: (row) => <ActiveBadge active={row.status === 'active'} />,
      },
    ],
    [t],
  );

  const rowActions = (row: UserRow) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('userManagement.users.moreFor', { name: row.name })}>
          <IconDotsVertical size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPhoto size={16} aria-hidden />} onClick={() => setPhotoOf(row)}>
          {t('userManagement.users.photo')}
        </Menu.Item>
        <Menu.Item
          leftSection={
            row.status === 'active' ? (
              <IconUserOff size={16} aria-hidden />
            ) : (
              <IconUserCheck size={16} aria-hidden />
            )
          }
          disabled={row.id === session.user.id}
          onClick={() =>
            void act(async () => {
              const next = row.status === 'active' ? 'inactive' : 'active';
              await setStatusOf({ body: { userId: row.id, status: next } });
              return t(`userManagement.users.statusChanged.${next}`, { name: row.name });
            })
          }
        >
          {row.status === 'active'
            ? t('userManagement.users.deactivate')
            : t('userManagement.users.activate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={row.status !== 'active'}
          onClick={() => void invite([row.id], 'email')}
        >
          {t('userManagement.users.inviteEmail')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMessage size={16} aria-hidden />}
          disabled={row.status !== 'active' || !row.phone}
          onClick={() => void invite([row.id], 'text')}
        >
          {t('userManagement.users.inviteText')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const chosen = [...selected];
  const banner = (
    <>
      {outcome ? (
        outcome.kind === 'success' ? (
          <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        ) : (
          <FormErrorAlert message={outcome.text} />
        )
      ) : null}
      {chosen.length > 0 ? (
        <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('userManagement.users.bulkActions')}>
          <Text size="sm" fw={600}>
            {t('userManagement.users.selected', { count: chosen.length })}
          </Text>
          <Button size="xs" variant="light" loading={busy} onClick={() => void bulkStatus('ACTIVATE')}>
            {t('userManagement.users.activate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={busy}
            onClick={() => {
              // Locking many people out at once is asked once, naming how many, as the permits' and the board's
              // bulk steps are; activating locks nobody out, so it is not asked.
              const question = t('userManagement.users.bulkDeactivateConfirm', { count: chosen.length });
              if (window.confirm(question)) void bulkStatus('DEACTIVATE');
            }}
          >
            {t('userManagement.users.deactivate')}
          </Button>
          <Button size="xs" variant="light" loading={busy} onClick={() => void invite(chosen, 'email')}>
            {t('userManagement.users.inviteEmail')}
          </Button>
          <Button size="xs" variant="light" loading={busy} onClick={() => void invite(chosen, 'text')}>
            {t('userManagement.users.inviteText')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            {t('userManagement.users.clearSelection')}
          </Button>
        </Group>
      ) : null}
    </>
  );

  return (
    <>
      <CrudScreen<UserRow>
        {...crudTexts(t, 'userManagement.users')}
        rowKey={(row) => row.id}
        useList={useUsersPage}
        columns={columns}
        describeError={describe}
        filterKey={`${status}:${roleId ?? ''}`}
        banner={banner}
        rowActions={rowActions}
        selection={{
          selected,
          onChange: setSelected,
          pageLabel: t('userManagement.users.selectPage'),
          rowLabel: (row) => t('userManagement.users.selectRow', { name: row.name }),
        }}
        toolbar={
          <>
            <SegmentedControl
              aria-label={t('userManagement.users.statusFilter')}
              value={status}
              onChange={(value) => {
                setStatus(value as StatusFilter);
                setSelected(new Set());
              }}
              data={[{ value: 'all', label: t('userManagement.users.all') }, ...activeStatusOptions(t)]}
            />
            <Select
              label={t('userManagement.users.roleFilter')}
              placeholder={t('userManagement.users.anyRole')}
              data={roleOptions}
              value={roleId}
              onChange={(value) => {
                setRoleId(value);
                setSelected(new Set());
              }}
              clearable
              w={200}
            />
          </>
        }
        form={{
          schema: userValidator,
          fields: [
            { name: 'name', label: t('userManagement.users.columns.name'), kind: 'text' },
            { name: 'email', label: t('userManagement.users.columns.email'), kind: 'text', ltr: true },
            {
              name: 'phone',
              label: t('userManagement.users.columns.phone'),
              kind: 'text',
              ltr: true,
              description: t('userManagement.users.phoneHint'),
            },
            {
              name: 'roleId',
              label: t('userManagement.users.columns.role'),
              kind: 'select',
              options: roleOptions,
            },
            {
              name: 'status',
              label: t('userManagement.users.columns.status'),
              kind: 'select',
              options: activeStatusOptions(t),
            },
            {
              name: 'canBeDriver',
              label: t('userManagement.users.canBeDriver'),
              kind: 'switch',
            },
            {
              name: 'language',
              label: t('userManagement.users.language'),
              kind: 'select',
              clearable: true,
              options: languageOptions(t),
            },
          ],
          initial: (row) =>
            formValuesOf(row, {
              name: '',
              email: '',
              phone: '',
              roleId: null,
              status: 'active',
              canBeDriver: false,
              language: null,
            }),
          save: async (values, row) => {
            const body = userBody.parse(normalise(values));
            const saved = await save({
              query: { commandType: row ? 'EDIT' : 'ADD', hostUrl: window.location.origin },
              body,
            });
            setOutcome({
              kind: 'success',
              text: row
                ? t('userManagement.users.saved', { name: saved.name })
                : t('userManagement.users.added', { email: saved.email }),
            });
          },
        }}
      />
      <PhotoDialog user={photoOf} onClose={() => setPhotoOf(null)} />
    </>
  );
}
