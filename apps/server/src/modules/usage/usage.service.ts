import { inScope, type Tx } from '@curbside/db';
import { monthsFrom, monthsUntil, shiftMonth, usagePercent } from '@curbside/domain';
import type { Deps, Principal } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import * as repo from './usage.repository.ts';

/** The screens whose holders read their company's usage (and, on MyUsage, its payment history). */
const USAGE_SCREENS = ['Subscription/MyUsage', 'Subscription/Barchart'];

/**
 * The company a usage call reads (ADR 89): a company user's own, when their role opens a usage screen (the
 * mount already refused naming another company); the super-admin's named one, which must exist.
 */
export async function companyRead<T>(
  deps: Deps,
  caller: Principal,
  named: string | undefined,
  work: (tx: Tx, company: repo.CompanyMonths) => Promise<T>,
): Promise<T> {
  if (caller.kind === 'user' && !USAGE_SCREENS.some((code) => caller.menuCodes.has(code))) {
    throw forbidden();
  }
  const companyId = caller.kind === 'user' ? caller.companyId : named;
  if (!companyId) {
    throw badRequest('Name the company.', [
      { path: 'query.companyId', code: 'required', message: 'Name the company.' },
    ]);
  }
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const company = await repo.companyMonths(tx, companyId);
    if (!company) throw notFound('company');
    return work(tx, company);
  });
}

const limitUse = (used: number, limit: number | null) => ({
  used,
  limit,
  percent: usagePercent(used, limit),
});

/** `Company/GetCompanyCurrentPackageUsage`: this month's figures against the package's limits. */
export const currentUsage = (deps: Deps, caller: Principal, companyId: string | undefined) =>
  companyRead(deps, caller, companyId, async (tx, company) => {
    const [figures] = await repo.figuresOf(tx, company.id, [company.current]);
    if (!figures) throw new Error('usage of the current month missing');
    const hasPackage = company.packageId !== null;
    return {
      companyId: company.id,
      companyName: company.name,
      package:
        hasPackage && company.packageName
          ? { id: company.packageId as string, name: company.packageName }
          : null,
      figures,
      limits: {
        staff: limitUse(figures.staff, company.maxStaffUsers),
        kiosks: limitUse(figures.kiosks, company.maxKiosks),
        messageSegments: limitUse(figures.messageSegments, hasPackage ? company.messageQuota : null),
      },
    };
  });

/** `Company/GetCompanyPreviousPackageUsageHistory`: each month before this one since the company was made, newest first. */
export const previousUsage = (deps: Deps, caller: Principal, query: repo.CompanyPageRange) =>
  companyRead(deps, caller, query.companyId, async (tx, company) => {
    const last = shiftMonth(company.current, -1);
    const total = monthsFrom(company.first, last);
    const skip = (query.page - 1) * query.pageSize;
    const count = Math.max(0, Math.min(query.pageSize, total - skip));
    const months = Array.from({ length: count }, (_, index) => shiftMonth(last, -(skip + index)));
    return {
      items: await repo.figuresOf(tx, company.id, months),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

/** `Report/GetBarChart`: the figures of the last `months` months up to `until`, oldest first. */
export const usageChart = (
  deps: Deps,
  caller: Principal,
  query: { companyId?: string | undefined; months: number; until?: string | undefined },
) =>
  companyRead(deps, caller, query.companyId, async (tx, company) => ({
    companyId: company.id,
    months: await repo.figuresOf(tx, company.id, monthsUntil(query.until ?? company.current, query.months)),
  }));
