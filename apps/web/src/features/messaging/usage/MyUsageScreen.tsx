import { routes } from '@curbside/contract/routes';
import { Alert, Group, Paper, Progress, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { CurrentUsage } from '../../../entities/usage/CurrentUsage.tsx';
import { PaymentHistory } from '../../../entities/usage/PaymentHistory.tsx';
import { UsageHistory } from '../../../entities/usage/UsageHistory.tsx';
import { useApiQuery } from '../../../lib/query.ts';

const CHART_HEIGHT = 160;

/**
 * `/Subscription/MyUsage`: this month's SMS segments against the package's allowance, the alerts sent, the
 * pause policy, and the segments of each day as a bar chart (days in the company's zone); then the package's
 * usage this month and in the months before (ADR 89), and its invoices (ADR 103).
 */
export default function MyUsageScreen() {
  const { t, i18n } = useTranslation('messaging');
  const query = useApiQuery(routes.messageReports.getMessageUsageCount, { body: {} });
  const header = <PageHeader texts="messaging:usage" />;
  const waiting = loadingOrFailed(query, t('usage.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const usage = query.data;
  const number = new Intl.NumberFormat(i18n.language);
  const highest = Math.max(1, ...usage.byDay.map((day) => day.segments));
  return (
    <Stack gap="md" maw={900}>
      {header}
      {usage.smsProvider === 'log' ? (
        <Alert color="orange" variant="light" role="status">
          {t('usage.noProvider')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="usage-month">
        <Title order={3} fz="h5" id="usage-month" mb="xs">
          {t('usage.month', { month: usage.month })}
        </Title>
        {usage.allowance === null ? (
          <Text>{t('usage.noAllowance', { used: number.format(usage.used) })}</Text>
        ) : (
          <>
            <Text>
              {t('usage.used', {
                used: number.format(usage.used),
                allowance: number.format(usage.allowance),
                percent: usage.percent ?? 0,
              })}
            </Text>
            <Progress
              mt="xs"
              value={Math.min(100, usage.percent ?? 0)}
              color={(usage.percent ?? 0) >= 100 ? 'red' : (usage.percent ?? 0) >= 80 ? 'orange' : 'teal'}
              aria-label={t('usage.progress')}
            />
          </>
        )}
        <Text size="sm" c="dimmed" mt="sm">
          {t('usage.policy', {
            pause: usage.policy.pausePercent,
            alerts: usage.policy.alertPercents.map((percent) => `${percent} %`).join(', '),
          })}
        </Text>
        {usage.nonServicePaused ? (
          <Alert color="orange" variant="light" mt="sm" role="status">
            {t('usage.paused')}
          </Alert>
        ) : null}
        {usage.alerts.map((alert) => (
          <Text key={alert.percent} size="sm" mt={4}>
            {t('usage.alertSent', { percent: alert.percent })}
          </Text>
        ))}
      </Paper>
      <Section id="usage-days" title={t('usage.byDay')} order={3}>
        {usage.byDay.length === 0 ? (
          <EmptyState title={t('usage.none')} />
        ) : (
          <Group
            gap={4}
            align="flex-end"
            h={CHART_HEIGHT}
            component="ul"
            m={0}
            p={0}
            aria-label={t('usage.byDay')}
            wrap="nowrap"
          >
            {/* A list holds list items only (axe's list rule): each bar is one, its words hidden in it. */}
            {usage.byDay.map((day) => (
              <Tooltip key={day.date} label={t('usage.day', { date: day.date, segments: day.segments })}>
                <li
                  style={{
                    listStyle: 'none',
                    flex: 1,
                    minWidth: 6,
                    height: `${Math.max(2, (day.segments / highest) * CHART_HEIGHT)}px`,
                    background: 'var(--mantine-color-blue-filled)',
                    borderRadius: 2,
                  }}
                >
                  <VisuallyHidden>
                    {t('usage.day', { date: day.date, segments: day.segments })}
                  </VisuallyHidden>
                </li>
              </Tooltip>
            ))}
          </Group>
        )}
      </Section>
      <CurrentUsage />
      <UsageHistory />
      <PaymentHistory />
    </Stack>
  );
}
