import { monthsUntil } from '@curbside/domain';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FailingDeliveries } from './FailingDeliveries.tsx';
import { ProviderUsage } from './ProviderUsage.tsx';

/** The months the super-admin may pick: the platform's last twelve (UTC), newest first. */
const lastMonths = () => monthsUntil(new Date().toISOString().slice(0, 7), 12).reverse();

/**
 * `/SuperAdmin/MessageUsage`: every company's texts in a month by provider and by company, and the messages
 * that failed to be delivered (ADR 89).
 */
export default function MessageUsageScreen() {
  const { t } = useTranslation('usage-reports');
  const months = lastMonths();
  const [month, setMonth] = useState(months[0] ?? '');
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader texts="usage-reports:messageUsage" />
      <Select
        label={t('messageUsage.month')}
        data={months}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        maw={200}
      />
      <ProviderUsage month={month} />
      <FailingDeliveries />
    </Stack>
  );
}
