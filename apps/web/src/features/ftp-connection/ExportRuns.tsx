import type { sftpExportRun } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';

type Run = z.infer<typeof sftpExportRun>;
const STATUS_COLOUR = { running: 'blue', succeeded: 'teal', failed: 'red' } as const;

/** The log of the export's tries, the newest first: each try's times, outcome, files and why it failed. */
export function ExportRuns() {
  const { t } = useTranslation('ftp-connection');
  const paging = usePaging();
  const when = useCompanyTime();
  const query = useApiQuery(
    routes.ftpConnection.getFtpExportRuns,
    { body: { page: paging.page, pageSize: paging.pageSize } },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo<DataTableColumn<Run>[]>(
    () => [
      { key: 'day', header: t('runs.columns.day'), render: (run) => <span dir="ltr">{run.runDate}</span> },
      { key: 'attempt', header: t('runs.columns.attempt'), render: (run) => run.attempt },
      { key: 'started', header: t('runs.columns.started'), render: (run) => when(run.startedAt) },
      {
        key: 'ended',
        header: t('runs.columns.ended'),
        render: (run) => (run.endedAt ? when(run.endedAt) : t('common.notAvailable')),
      },
      {
        key: 'outcome',
        header: t('runs.columns.outcome'),
        render: (run) => (
          <Stack gap={4} align="flex-start">
            <Badge color={STATUS_COLOUR[run.status]} variant="light" radius="sm" tt="none">
              {t(`runs.status.${run.status}`)}
            </Badge>
            {run.error ? <Text size="sm">{t(`runs.errors.${run.error}`)}</Text> : null}
            {run.retryAt ? (
              <Text size="xs" c="dimmed">
                {t('runs.retryAt', { when: when(run.retryAt) })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'files',
        header: t('runs.columns.files'),
        render: (run) =>
          run.files.length > 0 ? (
            <Stack gap={2} dir="ltr">
              {run.files.map((file) => (
                <Text key={file} size="sm">
                  {file}
                </Text>
              ))}
            </Stack>
          ) : (
            t('common.notAvailable')
          ),
      },
    ],
    [t, when],
  );
  return (
    <DataTable
      texts="ftp-connection:runs"
      columns={columns}
      rowKey={(run) => run.id}
      {...paging.tableProps(query)}
    />
  );
}
