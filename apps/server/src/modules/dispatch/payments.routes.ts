import { contract } from '@curbside/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import * as guestChanges from './guest-changes.ts';
import * as guest from './guest-link.service.ts';
import * as payments from './payments.service.ts';

export const paymentRoutes = (deps: Deps) => {
  // The guest link is public: one limit per address over its three calls (ADR 20). A guest page polls every
  // 15 s (4 calls a minute); the default 120 leaves room for many guests behind one hotel network.
  const guestLimit = new RateLimiter(deps.config.guestLinkRateLimit, 60_000);
  const limited = (request: FastifyRequest) => guestLimit.hit(`guest|${request.ip}`);

  return [
    ...bindArea(contract.transportation, {
      accountOrCashPayment: async ({ body, caller, ctx }) => payments.recordPayment(deps, ctx, caller, body),
      creditPayment: async ({ body, caller, ctx }) =>
        payments.recordPayment(deps, ctx, caller, { ...body, method: 'card' }),
      getPartyCostDetails: async ({ body, caller }) => payments.costDetails(deps, caller, body.partyId),
      getCashOutReportByDates: async ({ body, caller }) => payments.cashOutReport(deps, caller, body),
    }),
    ...bindArea(contract.reservation, {
      partyPayment: async ({ body, caller, ctx }) => payments.recordPayment(deps, ctx, caller, body),
      reSendNotifications: async ({ body, caller, ctx }) =>
        guest.resendNotifications(deps, ctx, caller, body.partyId),
      getGuestPartyInformation: async ({ body, request }) => {
        limited(request);
        return guest.guestPartyInformation(deps, body.key);
      },
      getGuestPartyInfo: async ({ body, request }) => {
        limited(request);
        return guest.guestPartyInfo(deps, body.key);
      },
      insertGuestLocations: async ({ body, request }) => {
        limited(request);
        return guest.saveGuestLocation(deps, body.key, body);
      },
      editGuestReservation: async ({ body, request, ctx }) => {
        limited(request);
        return guestChanges.editGuestReservation(deps, ctx, body);
      },
      cancelGuestReservation: async ({ body, request, ctx }) => {
        limited(request);
        return guestChanges.cancelGuestReservation(deps, ctx, body);
      },
    }),
  ];
};
