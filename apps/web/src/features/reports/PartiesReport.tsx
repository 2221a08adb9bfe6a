import { type CustomValue, type PartyReport, type PartySummary, textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage } from '../../components/ReportPage.tsx';
import { answerText } from '../../entities/party/custom-answers.ts';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import type { ApiError } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { useMoney } from '../../lib/money.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { usePagedExport } from '../../lib/usePagedExport.ts';
import { ReportSummary } from './ReportSummary.tsx';
import { type UndoAction, UndoButton } from './UndoButton.tsx';

export interface ReportSource {
  /** The call's path: the query's key, so a change to parties refreshes the report. */
  path: string;
  read: (
    range: ReportRange,
    page: { page: number; pageSize: number },
    signal?: AbortSignal,
  ) => Promise<PartyReport>;
}

interface PartiesReportProps {
  /** The report's section in the `reports` namespace (`completed`, `cancelled`…). */
  section: string;
  source: ReportSource;
  /** The undo steps a row offers when the party allows them (an undo of the step that ended it). */
  undo?: readonly UndoAction[];
  /** Whether the parties' status is worth a column (a report of one status shows none). */
  showStatus?: boolean;
}

const COLUMNS = [
  'party',
  'status',
  'guest',
  'phone',
  'route',
  'scheduled',
  'driver',
  'guests',
  'total',
  'paid',
  'details',
] as const;

/**
 * A report of parties over days of the company's calendar: the figures of the whole range with a chart per
 * day, a server-paged table, and CSV or XLSX export of every page. Used by the transaction reports.
 */
export function PartiesReport({ section, source, undo = [], showStatus = false }: PartiesReportProps) {
  const { t, i18n } = useTranslation('reports');
  const texts = `reports:${section}`;
  const { paging, range, datesOk, pageProps } = useReportQuery();
  const { page, pageSize } = paging;
  const { fromDate, toDate } = range;
  const list = useQuery<PartyReport, ApiError>({
    queryKey: [source.path, { ...range, page, pageSize }],
    queryFn: ({ signal }) => source.read(range, { page, pageSize }, signal),
    placeholderData: keepPreviousData,
    enabled: datesOk,
  });
  const summary = list.data?.summary;
  const money = useMoney(summary?.currency);
  const when = useCompanyTime();

  const route = useCallback(
    (row: PartySummary) => t('partyText.fromTo', { from: row.fromLocationName, to: row.toLocationName }),
    [t],
  );
  const driver = useCallback(
    (row: PartySummary) => row.driverName ?? row.otherDriverName ?? t('reports.noDriver'),
    [t],
  );
  // The answers to the company's own fields (ADR 0085), in words, in the table and the export alike.
  const fields = useApiQuery(routes.pageSettings.getCustomFields, { body: { pageSize: 200 } }).data?.items;
  const details = useCallback(
    (row: PartySummary) =>
      (fields ?? [])
        .filter((field) => row.customValues[field.id] !== undefined)
        .map((field) =>
          t('party:customFields.answer', {
            label: textIn(field.label, i18n.language),
            answer: answerText(field, row.customValues[field.id] as CustomValue, t, i18n.language),
          }),
        )
        .join('; '),
    [fields, t, i18n.language],
  );
  const shown = useMemo(() => COLUMNS.filter((key) => key !== 'status' || showStatus), [showStatus]);

  const columns = useMemo<DataTableColumn<PartySummary>[]>(() => {
    const cell: Record<(typeof COLUMNS)[number], (row: PartySummary) => ReactNode> = {
      party: (row) => <PartyLink number={row.number} />,
      status: (row) => <PartyStatusBadge status={row.status} />,
      guest: (row) => row.guestName,
      phone: (row) => <PhoneText phone={row.phone} fallback={t('common.notAvailable')} />,
      route,
      scheduled: (row) => when(row.scheduledAt),
      driver,
      guests: (row) => row.adults + row.children,
      total: (row) => <span dir="ltr">{money(row.totalCents)}</span>,
      paid: (row) => <span dir="ltr">{money(row.paidCents)}</span>,
      details,
    };
    const all: DataTableColumn<PartySummary>[] = shown.map((key) => ({
      key,
      header: t(`reports.columns.${key}`),
      render: cell[key],
    }));
    if (undo.length === 0) return all;
    // The undo stands next to the party's number, where a wide table never pushes it off the screen.
    const [party, ...rest] = all;
    const actions: DataTableColumn<PartySummary> = {
      key: 'actions',
      header: t('reports.columns.actions'),
      render: (row) => <UndoButton party={row} offered={undo} />,
    };
    return party ? [party, actions, ...rest] : [actions];
  }, [t, route, when, driver, money, undo, shown, details]);

  const save = useCallback(
    (rows: PartySummary[], format: ExportFormat) =>
      saveTable(format, {
        name: `${t(`${section}.fileName`)}-${fromDate}_${toDate}`,
        rows: [
          shown.map((key) => t(`reports.columns.${key}`)),
          // Plain numbers and amounts in units, so that a spreadsheet can add them up.
          ...rows.map((row) =>
            shown.map((key) => {
              switch (key) {
                case 'party':
                  return row.number;
                case 'status':
                  return t(`party.status.${row.status}`);
                case 'route':
                  return route(row);
                case 'scheduled':
                  return when(row.scheduledAt);
                case 'driver':
                  return driver(row);
                case 'guests':
                  return row.adults + row.children;
                case 'total':
                  return row.totalCents / 100;
                case 'paid':
                  return row.paidCents / 100;
                case 'details':
                  return details(row);
                default:
                  return row[key === 'guest' ? 'guestName' : 'phone'];
              }
            }),
          ),
        ],
      }),
    [t, section, fromDate, toDate, shown, route, when, driver, details],
  );
  const exporter = usePagedExport(
    useCallback(
      (filter: ReportRange, part: { page: number; pageSize: number }, signal: AbortSignal) =>
        source.read(filter, part, signal),
      [source],
    ),
    save,
  );

  const reportPage = pageProps(texts, list, exporter);
  return (
    <ReportPage {...reportPage} table={{ columns, ...reportPage.table, rowKey: (row) => row.id }}>
      {summary && summary.parties > 0 ? <ReportSummary summary={summary} money={money} /> : null}
    </ReportPage>
  );
}
