import { routes } from '@curbside/contract/routes';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery } from '../../lib/query.ts';
import { FIGURES, usageQuery } from './figures.ts';

interface LimitUse {
  used: number;
  limit: number | null;
  percent: number | null;
}

const colorOf = (percent: number) => (percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'teal');

/**
 * A company's usage this month against its package (ADR 89): each figure, and each limit as a bar. The company
 * reads its own (no `companyId`); the super-admin names one.
 */
export function CurrentUsage({ companyId }: { companyId?: string | undefined }) {
  const { t, i18n } = useTranslation('usage');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const query = useApiQuery(routes.usage.getCompanyCurrentPackageUsage, { query: usageQuery(companyId) });
  const waiting = loadingOrFailed(query, t('current.loadFailed'));
  if (waiting || !query.data) return waiting;
  const usage = query.data;
  const limit = (key: 'staff' | 'kiosks' | 'messageSegments', use: LimitUse) => (
    <Stack gap={4} key={key}>
      <Text size="sm" fw={500}>
        {t(`figures.${key}`)}
      </Text>
      {use.limit === null ? (
        <Text size="sm">{t('current.noLimit', { used: number.format(use.used) })}</Text>
      ) : (
        <>
          <Text size="sm">
            {t('current.ofLimit', {
              used: number.format(use.used),
              limit: number.format(use.limit),
              percent: use.percent ?? 0,
            })}
          </Text>
          <Progress
            value={Math.min(100, use.percent ?? 0)}
            color={colorOf(use.percent ?? 0)}
            aria-label={t('current.limitBar', { figure: t(`figures.${key}`) })}
          />
        </>
      )}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="package-usage">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h5" id="package-usage">
          {t('current.title', { month: usage.figures.month })}
        </Title>
        <Text size="sm" c="dimmed">
          {usage.package ? t('current.package', { name: usage.package.name }) : t('current.noPackage')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md" component="dl" m={0}>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`figures.${figure}`)}
            </Text>
            <Text component="dd" m={0} fw={600} fz="lg">
              {number.format(usage.figures[figure])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        {limit('staff', usage.limits.staff)}
        {limit('kiosks', usage.limits.kiosks)}
        {limit('messageSegments', usage.limits.messageSegments)}
      </SimpleGrid>
    </Paper>
  );
}
