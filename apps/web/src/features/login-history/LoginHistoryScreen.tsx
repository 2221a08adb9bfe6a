import { routes } from '@curbside/contract/routes';
import { Badge, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ReportFilters, useReportFilter } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { usePaging } from '../../components/usePaging.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { browserName } from './format.ts';
import {
  type LoginHistoryEntry,
  type LoginHistoryFilter,
  useLoginHistoryExport,
} from './useLoginHistoryExport.ts';

export default function LoginHistoryScreen() {
  const { t } = useTranslation('login-history');
  const paging = usePaging();
  const { page, pageSize } = paging;
  const report = useReportFilter();
  const companyTime = useCompanyTime();
  const { from: fromDate, to: toDate, datesOk } = report;
  const [debouncedSearch] = useDebouncedValue(report.search.trim(), 300);

  const filter = useMemo<LoginHistoryFilter>(
    () => ({
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
    }),
    [fromDate, toDate, debouncedSearch],
  );

  const query = useApiQuery(
    routes.login.getUserLoginHistory,
    { body: { ...filter, page, pageSize } },
    { placeholderData: keepPreviousData, enabled: datesOk },
  );

  const when = useCallback(
    (value: string | null) => (value ? companyTime(value) : t('common.notAvailable')),
    [companyTime, t],
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
    (rows: LoginHistoryEntry[], format: ExportFormat) => {
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
      return saveTable(format, { name: `${t('loginHistory.fileName')}-${stamp}`, rows: [header, ...lines] });
    },
    [t, when, result],
  );
  const exporter = useLoginHistoryExport(save);

  return (
    <ReportPage
      texts="login-history:loginHistory"
      exporter={reportExport(exporter, filter, { ready: datesOk })}
      filters={
        <ReportFilters texts="login-history:loginHistory" filter={report} refilter={paging.refilter} />
      }
      table={{ columns, ...paging.tableProps(query, datesOk), rowKey: (row) => row.id }}
    />
  );
}
