import { contract, waitTypes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { inputFields, ownColumns } from '../../resources/table-store.ts';
import { guestStatus, leaveGuestWaitList, setGuestAlert } from './wait-list.guest.ts';
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
  return bindArea(contract.waitList, {
    getWaitListLocations: async ({ body, caller }) =>
      waitList.stand(deps, caller, body?.waitTypeId, body?.entryIds),
    addOrEditWaitListParty: async ({ body, caller, ctx }) => waitList.addOrEdit(deps, ctx, caller, body),
    updateWaitListStatus: async ({ body, caller, ctx }) => waitList.updateStatus(deps, ctx, caller, body),
    getWaitListReportsById: async ({ body, caller }) => waitList.report(deps, caller, body.id),
    resendWaitListNotification: async ({ body, caller, ctx }) => waitList.resend(deps, ctx, caller, body.id),
    broadcastWaitListDelay: async ({ body, caller, ctx }) => waitList.broadcastDelay(deps, ctx, caller, body),
    getWaitListReportBetweenDates: async ({ body, caller }) => reportBetweenDates(deps, caller, body),
    getGuestWaitList: async ({ caller }) => guestStatus(deps, caller),
    setGuestWaitListAlert: async ({ body, caller, ctx }) => setGuestAlert(deps, ctx, caller, body.alert),
    leaveGuestWaitList: async ({ caller }) => leaveGuestWaitList(deps, caller),
  });
};
