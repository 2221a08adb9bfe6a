import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as repo from './users.repository.ts';

export async function auditLog(
  deps: Deps,
  caller: CompanyUserPrincipal,
  filter: {
    page: number;
    pageSize: number;
    userId?: string | undefined;
    entity?: string | undefined;
    commandType?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
) {
  const { rows, total } = await inCompany(deps, caller, async (tx) => {
    if (filter.userId && !(await repo.userRow(tx, caller.companyId, filter.userId))) throw notFound('user');
    return repo.auditPage(tx, caller.companyId, caller.companyTimeZone, {
      ...filter,
      action: filter.commandType,
    });
  });
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
