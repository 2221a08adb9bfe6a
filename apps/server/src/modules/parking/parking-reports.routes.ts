import { contract } from '@curbside/contract';
import { plateSearchForm, zonedDayRange } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as reports from './parking-reports.repository.ts';

/** The company a report reads its days (time zone) and money (currency) by: the caller's, from the session. */
const companyOf = (caller: CompanyUserPrincipal): reports.ReportCompany => ({
  companyId: caller.companyId,
  timeZone: caller.companyTimeZone,
  currency: caller.companyCurrency,
});

/** A report body's days as instants of the company's calendar, its search in both forms, its page. */
function windowOf(
  caller: CompanyUserPrincipal,
  body: { fromDate: string; toDate: string; search?: string | undefined; page: number; pageSize: number },
): reports.ReportWindow {
  const { start, end } = zonedDayRange(body.fromDate, body.toDate, caller.companyTimeZone);
  const searchForm = body.search ? plateSearchForm(body.search) : '';
  return {
    start,
    end,
    page: body.page,
    pageSize: body.pageSize,
    ...(body.search ? { search: body.search } : {}),
    ...(searchForm ? { searchForm } : {}),
  };
}

/** The status each closed-permits report lists. */
const CLOSED_STATUS = {
  cancelled: 'Cancelled',
  deleted: 'Deleted',
  delivered: 'Delivered',
} as const satisfies Record<string, reports.ClosedStatus>;

/** The parking reports: commission (per permit, per seller), cancelled, deleted, delivered. */
export const parkingReportRoutes = (deps: Deps) => {
  return [
    ...bindArea(contract.parking, {
      getParkingCommission: async ({ body, caller }) =>
        inCompany(deps, caller, (tx) =>
          reports.commissionPage(tx, companyOf(caller), windowOf(caller, body), body.soldBy),
        ),
      getCancelledOrDeletedParkings: async ({ body, caller }) =>
        inCompany(deps, caller, (tx) =>
          reports.closedPage(tx, companyOf(caller), windowOf(caller, body), CLOSED_STATUS[body.type]),
        ),
    }),
    ...bindArea(contract.subscription, {
      getCommissionReport: async ({ body, caller }) =>
        inCompany(deps, caller, (tx) =>
          reports.commissionByStaff(tx, companyOf(caller), windowOf(caller, body)),
        ),
    }),
  ];
};
