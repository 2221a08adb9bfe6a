import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { keptAnswer } from '../../memory.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as board from './board.service.ts';
import { boardPage } from './board-lanes.ts';
import * as booking from './booking.service.ts';
import { dashboard } from './dashboard.service.ts';
import { findCurbsideParties } from './rapid-pick-up.service.ts';

/** The board, the dashboard and the party lists; staff booking and the party's reads. */
export const boardRoutes = (deps: Deps) => [
  ...bindArea(contract.rapidPickUp, {
    findParties: async ({ query, caller }) => findCurbsideParties(deps, caller, query),
  }),
  ...bindArea(contract.transportation, {
    getAllpartiesDashboard: async ({ body, caller }) => dashboard(deps, caller, body ?? {}),
    getPartyListByPartyId: async ({ query, caller }) => board.partiesOfBooking(deps, caller, query.partyId),
    // Every dispatcher opening the board asks the same: the first cards of each lane, then more of one lane.
    // Those answers are kept until the company changes (ADR 45); a search or a live patch is read afresh.
    getRecordManagementByOption: async ({ body, caller }) =>
      (body.perLane || body.after) && !body.search && !body.partyIds
        ? keptAnswer(deps.memory, caller, 'board', body, () => boardPage(deps, caller, body))
        : boardPage(deps, caller, body),
    recentParties: async ({ query, caller }) => board.recentParties(deps, caller, query.limit),
    getTransactionBetweenDates: async ({ query, caller }) => board.transactions(deps, caller, query),
    myCompletedParties: async ({ query, body, caller }) =>
      board.completedParties(deps, caller, query.userId, body ?? { page: 1, pageSize: 25 }),
    getReservationData: async ({ body, caller }) => board.reservationReport(deps, caller, body),
  }),
  ...bindArea(contract.reservation, {
    addOrEditReservation: async ({ body, caller, ctx }) => booking.saveReservation(deps, ctx, caller, body),
    reservationSummary: async ({ body, caller }) => booking.reservationSummary(deps, caller, body.partyId),
    getPartyHistoryPartyId: async ({ body, caller }) => booking.partyHistory(deps, caller, body.partyId),
    getPartyInfoByPhoneNumber: async ({ body, caller }) => booking.guestByPhone(deps, caller, body.phone),
    getPartyInfoById: async ({ body, caller }) => booking.partyInfo(deps, caller, body.partyId),
    getReservationOrGMapByDates: async ({ query, body, caller }) =>
      booking.partiesByDates(deps, caller, query.commandType, body),
    getWillCallPartiesByDates: async ({ body, caller }) => booking.willCallsByDates(deps, caller, body),
  }),
];
