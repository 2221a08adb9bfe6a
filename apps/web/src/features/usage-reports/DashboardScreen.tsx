import { routes } from '@curbside/contract/routes';
import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { Tile } from '../../components/Tile.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ClientAccounting } from './ClientAccounting.tsx';
import { SupportGrants } from './SupportGrants.tsx';

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
    // Underlined: it sits inside a sentence, where colour alone does not tell it from the text around it.
    <Anchor component={Link} to={`/SuperAdmin/CompanyPackageUsage/${companyId}`} underline="always">
      {name}
    </Anchor>
  );
  return (
    <Stack gap="md" maw={1200}>
      {header}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Tile label={t('dashboard.companies')} value={number.format(data.companies.total)} />
        <Tile label={t('dashboard.active')} value={number.format(data.companies.active)} />
        <Tile
          label={t('dashboard.openInvoices', { count: data.openInvoices.count })}
          value={formatMoney(data.openInvoices.cents, data.openInvoices.currency, i18n.language)}
        />
        <Tile label={t('dashboard.failingCount')} value={number.format(data.failing.total)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ListPanel
          headingId="leaders"
          title={t('dashboard.leaders', { month: data.month })}
          empty={t('dashboard.noLeaders')}
          gap={4}
          items={data.leaders}
          renderItem={(row) => (
            <li key={`${row.companyId}:${row.provider}`}>
              {usageLink(row.companyId, row.companyName)}{' '}
              {t('dashboard.segments', {
                count: row.segments,
                formatted: number.format(row.segments),
                provider: provider(row.provider),
              })}
            </li>
          )}
        />
        <ListPanel
          headingId="near-limits"
          title={t('dashboard.nearLimits')}
          empty={t('dashboard.noneNear')}
          gap={4}
          items={data.nearLimits}
          renderItem={(row) => (
            <li key={`${row.companyId}:${row.limit}`}>
              {usageLink(row.companyId, row.companyName)}{' '}
              {t('dashboard.limitAt', { limit: t(`dashboard.limits.${row.limit}`), percent: row.percent })}
            </li>
          )}
        />
        <ListPanel
          headingId="providers"
          title={t('dashboard.byProvider')}
          empty={t('dashboard.noTexts')}
          gap={4}
          items={data.byProvider}
          renderItem={(row) => (
            <li key={row.provider}>
              {t('dashboard.providerLine', {
                provider: provider(row.provider),
                messages: number.format(row.messages),
                failed: number.format(row.failed),
              })}
            </li>
          )}
        />
        <ListPanel
          headingId="failing"
          title={t('dashboard.failing')}
          empty={t('dashboard.noFailing')}
          gap={4}
          items={data.failing.items}
          renderItem={(row) => (
            <li key={row.id}>
              {row.companyName}: <span dir="ltr">{row.error ?? row.templateCode ?? row.channel}</span>
            </li>
          )}
        />
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
      <SupportGrants />
      <ClientAccounting />
    </Stack>
  );
}
