import { contract, waitTypes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { inputFields, ownColumns } from '../../resources/table-store.ts';
import { guestStatus, setGuestAlert } from './wait-list.guest.ts';
import { reportBetweenDates } from './wait-list.report.ts';
import * as waitList from './wait-list.service.ts';

const t = schema.waitTypes;

/** The wait types: a collection of the company's queues. */
export const waitTypeRoutes = tableRoutes(waitTypes, t, {
  columns: ownColumns(t, 'id', 'name', 'defaultQuoteMinutes', 'holdMinutes', 'nextAtPosition', 'status'),
  search: [t.name],
  sort: { name: t.name, status: t.status },
  filter: (query) => [query.status ? eq(t.status, query.status) : undefined],
  values: inputFields('name', 'defaultQuoteMinutes', 'holdMinutes', 'nextAtPosition', 'status'),
});

/** The host stand's calls, the completed-wait-list report and the guest's link. */
export const waitListRoutes = (deps: Deps) => {
  // The guest link is public: one limit per address over its calls, as the party's link (ADR 20).
  const guestLimit = new RateLimiter(deps.config.guestLinkRateLimit, 60_000);
  const limited = (request: FastifyRequest) => guestLimit.hit(`wait-list-guest|${request.ip}`);
  return bindArea(contract.waitList, {
    getWaitListLocations: async ({ body, caller }) =>
      waitList.stand(deps, caller, body?.waitTypeId, body?.entryIds),
    addOrEditWaitListParty: async ({ body, caller, ctx }) => waitList.addOrEdit(deps, ctx, caller, body),
    updateWaitListStatus: async ({ body, caller, ctx }) => waitList.updateStatus(deps, ctx, caller, body),
    getWaitListReportsById: async ({ body, caller }) => waitList.report(deps, caller, body.id),
    resendWaitListNotification: async ({ body, caller, ctx }) => waitList.resend(deps, ctx, caller, body.id),
    broadcastWaitListDelay: async ({ body, caller, ctx }) => waitList.broadcastDelay(deps, ctx, caller, body),
    getWaitListReportBetweenDates: async ({ body, caller }) => reportBetweenDates(deps, caller, body),
    getGuestWaitList: async ({ body, request }) => {
      limited(request);
      return guestStatus(deps, body.key);
    },
    setGuestWaitListAlert: async ({ body, request, ctx }) => {
      limited(request);
      return setGuestAlert(deps, ctx, body.key, body.alert);
    },
  });
};
