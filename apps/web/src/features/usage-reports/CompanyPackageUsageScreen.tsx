import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CurrentUsage } from '../../entities/usage/CurrentUsage.tsx';
import { PaymentHistory } from '../../entities/usage/PaymentHistory.tsx';
import { UsageChart } from '../../entities/usage/UsageChart.tsx';
import { UsageHistory } from '../../entities/usage/UsageHistory.tsx';
import { CompanyPackage } from './CompanyPackage.tsx';
import { TwilioNumber } from './TwilioNumber.tsx';

/**
 * `/SuperAdmin/CompanyPackageUsage/{cId}`: one company's usage as the super-admin sees it: this month against
 * its package, and the package it is put on; month by month as a chart, and the months before (ADR 89); its
 * invoices, and the number its texts come from on the platform's Twilio account (ADR 118).
 */
export default function CompanyPackageUsageScreen() {
  const { t } = useTranslation('usage-reports');
  const { cId = '' } = useParams();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader texts="usage-reports:companyUsage" />
      <Anchor component={Link} to="/SuperAdmin/CompaniesReports" size="sm">
        {t('companyUsage.back')}
      </Anchor>
      <CurrentUsage companyId={cId} />
      <CompanyPackage companyId={cId} />
      <UsageChart companyId={cId} />
      <UsageHistory companyId={cId} />
      <PaymentHistory companyId={cId} />
      <TwilioNumber companyId={cId} />
    </Stack>
  );
}
