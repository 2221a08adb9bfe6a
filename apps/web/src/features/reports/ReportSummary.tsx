import type { PartyReport } from '@curbside/contract';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/BarChart.tsx';
import { Figure } from '../../components/Figure.tsx';
import { localeOf } from '../../lib/i18n.ts';

/** The figures of a party report's whole range, and its parties per day when it spans several days. */
export function ReportSummary({
  summary,
  money,
}: {
  summary: PartyReport['summary'];
  money: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation('reports');
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={t('reports.totals.label')} role="group">
        <Figure label={t('reports.totals.parties')} value={number.format(summary.parties)} />
        <Figure label={t('reports.totals.guests')} value={number.format(summary.guests)} />
        <Figure label={t('reports.totals.total')} value={money(summary.totalCents)} />
        <Figure label={t('reports.totals.paid')} value={money(summary.paidCents)} />
      </SimpleGrid>
      {summary.byDay.length > 1 ? (
        <Paper withBorder p="sm" radius="md">
          <BarChart
            label={t('reports.perDay')}
            series={[{ name: t('reports.totals.parties'), color: 'blue' }]}
            groups={summary.byDay.map((entry) => ({
              key: entry.date,
              // A calendar day, not an instant: read at noon UTC so no zone moves it to its neighbour.
              label: day.format(new Date(`${entry.date}T12:00:00Z`)),
              values: [entry.count],
            }))}
            format={(value) => number.format(value)}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
