import { routes } from '@curbside/contract/routes';
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/BarChart.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { wordOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';
import { FIGURES, type Figure, usageQuery } from './figures.ts';

const COLORS: Record<Figure, string> = {
  parties: 'blue',
  permits: 'grape',
  waitListGuests: 'teal',
  messageSegments: 'orange',
  kiosks: 'cyan',
  staff: 'indigo',
};

/** A company's usage month by month (`Report/GetBarChart`), one figure at a time, with the product's bar chart. */
export function UsageChart({ companyId, months = 12 }: { companyId?: string | undefined; months?: number }) {
  const { t, i18n } = useTranslation('usage');
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);
  // Months as people name them: "Dec" under the bar, "December 2025" in its tooltip and the table.
  const monthName = (month: string, style: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const [figure, setFigure] = useState<Figure>('parties');
  const query = useApiQuery(routes.usage.getBarChart, { query: { ...usageQuery(companyId), months } });
  const waiting = loadingOrFailed(query, t('chart.loadFailed'));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="usage-chart">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="usage-chart">
          {t('chart.title', { months })}
        </Title>
        <LabelledSegmentedControl
          label={t('chart.figure')}
          value={figure}
          onChange={setFigure}
          data={wordOptions(t, 'figures', FIGURES)}
        />
        {waiting ??
          (query.data ? (
            <BarChart
              label={t('chart.label', { figure: t(`figures.${figure}`) })}
              series={[{ name: t(`figures.${figure}`), color: COLORS[figure] }]}
              groups={query.data.months.map((month) => ({
                key: month.month,
                label: monthName(month.month, { month: 'long', year: 'numeric' }),
                tick: monthName(month.month, { month: 'short' }),
                values: [month[figure]],
              }))}
              format={(value) => number.format(value)}
            />
          ) : null)}
      </Stack>
    </Paper>
  );
}
