import { RAPID_PICK_UP_LIMIT } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { dispatches } from '../../party-access.ts';
import * as board from './board.repository.ts';
import { read } from './board.service.ts';
import { findSummaries, p } from './parties.repository.ts';
import { withActions } from './party-view.ts';

/** A guest at the curb is waiting for a ride: not yet assigned, or a driver is on the way. */
const WAITING_AT_THE_CURB = [PARTY_STATUS.Pending, PARTY_STATUS.Dispatched];

/**
 * The guests waiting that one search finds, in the caller's company only (`board.curbsideWhere`). A driver finds
 * only the parties dispatched to them, as the pick-up call would refuse any other (ADR 93).
 */
export const findCurbsideParties = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  search: Parameters<typeof board.curbsideWhere>[0],
) =>
  read(deps, principal, async (tx, user) => {
    const rows = await findSummaries(
      tx,
      user.companyId,
      and(
        inArray(p.status, WAITING_AT_THE_CURB),
        dispatches(user) ? undefined : eq(p.driverId, user.userId),
        board.curbsideWhere(search),
      ),
      { limit: RAPID_PICK_UP_LIMIT },
    );
    return { items: await withActions(tx, user, rows) };
  });
