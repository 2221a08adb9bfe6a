import type { contract, QueryOf, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { companyAuditEntities } from '@curbside/domain';
import { Button, Code, Group, Modal, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { DateRangeInputs } from '../../components/DateRangeInputs.tsx';
import { useReportFilter } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { callEndpoint } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { localeOf } from '../../lib/i18n.ts';
import { namedOptions } from '../../lib/options.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { useZoneName } from '../../lib/timeZones.ts';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';

type AuditEntry = ResponseOf<typeof contract.userManagement.getAuditLog>['items'][number];
type AuditFilter = Omit<QueryOf<typeof contract.userManagement.getAuditLog>, 'page' | 'pageSize'>;

const readPage: PageReader<AuditEntry, AuditFilter> = (filter, page, signal) =>
  callEndpoint(routes.userManagement.getAuditLog, { query: { ...filter, ...page } }, { signal });

/** A value of a change as one line of text. */
function text(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field by field, what a change did; the fields it changed first. */
export function changedFields(before: unknown, after: unknown) {
  if (!isRecord(before) && !isRecord(after)) {
    return before === null && after === null
      ? []
      : [{ field: '', before: text(before ?? null), after: text(after ?? null), changed: true }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => {
      const was = field in from ? text(from[field]) : '';
      const is = field in to ? text(to[field]) : '';
      return { field, before: was, after: is, changed: was !== is };
    })
    .sort((a, b) => Number(b.changed) - Number(a.changed));
}

/** Who changed what, when: every change of the company, with what it was before and after. */
export default function AuditLogScreen() {
  const { t, i18n } = useTranslation('user-management');
  const paging = usePaging();
  const { page, pageSize } = paging;
  const [userId, setUserId] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const report = useReportFilter();
  const { timeZone, from: fromDate, to: toDate, datesOk } = report;
  const [userSearch, setUserSearch] = useState('');
  const [debouncedUserSearch] = useDebouncedValue(userSearch.trim(), 300);
  const [details, setDetails] = useState<AuditEntry | null>(null);

  const users = useApiQuery(
    routes.userManagement.getUsersList,
    { body: { pageSize: 50, ...(debouncedUserSearch ? { search: debouncedUserSearch } : {}) } },
    keepPrevious,
  );
  const userOptions = namedOptions(users.data?.items);

  const filter = useMemo<AuditFilter>(
    () => ({
      ...(userId ? { userId } : {}),
      ...(entity ? { entity } : {}),
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
    }),
    [userId, entity, fromDate, toDate],
  );
  const query = useApiQuery(
    routes.userManagement.getAuditLog,
    { query: { ...filter, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );

  const when = useCompanyTime();
  // The zone in words, as every report's hint names it: `America/New_York` is a code.
  const zoneName = useZoneName();
  const entityLabel = useCallback(
    (name: string) => t(`userManagement.audit.subjects.${name}`, { defaultValue: name }),
    [t],
  );
  // Actions are `<subject>.<verb>` (`role.menu_access_changed`): both halves are translated.
  const actionLabel = useCallback(
    (action: string) => {
      const dot = action.indexOf('.');
      if (dot < 0) return action;
      return t('userManagement.audit.actionLabel', {
        subject: entityLabel(action.slice(0, dot)),
        verb: t(`userManagement.audit.verbs.${action.slice(dot + 1)}`, {
          defaultValue: action.slice(dot + 1),
        }),
      });
    },
    [t, entityLabel],
  );

  // Every kind of row a company's log can hold, in the order of their names in the reader's language.
  const entityOptions = useMemo(
    () =>
      companyAuditEntities()
        .map((name) => ({ value: name, label: entityLabel(name) }))
        .sort((a, b) => a.label.localeCompare(b.label, localeOf(i18n.language))),
    [entityLabel, i18n.language],
  );

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      { key: 'at', header: t('userManagement.audit.columns.at'), render: (row) => when(row.at) },
      {
        key: 'actor',
        header: t('userManagement.audit.columns.actor'),
        render: (row) => row.actorName ?? t('userManagement.audit.system'),
      },
      {
        key: 'action',
        header: t('userManagement.audit.columns.action'),
        render: (row) => actionLabel(row.action),
      },
      {
        key: 'entity',
        header: t('userManagement.audit.columns.entity'),
        render: (row) => entityLabel(row.entity),
      },
      {
        key: 'changes',
        header: t('userManagement.audit.columns.changes'),
        render: (row) => {
          // The accessible name starts with the visible count, so speech users can say what they see.
          const count = t('userManagement.audit.changedCount', {
            count: changedFields(row.before, row.after).filter((field) => field.changed).length,
          });
          return (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => setDetails(row)}
              aria-label={`${count}: ${t('userManagement.audit.showChanges', {
                action: actionLabel(row.action),
                at: when(row.at),
              })}`}
            >
              {count}
            </Button>
          );
        },
      },
    ],
    [t, when, actionLabel, entityLabel],
  );

  const save = useCallback(
    (rows: AuditEntry[], format: ExportFormat) => {
      const header = ['at', 'actor', 'action', 'entity', 'entityId', 'before', 'after'].map((key) =>
        t(`userManagement.audit.columns.${key}`),
      );
      const lines = rows.map((row) => [
        when(row.at),
        row.actorName,
        actionLabel(row.action),
        entityLabel(row.entity),
        row.entityId,
        row.before === null ? '' : JSON.stringify(row.before),
        row.after === null ? '' : JSON.stringify(row.after),
      ]);
      const stamp = new Date().toISOString().slice(0, 10);
      return saveTable(format, {
        name: `${t('userManagement.audit.fileName')}-${stamp}`,
        rows: [header, ...lines],
      });
    },
    [t, when, actionLabel, entityLabel],
  );
  const exporter = usePagedExport(readPage, save);

  return (
    <ReportPage
      texts="user-management:userManagement.audit"
      exporter={reportExport(exporter, filter, { ready: datesOk })}
      filters={
        <Paper withBorder p="sm" radius="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label={t('userManagement.audit.user')}
              placeholder={t('userManagement.audit.anyone')}
              data={userOptions}
              value={userId}
              onChange={(value) => paging.refilter(() => setUserId(value))}
              searchable
              searchValue={userSearch}
              onSearchChange={setUserSearch}
              nothingFoundMessage={t('userManagement.audit.noUser')}
              clearable
              w={220}
            />
            <Select
              label={t('userManagement.audit.entity')}
              placeholder={t('userManagement.audit.anything')}
              data={entityOptions}
              searchable
              value={entity}
              onChange={(value) => paging.refilter(() => setEntity(value))}
              clearable
              w={200}
            />
            <DateRangeInputs
              fromLabel={t('userManagement.audit.from')}
              toLabel={t('userManagement.audit.to')}
              from={fromDate}
              to={toDate}
              onFromChange={(value) => paging.refilter(() => report.setFrom(value))}
              onToChange={(value) => paging.refilter(() => report.setTo(value))}
            />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t('userManagement.audit.daysHint')} {timeZone ? zoneName(timeZone) : null}
          </Text>
        </Paper>
      }
      table={{ columns, ...paging.tableProps(query, datesOk), rowKey: (row) => row.id }}
      unfiltered={Object.keys(filter).length === 0}
    >
      <Modal
        opened={details !== null}
        onClose={() => setDetails(null)}
        title={details ? actionLabel(details.action) : ''}
        size="xl"
      >
        {details ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('userManagement.audit.detailLine', {
                actor: details.actorName ?? t('userManagement.audit.system'),
                at: when(details.at),
                entity: entityLabel(details.entity),
              })}
            </Text>
            {details.entityId ? (
              <Text size="xs" c="dimmed">
                {t('userManagement.audit.entityId')} <span dir="ltr">{details.entityId}</span>
              </Text>
            ) : null}
            <Table fz="sm" aria-label={t('userManagement.audit.changesCaption')} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('userManagement.audit.field')}</Table.Th>
                  <Table.Th scope="col">{t('userManagement.audit.columns.before')}</Table.Th>
                  <Table.Th scope="col">{t('userManagement.audit.columns.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changedFields(details.before, details.after).map((row) => (
                  <Table.Tr key={row.field} fw={row.changed ? 600 : undefined}>
                    <Table.Th scope="row" fw="inherit" dir="ltr" ta="start">
                      {row.field || t('userManagement.audit.value')}
                    </Table.Th>
                    <Table.Td>
                      <Code dir="ltr" c={row.changed ? 'red' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                        {row.before || t('common.notAvailable')}
                      </Code>
                    </Table.Td>
                    <Table.Td>
                      <Code dir="ltr" c={row.changed ? 'teal' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                        {row.after || t('common.notAvailable')}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
      </Modal>
    </ReportPage>
  );
}
