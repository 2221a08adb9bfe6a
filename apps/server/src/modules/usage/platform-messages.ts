import { inScope } from '@curbside/db';
import type { Deps } from '../../context.ts';
import * as platformMessages from './platform-messages.repository.ts';
import type { CompanyPageRange } from './usage.repository.ts';

/** `Report/GetPlatformMessageUsage`: a month's texts by provider, and by company and provider (paged). */
export const platformMessageUsage = (
  deps: Deps,
  filter: { month?: string | undefined; page: number; pageSize: number },
) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const month = filter.month ?? (await platformMessages.currentMonth(tx));
    const { items, total } = await platformMessages.byCompany(tx, month, filter);
    return {
      month,
      byProvider: await platformMessages.byProvider(tx, month),
      byCompany: { items, total, page: filter.page, pageSize: filter.pageSize },
    };
  });

/** `Report/GetFailingDeliveries`: messages that failed after their tries, newest first (paged). */
export const failingDeliveries = (deps: Deps, filter: CompanyPageRange) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const { items, total } = await platformMessages.failing(tx, filter);
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  });
