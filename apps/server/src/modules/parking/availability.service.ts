import { nextDate } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as permits from './permits.repository.ts';

/**
 * Parking/GetParkingAvailability: free spaces of each lot for each day: capacity less the day's space-holding
 * permits, in one query over the lots' daily counters (`permits.availabilityGrid`, ADR 34).
 */
export async function availability(
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: { fromDate: string; days: number; lotIds?: string[] | undefined },
) {
  const days = [query.fromDate];
  while (days.length < query.days) days.push(nextDate(days[days.length - 1] ?? query.fromDate));
  if (query.lotIds?.length === 0) return { days, lots: [] };
  const lots = await inCompany(deps, caller, (tx) => permits.availabilityGrid(tx, caller.companyId, query));
  return { days, lots };
}
