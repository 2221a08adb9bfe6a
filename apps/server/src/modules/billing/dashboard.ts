import { inScope } from '@curbside/db';
import { PLATFORM_CURRENCY } from '@curbside/domain';
import type { Deps } from '../../context.ts';
import * as platformMessages from '../usage/platform-messages.repository.ts';
import * as dashboard from './dashboard.repository.ts';
import { openTotals } from './invoices.repository.ts';

/** How many rows each list of the dashboard shows; the full lists are on their own screens. */
const TOP = 5;

/**
 * `Report/GetPlatformDashboard`: the platform at a glance, each part read by the report that owns it (the
 * message usage and failing deliveries of ADR 89, the limits told of ADR 90, the invoices of ADR 103), in one
 * read-only transaction.
 */
export const platformDashboard = (deps: Deps) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const month = await platformMessages.currentMonth(tx);
    const first = { page: 1, pageSize: TOP };
    const leaders = await platformMessages.byCompany(tx, month, first);
    const failing = await platformMessages.failing(tx, first);
    const open = await openTotals(tx);
    return {
      month,
      companies: await dashboard.companyCounts(tx),
      leaders: leaders.items,
      nearLimits: await dashboard.nearLimits(tx, TOP * 2),
      byProvider: await platformMessages.byProvider(tx, month),
      failing: { ...failing, ...first },
      openInvoices: { ...open, currency: PLATFORM_CURRENCY },
    };
  });
