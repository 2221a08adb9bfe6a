import { routes } from '@curbside/contract/routes';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { useZoneName } from '../../lib/timeZones.ts';
import { BillingSection, WorkingSettingsSection } from './BillingSection.tsx';
import { LogoSection } from './LogoSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { SupportSection } from './SupportSection.tsx';

/**
 * `/Subscription/MyCompany`: the company's profile. Its time zone, country and clock, its working switches and
 * its billing address are settings definitions edited with `SettingsForm`; its logo goes through the file
 * store. Everyone the screen is granted to reads it; only `settings.manage` saves.
 */
export default function MyCompanyScreen() {
  const { t, i18n } = useTranslation('company');
  const zoneName = useZoneName();
  const name = useSignedInSession().company?.name ?? '';
  const now = useApiQuery(routes.company.getAccountCurrentDateTime, { body: {} });
  return (
    <Stack gap="md">
      <PageHeader title={t('company.title')} description={t('company.description', { name })} />
      {now.data ? (
        <Text size="sm" data-testid="company-now">
          {t('company.now', {
            day: formatDay(now.data.date, localeOf(i18n.language)),
            time: now.data.time,
            zone: zoneName(now.data.timeZone),
            offset: now.data.offset,
          })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <ProfileSection />
          <LogoSection />
        </Stack>
        <Stack gap="md">
          <WorkingSettingsSection />
          <BillingSection />
          <SupportSection />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
