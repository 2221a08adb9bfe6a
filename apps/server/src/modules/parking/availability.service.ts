import { schema } from '@curbside/db';
import { nextDate } from '@curbside/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as repo from './permits.repository.ts';

const lot = schema.parkingLots;

/**
 * Parking/GetParkingAvailability: free spaces of each lot for each day, in one pass over the permits
 * overlapping the window (`repo.dayCounts`): capacity less the day's space-holding permits.
 */
export async function availability(
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: { fromDate: string; days: number; lotIds?: string[] | undefined },
) {
  const days = [query.fromDate];
  while (days.length < query.days) days.push(nextDate(days[days.length - 1] ?? query.fromDate));
  const toDate = days[days.length - 1] ?? query.fromDate;
  if (query.lotIds?.length === 0) return { days, lots: [] };
  return inCompany(deps, caller, async (tx) => {
    const lots = await tx
      .select({ lotId: lot.id, name: lot.name, capacity: lot.capacity })
      .from(lot)
      .where(
        and(
          eq(lot.companyId, caller.companyId),
          query.lotIds ? inArray(lot.id, query.lotIds) : eq(lot.status, 'active'),
        ),
      )
      .orderBy(asc(lot.name), asc(lot.id));
    const counts = await repo.dayCounts(tx, caller.companyId, {
      timeZone: caller.companyTimeZone,
      fromDate: query.fromDate,
      toDate,
      ...(query.lotIds ? { lotIds: query.lotIds } : {}),
    });
    const used = new Map(counts.map((c) => [`${c.lotId} ${c.day}`, c.n]));
    return {
      days,
      lots: lots.map((l) => ({
        ...l,
        free: days.map((day) => l.capacity - (used.get(`${l.lotId} ${day}`) ?? 0)),
      })),
    };
  });
}
