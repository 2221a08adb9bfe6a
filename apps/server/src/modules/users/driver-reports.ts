import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as repo from './users.repository.ts';

export async function availability(
  deps: Deps,
  caller: CompanyUserPrincipal,
  shift: 'available' | 'not_available' | undefined,
) {
  return inCompany(deps, caller, (tx) =>
    repo.listUsers(tx, caller.companyId, { status: 'active', canBeDriver: true, shift }),
  );
}

export async function driversPerformance(
  deps: Deps,
  caller: CompanyUserPrincipal,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
) {
  const tz = caller.companyTimeZone;
  return inCompany(deps, caller, async (tx) => {
    const drivers = await repo.listUsers(tx, caller.companyId, { canBeDriver: true });
    const stats = await repo.signInStats(tx, caller.companyId, tz, range);
    const byUser = new Map(stats.map((row) => [row.userId, row]));
    // Rides, on-time pick-ups, pick-up times and ratings come from parties, which do not exist yet.
    return drivers.map((driver) => {
      const signIns = byUser.get(driver.id);
      return {
        userId: driver.id,
        name: driver.name,
        status: driver.status,
        shift: driver.shift,
        currentVehicle: driver.currentVehicle,
        signIns: signIns?.signIns ?? 0,
        lastSignInAt: signIns?.lastSignInAt ? new Date(signIns.lastSignInAt).toISOString() : null,
        rides: 0,
        onTimePickUps: 0,
        averagePickUpMinutes: null,
        averageRating: null,
      };
    });
  });
}
