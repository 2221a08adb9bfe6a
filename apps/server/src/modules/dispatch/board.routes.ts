import { reservationBooking, transportationBoard } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as board from './board.service.ts';
import * as booking from './booking.service.ts';

/** The board, the dashboard and the party lists; staff booking and the party's reads. */
export const boardRoutes = (deps: Deps) => [
  ...bindArea(transportationBoard, {
    getAllpartiesDashboard: async ({ body, ctx }) => board.dashboard(deps, signedIn(ctx), body ?? {}),
    getPartyListByPartyId: async ({ query, ctx }) =>
      board.partiesOfBooking(deps, signedIn(ctx), query.partyId),
    getRecordManagementByOption: async ({ body, ctx }) => board.boardPage(deps, signedIn(ctx), body),
    recentParties: async ({ query, ctx }) => board.recentParties(deps, signedIn(ctx), query.limit),
    getTransactionBetweenDates: async ({ query, ctx }) => board.transactions(deps, signedIn(ctx), query),
    myCompletedParties: async ({ query, body, ctx }) =>
      board.completedParties(deps, signedIn(ctx), query.userId, body ?? { page: 1, pageSize: 25 }),
    getReservationData: async ({ body, ctx }) => board.reservationReport(deps, signedIn(ctx), body),
  }),
  ...bindArea(reservationBooking, {
    addOrEditReservation: async ({ body, ctx }) => booking.saveReservation(deps, ctx, signedIn(ctx), body),
    reservationSummary: async ({ body, ctx }) =>
      booking.reservationSummary(deps, ctx, signedIn(ctx), body.partyId),
    getPartyHistoryPartyId: async ({ body, ctx }) => booking.partyHistory(deps, signedIn(ctx), body.partyId),
    getPartyInfoByPhoneNumber: async ({ body, ctx }) => booking.guestByPhone(deps, signedIn(ctx), body.phone),
    getPartyInfoById: async ({ body, ctx }) => booking.partyInfo(deps, ctx, signedIn(ctx), body.partyId),
    getReservationOrGMapByDates: async ({ query, body, ctx }) =>
      booking.partiesByDates(deps, signedIn(ctx), query.commandType, body),
    getWillCallPartiesByDates: async ({ body, ctx }) => booking.willCallsByDates(deps, signedIn(ctx), body),
  }),
];
