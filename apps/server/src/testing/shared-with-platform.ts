import { contract, type Endpoint } from '@curbside/contract';

/**
 * Calls a company reads of itself and the super-admin of a company it names (a company's usage, ADR 89): the
 * super-admin reading the named company is their purpose. The sweeps treat them as the platform's too.
 */
export const SHARED_WITH_PLATFORM: readonly Endpoint[] = [
  contract.usage.getCompanyCurrentPackageUsage,
  contract.usage.getCompanyPreviousPackageUsageHistory,
  contract.usage.getBarChart,
  contract.company.getCompanyPaymentHistory,
  contract.company.getNotificationsList,
  contract.company.updateNotifications,
];
