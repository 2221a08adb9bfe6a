import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as messages from './platform-messages.ts';
import * as service from './usage.service.ts';

/** A company's usage by month, read by the company itself or the super-admin (ADR 89), and the platform's texts. */
export const usageRoutes = (deps: Deps) =>
  bindArea(contract.usage, {
    getCompanyCurrentPackageUsage: ({ query, caller }) => service.currentUsage(deps, caller, query.companyId),
    getCompanyPreviousPackageUsageHistory: ({ query, caller }) => service.previousUsage(deps, caller, query),
    getBarChart: ({ query, caller }) => service.usageChart(deps, caller, query),
    getPlatformMessageUsage: ({ body }) =>
      messages.platformMessageUsage(deps, body ?? { page: 1, pageSize: 25 }),
    getFailingDeliveries: ({ body }) => messages.failingDeliveries(deps, body ?? { page: 1, pageSize: 25 }),
  });
