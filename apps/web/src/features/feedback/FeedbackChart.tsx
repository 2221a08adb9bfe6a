import type { contract, ResponseOf } from '@curbside/contract';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Figures = ResponseOf<typeof contract.feedback.getFeedbackResponses>['figures'];

const percent = (value: number | null, none: string) => (value === null ? none : `${value} %`);

/** CSAT, NPS and the responses by day as bars (height: responses; colour: CSAT), each bar named for readers. */
export function FeedbackFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('feedback');
  const none = t('feedbackList.figures.none');
  const most = Math.max(1, ...figures.days.map((day) => day.responses));
  const tiles = [
    { label: t('feedbackList.figures.responses'), value: String(figures.responses), hint: '' },
    {
      label: t('feedbackList.figures.csat'),
      value: percent(figures.csat, none),
      hint: t('feedbackList.figures.csatHint'),
    },
    {
      label: t('feedbackList.figures.nps'),
      value: figures.nps === null ? none : String(figures.nps),
      hint: t('feedbackList.figures.npsHint'),
    },
    { label: t('feedbackList.figures.lowScores'), value: String(figures.lowScores), hint: '' },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder p="sm" radius="md">
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text fw={700} fz="xl" dir="ltr" ta="start">
              {tile.value}
            </Text>
            {tile.hint ? (
              <Text size="xs" c="dimmed">
                {tile.hint}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {figures.days.length > 0 ? (
        <Paper withBorder p="sm" radius="md" component="figure" m={0}>
          <Text size="sm" fw={500} component="figcaption" mb="xs">
            {t('feedbackList.chart')}
          </Text>
          <Group
            gap={4}
            align="flex-end"
            h={120}
            wrap="nowrap"
            style={{ overflowX: 'auto', listStyle: 'none', padding: 0, margin: 0 }}
            component="ul"
          >
            {figures.days.map((day) => {
              const label = t('feedbackList.chartDay', {
                day: day.day,
                responses: day.responses,
                csat: percent(day.csat, none),
              });
              const good = (day.csat ?? 0) >= 80;
              return (
                <li
                  key={day.day}
                  aria-label={label}
                  title={label}
                  style={{
                    flex: '1 0 12px',
                    maxWidth: 40,
                    height: `${Math.max(4, (100 * day.responses) / most)}%`,
                    borderRadius: 4,
                    background: good ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-orange-6)',
                  }}
                />
              );
            })}
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
