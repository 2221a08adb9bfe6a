import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  LoadingOverlay,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryError } from '../../components/QueryError.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { apiQueryKey, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { type RoleRow, useDescribeRefusal, useRoles } from './shared.ts';

type Screen = ResponseOf<typeof contract.menu.getMenuList>['items'][number];
type Draft = Record<string, ReadonlySet<string>>;

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((code) => b.has(code));

/** Which screens each role opens: one column per role, one check box per screen. */
export default function RolesPrivilegesScreen() {
  const { t } = useTranslation('user-management');
  const session = useSignedInSession();
  const describe = useDescribeRefusal();
  const { call: update } = useWrite(routes.menu.updateMenuAccessByRoles);
  const roles = useRoles();
  const roleList = roles.data?.items ?? [];
  const access = useQueries({
    queries: roleList.map((role) => {
      const input = { body: { roleId: role.id } };
      return {
        queryKey: apiQueryKey(routes.menu.getMenuList, input),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callEndpoint(routes.menu.getMenuList, input, { signal }),
      };
    }),
  });
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: string[]; failed: string[] } | null>(null);

  /** What the server says each role opens now. */
  const stored = useMemo<Draft>(() => {
    const result: Record<string, Set<string>> = {};
    roleList.forEach((role, index) => {
      const items = access[index]?.data?.items;
      if (items) result[role.id] = new Set(items.filter((item) => item.allowed).map((item) => item.code));
    });
    return result;
  }, [roleList, access]);

  const screens = useMemo<Screen[]>(() => {
    const items = access.find((query) => query.data)?.data?.items ?? [];
    return [...items].sort((a, b) => a.sortOrder - b.sortOrder);
  }, [access]);

  const current = (roleId: string) => draft[roleId] ?? stored[roleId] ?? new Set<string>();
  const changedRoles = roleList.filter((role) => {
    const mine = draft[role.id];
    const theirs = stored[role.id];
    return mine !== undefined && theirs !== undefined && !sameSet(mine, theirs);
  });
  const isOwn = (role: RoleRow) => role.code === session.roleCode;

  const toggle = (roleId: string, code: string, on: boolean) => {
    setOutcome(null);
    setDraft((previous) => {
      const next = new Set(previous[roleId] ?? stored[roleId] ?? []);
      if (on) next.add(code);
      else next.delete(code);
      return { ...previous, [roleId]: next };
    });
  };

  const save = async () => {
    setSaving(true);
    const saved: RoleRow[] = [];
    const failed: string[] = [];
    for (const role of changedRoles) {
      try {
        await update({
          body: { roleId: role.id, menuCodes: [...current(role.id)].sort() },
        });
        saved.push(role);
      } catch (error) {
        failed.push(t('userManagement.privileges.roleFailed', { role: role.name, reason: describe(error) }));
      }
    }
    // Each save waits for the menus it wrote to be read again (useWrite), so the saved roles' drafts go only
    // once the grid has the server's answer and never shows the old state.
    setDraft((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([roleId]) => !saved.some((role) => role.id === roleId)),
      ),
    );
    setOutcome({ saved: saved.map((role) => role.name), failed });
    setSaving(false);
  };

  const loadError = roles.error ?? access.find((query) => query.error)?.error ?? null;
  const loading = roles.isPending || access.some((query) => query.isPending);

  const body = () => {
    if (loadError && screens.length === 0) {
      return (
        <QueryError
          title={t('table.error')}
          query={{
            error: loadError,
            // The grid needs every query again: the roles and each role's screens.
            refetch: () => {
              void roles.refetch();
              for (const query of access) void query.refetch();
            },
          }}
        />
      );
    }
    if (!loading && (roleList.length === 0 || screens.length === 0)) {
      return <EmptyState title={t('userManagement.privileges.empty')} />;
    }
    return (
      <Paper withBorder radius="md" pos="relative">
        <LoadingOverlay visible={loading || saving} zIndex={2} overlayProps={{ blur: 1 }} />
        <ScrollArea type="auto">
          <Table
            striped
            highlightOnHover
            fz="sm"
            aria-label={t('userManagement.privileges.caption')}
            aria-busy={loading || saving}
            stickyHeader
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('userManagement.privileges.screen')}</Table.Th>
                {roleList.map((role) => (
                  <Table.Th key={role.id} scope="col" ta="center">
                    <Stack gap={2} align="center">
                      <Text size="sm" fw={600}>
                        {role.name}
                      </Text>
                      {isOwn(role) ? (
                        <Badge
                          size="xs"
                          variant="light"
                          color="gray"
                          tt="none"
                          leftSection={<IconLock size={10} aria-hidden />}
                        >
                          {t('userManagement.privileges.ownRole')}
                        </Badge>
                      ) : null}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {screens.map((item) => {
                const label = t(item.labelKey, { defaultValue: item.code });
                return (
                  <Table.Tr key={item.code}>
                    {/* The screen by its menu name only: its address code means nothing to the person choosing. */}
                    <Table.Th scope="row" fw={400}>
                      <Text size="sm">{label}</Text>
                    </Table.Th>
                    {roleList.map((role) => (
                      <Table.Td key={role.id} ta="center">
                        <Checkbox
                          styles={{ body: { justifyContent: 'center' } }}
                          aria-label={t('userManagement.privileges.cell', { screen: label, role: role.name })}
                          checked={current(role.id).has(item.code)}
                          disabled={isOwn(role) || stored[role.id] === undefined}
                          onChange={(event) => toggle(role.id, item.code, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        texts="user-management:userManagement.privileges"
        actions={
          <>
            <Button
              variant="default"
              disabled={changedRoles.length === 0 || saving}
              onClick={() => {
                setDraft({});
                setOutcome(null);
              }}
            >
              {t('userManagement.privileges.discard')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={changedRoles.length === 0}
              loading={saving}
              onClick={() => void save()}
            >
              {t('userManagement.privileges.save', { count: changedRoles.length })}
            </Button>
          </>
        }
      />
      <Alert variant="light" color="blue" role="note" icon={<IconLock size={18} aria-hidden />}>
        {t('userManagement.privileges.ownRoleHint')}
      </Alert>
      {outcome && outcome.saved.length > 0 ? (
        <Alert color="teal" variant="light" role="status">
          {t('userManagement.privileges.saved', { roles: outcome.saved.join(', ') })}
        </Alert>
      ) : null}
      {outcome && outcome.failed.length > 0 ? (
        <FormErrorAlert title={t('userManagement.privileges.failed')} message={outcome.failed.join(' ')} />
      ) : null}
      {loadError && screens.length > 0 ? <FormErrorAlert message={describeError(loadError, t)} /> : null}
      {body()}
    </Stack>
  );
}
