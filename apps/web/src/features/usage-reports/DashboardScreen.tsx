import { routes } from '@curbside/contract/routes';
import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ClientAccounting } from './ClientAccounting.tsx';

/** One figure of the platform, large, with its label. */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="h3" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** A titled part of the dashboard: its list, or a sentence when it has none. */
function Part({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="h5" id={id} mb="xs">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" ps={0}>
          {children}
        </List>
      )}
    </Paper>
  );
}

/**
 * `/SuperAdmin/Dashboard`, the super-admin's home: companies and active ones, open invoices, this month's
 * usage leaders, companies at 80 % or more of a limit, texts by provider and the newest failing deliveries, each
 * a door to its full report; then the client accounting (ADR 103).
 */
export default function DashboardScreen() {
  const { t, i18n } = useTranslation('usage-reports');
  const session = useSignedInSession();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const query = useApiQuery(routes.usage.getPlatformDashboard, { body: {} });
  const header = (
    <PageHeader
      title={t('dashboard.greeting', { name: session.user.name })}
      description={t('dashboard.description')}
    />
  );
  const waiting = loadingOrFailed(query, t('dashboard.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const data = query.data;
  const provider = (name: string) => t(`messageUsage.provider.${name}`, { defaultValue: name }) as string;
  const usageLink = (companyId: string, name: string) => (
    <Anchor component={Link} to={`/SuperAdmin/CompanyPackageUsage/${companyId}`}>
      {name}
    </Anchor>
  );
  return (
    <Stack gap="md" maw={1200}>
      {header}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat label={t('dashboard.companies')} value={number.format(data.companies.total)} />
        <Stat label={t('dashboard.active')} value={number.format(data.companies.active)} />
        <Stat
          label={t('dashboard.openInvoices', { count: data.openInvoices.count })}
          value={formatMoney(data.openInvoices.cents, data.openInvoices.currency, i18n.language)}
        />
        <Stat label={t('dashboard.failingCount')} value={number.format(data.failing.total)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Part
          id="leaders"
          title={t('dashboard.leaders', { month: data.month })}
          empty={t('dashboard.noLeaders')}
        >
          {data.leaders.map((row) => (
            <List.Item key={`${row.companyId}:${row.provider}`}>
              {usageLink(row.companyId, row.companyName)}{' '}
              {t('dashboard.segments', {
                count: row.segments,
                formatted: number.format(row.segments),
                provider: provider(row.provider),
              })}
            </List.Item>
          ))}
        </Part>
        <Part id="near-limits" title={t('dashboard.nearLimits')} empty={t('dashboard.noneNear')}>
          {data.nearLimits.map((row) => (
            <List.Item key={`${row.companyId}:${row.limit}`}>
              {usageLink(row.companyId, row.companyName)}{' '}
              {t('dashboard.limitAt', { limit: t(`dashboard.limits.${row.limit}`), percent: row.percent })}
            </List.Item>
          ))}
        </Part>
        <Part id="providers" title={t('dashboard.byProvider')} empty={t('dashboard.noTexts')}>
          {data.byProvider.map((row) => (
            <List.Item key={row.provider}>
              {t('dashboard.providerLine', {
                provider: provider(row.provider),
                messages: number.format(row.messages),
                failed: number.format(row.failed),
              })}
            </List.Item>
          ))}
        </Part>
        <Part id="failing" title={t('dashboard.failing')} empty={t('dashboard.noFailing')}>
          {data.failing.items.map((row) => (
            <List.Item key={row.id}>
              {row.companyName}: <span dir="ltr">{row.error ?? row.templateCode ?? row.channel}</span>
            </List.Item>
          ))}
        </Part>
      </SimpleGrid>
      <Group gap="md">
        <Anchor component={Link} to="/SuperAdmin/MessageUsage" size="sm">
          {t('dashboard.allMessages')}
        </Anchor>
        <Anchor component={Link} to="/SuperAdmin/CompaniesReports" size="sm">
          {t('dashboard.allCompanies')}
        </Anchor>
        <Anchor component={Link} to="/auth/ReleaseNote" size="sm">
          {t('dashboard.releaseNotes')}
        </Anchor>
      </Group>
      <ClientAccounting />
    </Stack>
  );
}
