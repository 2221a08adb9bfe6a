import { contract } from '@curbside/contract';
import { Badge, Button, Stack, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ExportStatus } from '../../components/ExportStatus.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReportFilters } from '../../components/ReportFilters.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { downloadCsv, toCsv } from '../../lib/csv.ts';
import { datesInOrder, formatInZone } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { browserName } from './format.ts';
import { type LoginHistoryEntry, type LoginHistoryFilter, useCsvExport } from './useCsvExport.ts';

export default function LoginHistoryScreen() {
  const { t, i18n } = useTranslation('login-history');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const locale = localeOf(i18n.language);
  const paging = usePaging();
  const { page, pageSize } = paging;
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const datesOk = datesInOrder(fromDate, toDate);

  const filter = useMemo<LoginHistoryFilter>(
    () => ({
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
    }),
    [fromDate, toDate, debouncedSearch],
  );

  const query = useApiQuery(
    contract.login.getUserLoginHistory,
    { body: { ...filter, page, pageSize } },
    { placeholderData: keepPreviousData, enabled: datesOk },
  );

  const when = useCallback(
    (value: string | null) => (value ? formatInZone(value, timeZone, locale) : t('common.notAvailable')),
    [timeZone, locale, t],
  );
  const result = useCallback(
    (row: LoginHistoryEntry) =>
      row.succeeded
        ? t('loginHistory.success')
        : row.failureReason
          ? t('loginHistory.failureWithReason', {
              reason: t(`loginHistory.reasons.${row.failureReason}`, { defaultValue: row.failureReason }),
            })
          : t('loginHistory.failure'),
    [t],
  );

  const columns = useMemo<DataTableColumn<LoginHistoryEntry>[]>(
    () => [
      { key: 'user', header: t('loginHistory.columns.user'), render: (row) => row.userName },
      {
        key: 'email',
        header: t('loginHistory.columns.email'),
        render: (row) => <span dir="ltr">{row.email}</span>,
      },
      { key: 'signedIn', header: t('loginHistory.columns.signedIn'), render: (row) => when(row.signedInAt) },
      {
        key: 'signedOut',
        header: t('loginHistory.columns.signedOut'),
        render: (row) => when(row.signedOutAt),
      },
      {
        key: 'result',
        header: t('loginHistory.columns.result'),
        render: (row) => (
          <Badge
            color={row.succeeded ? 'teal' : 'red'}
            variant="light"
            radius="sm"
            tt="none"
            h="auto"
            py={2}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {result(row)}
          </Badge>
        ),
      },
      {
        key: 'ip',
        header: t('loginHistory.columns.ip'),
        render: (row) => <span dir="ltr">{row.ipAddress ?? t('common.notAvailable')}</span>,
      },
      {
        key: 'browser',
        header: t('loginHistory.columns.browser'),
        render: (row) => {
          const name = browserName(row.userAgent);
          return name ? (
            <Tooltip label={row.userAgent} multiline maw={360} withArrow>
              <span dir="ltr">{name}</span>
            </Tooltip>
          ) : (
            t('common.notAvailable')
          );
        },
      },
    ],
    [t, when, result],
  );

  const save = useCallback(
    (rows: LoginHistoryEntry[]) => {
      const header = ['user', 'email', 'signedIn', 'signedOut', 'result', 'ip', 'browser'].map((key) =>
        t(`loginHistory.columns.${key}`),
      );
      const lines = rows.map((row) => [
        row.userName,
        row.email,
        row.signedInAt ? when(row.signedInAt) : '',
        row.signedOutAt ? when(row.signedOutAt) : '',
        result(row),
        row.ipAddress,
        row.userAgent,
      ]);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${t('loginHistory.fileName')}-${stamp}.csv`, toCsv([header, ...lines]));
    },
    [t, when, result],
  );
  const exporter = useCsvExport(save);
  const exportState = exporter.state;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('loginHistory.title')}
        description={t('loginHistory.description')}
        actions={
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="light"
            onClick={() => void exporter.run(filter)}
            loading={exportState.status === 'running'}
            disabled={!datesOk}
          >
            {t('loginHistory.export')}
          </Button>
        }
      />
      <ExportStatus
        state={exportState}
        label={t('loginHistory.export')}
        running={(done, total) => t('loginHistory.exporting', { done, total })}
        done={(count) => t('loginHistory.exportDone', { count })}
        failed={t('loginHistory.exportFailed')}
      />
      <ReportFilters
        fromLabel={t('loginHistory.from')}
        toLabel={t('loginHistory.to')}
        searchLabel={t('loginHistory.search')}
        searchPlaceholder={t('loginHistory.searchPlaceholder')}
        from={fromDate}
        to={toDate}
        search={search}
        onFromChange={(value) => paging.refilter(() => setFromDate(value))}
        onToChange={(value) => paging.refilter(() => setToDate(value))}
        onSearchChange={(value) => paging.refilter(() => setSearch(value))}
      />
      <DataTable
        caption={t('loginHistory.caption')}
        columns={columns}
        {...paging.tableProps(query, datesOk)}
        rowKey={(row) => row.id}
        emptyTitle={t('loginHistory.empty')}
        emptyDescription={t('loginHistory.emptyHint')}
      />
    </Stack>
  );
}
