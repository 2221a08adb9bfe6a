import { type FeedbackResponse, RATING_SCALE_TOP } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ReportFilters, type ReportRange, useReportQuery } from '../../components/ReportFilters.tsx';
import { ReportPage, reportExport } from '../../components/ReportPage.tsx';
import { callEndpoint } from '../../lib/api.ts';
import { type ExportFormat, saveTable } from '../../lib/exportFile.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { type PageReader, usePagedExport } from '../../lib/usePagedExport.ts';
import { FeedbackFigures } from './FeedbackChart.tsx';

const LIST = routes.feedback.getFeedbackResponses;
const COLUMNS = [
  'when',
  'party',
  'guest',
  'route',
  'driver',
  'quoted',
  'actual',
  'score',
  'comment',
] as const;

/** The report's days and search, and whether only low scores are listed. */
type Filter = ReportRange & { lowOnly: boolean };

const readPage: PageReader<FeedbackResponse, Filter> = (filter, page, signal) =>
  callEndpoint(LIST, { body: { ...filter, ...page } }, { signal });

/** `/TransactionManagement/FeedbackList`: guests' responses beside their ride, CSAT and NPS, a chart and CSV. */
export default function FeedbackListScreen() {
  const { t } = useTranslation('feedback');
  const { report, paging, range, datesOk } = useReportQuery(30);
  const [lowOnly, setLowOnly] = useState(false);
  const { page, pageSize } = paging;
  const { fromDate, toDate } = range;
  const filter = useMemo<Filter>(() => ({ ...range, lowOnly }), [range, lowOnly]);
  const list = useApiQuery(
    LIST,
    { body: { ...filter, page, pageSize } },
    { ...keepPrevious, enabled: datesOk },
  );
  const rows = list.data?.items;
  const when = useCompanyTime();

  const text = useMemo(
    () => ({
      minutes: (value: number | null) =>
        value === null ? t('common.notAvailable') : t('feedbackList.minutes', { count: value }),
      score: (row: FeedbackResponse) =>
        t('feedbackList.score', { score: row.score, top: RATING_SCALE_TOP[row.ratingScale] }),
      route: (row: FeedbackResponse) => `${row.fromLocationName} → ${row.toLocationName}`,
    }),
    [t],
  );

  const columns = useMemo<DataTableColumn<FeedbackResponse>[]>(
    () => [
      { key: 'when', header: t('feedbackList.columns.when'), render: (row) => when(row.createdAt) },
      {
        key: 'party',
        header: t('feedbackList.columns.party'),
        render: (row) => <span dir="ltr">#{row.partyNumber}</span>,
      },
      { key: 'guest', header: t('feedbackList.columns.guest'), render: (row) => row.guestName },
      { key: 'route', header: t('feedbackList.columns.route'), render: text.route },
      {
        key: 'driver',
        header: t('feedbackList.columns.driver'),
        render: (row) => row.driverName ?? t('common.notAvailable'),
      },
      {
        key: 'quoted',
        header: t('feedbackList.columns.quoted'),
        render: (row) => text.minutes(row.quotedWaitMinutes),
      },
      {
        key: 'actual',
        header: t('feedbackList.columns.actual'),
        render: (row) => text.minutes(row.actualWaitMinutes),
      },
      {
        key: 'score',
        header: t('feedbackList.columns.score'),
        render: (row) => (
          <Stack gap={2} align="flex-start">
            <Text fw={700} dir="ltr">
              {text.score(row)}
            </Text>
            {row.lowScore ? (
              <Badge color="red" variant="light">
                {t('feedbackList.low')}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'comment',
        header: t('feedbackList.columns.comment'),
        render: (row) => (
          <Stack gap={2}>
            {row.comment ? <Text size="sm">{row.comment}</Text> : null}
            {row.answers.map((answer) => (
              <Text key={answer.questionId} size="xs" c="dimmed">
                {answer.text}: {answer.answer}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [t, when, text],
  );

  const save = useCallback(
    (all: FeedbackResponse[], format: ExportFormat) => {
      const header = COLUMNS.map((key) => t(`feedbackList.columns.${key}`));
      // Plain numbers, so that a spreadsheet can average them.
      const lines = all.map((row) => [
        when(row.createdAt),
        row.partyNumber,
        row.guestName,
        text.route(row),
        row.driverName,
        row.quotedWaitMinutes,
        row.actualWaitMinutes,
        row.score,
        [row.comment, ...row.answers.map((answer) => `${answer.text}: ${answer.answer}`)]
          .filter(Boolean)
          .join(' | '),
      ]);
      return saveTable(format, {
        name: `${t('feedbackList.fileName')}-${fromDate}_${toDate}`,
        rows: [header, ...lines],
      });
    },
    [t, when, text, fromDate, toDate],
  );
  const exporter = usePagedExport(readPage, save);

  return (
    <ReportPage
      texts="feedback:feedbackList"
      exporter={reportExport(exporter, filter, { ready: datesOk, hasRows: (list.data?.total ?? 0) > 0 })}
      filters={
        <Stack gap="xs">
          <ReportFilters texts="feedback:feedbackList" filter={report} refilter={paging.refilter} zoneHint />
          <Checkbox
            label={t('feedbackList.lowOnly')}
            checked={lowOnly}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              paging.refilter(() => setLowOnly(checked));
            }}
          />
        </Stack>
      }
      table={{ columns, ...paging.tableProps(list, datesOk), rows, rowKey: (row) => row.id }}
    >
      {list.data ? <FeedbackFigures figures={list.data.figures} /> : null}
    </ReportPage>
  );
}
