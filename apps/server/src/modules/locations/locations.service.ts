import type { Location } from '@curbside/contract';
import type { schema } from '@curbside/db';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import { offeredLocations } from './locations.repository.ts';

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

/**
 * The active locations offered for booking: one list (from, to, quick) in its order, or all by name; with
 * `fromId`, only those a ride reaches from it (an unknown or other company's origin reaches none).
 */
export const offered = (deps: Deps, caller: CompanyUserPrincipal, list?: ListName, fromId?: string) =>
  inCompany(deps, caller, async (tx) => ({
    items: (await offeredLocations(tx, caller.companyId, list, fromId)) as Location[],
  }));
