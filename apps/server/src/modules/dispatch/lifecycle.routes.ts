import { contract, predefinedNotes } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { inputFields, ownColumns } from '../../resources/table-store.ts';
import * as drivers from './drivers.service.ts';
import * as service from './lifecycle.service.ts';

const note = schema.predefinedNotes;

/** Status changes, driver lists and notes: every status change goes through the engine (party-actions.ts). */
export const lifecycleRoutes = (deps: Deps) => [
  ...tableRoutes(predefinedNotes, note, {
    columns: ownColumns(note, 'id', 'kind', 'text', 'sortOrder'),
    search: [note.text],
    sort: { sortOrder: note.sortOrder, text: note.text },
    filter: (query) => [eq(note.kind, query.kind)],
    values: inputFields('kind', 'text', 'sortOrder'),
  })(deps),
  ...bindArea(contract.transportation, {
    pickUp: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'PickUp', body),
    intransit: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'Intransit', body),
    dropOff: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'DropOff', body),
    unDoPickup: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'UnDoPickup', body),
    unDoIntransit: async ({ body, caller, ctx }) =>
      service.rideStep(deps, ctx, caller, 'UnDoIntransit', body),
    unDoDropOff: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'UnDoDropOff', body),
    unDoGmap: async ({ body, caller, ctx }) => service.rideStep(deps, ctx, caller, 'UnDoGmap', body),
    assignDriver: async ({ body, caller, ctx }) => service.assignDriver(deps, ctx, caller, body),
    convertToReservation: async ({ body, caller, ctx }) =>
      service.convertToReservation(deps, ctx, caller, body),
    convertToGmapOrWillCall: async ({ body, caller, ctx }) =>
      service.convertToGmapOrWillCall(deps, ctx, caller, body),
    bulkUpdate: async ({ body, caller, ctx }) => service.bulkUpdate(deps, ctx, caller, body),
    cancel: async ({ body, caller, ctx }) => service.cancel(deps, ctx, caller, body),
    undoCancel: async ({ body, caller, ctx }) => service.undoCancel(deps, ctx, caller, body),
    updateRecordStatusNew: async ({ body, caller, ctx }) =>
      service.updateRecordStatus(deps, ctx, caller, body),
    getDriverList: async ({ query, caller }) => drivers.driverList(deps, caller, query.status),
    getOtherDriverList: async ({ query, caller }) => drivers.otherDriverList(deps, caller, query.status),
  }),
  ...bindArea(contract.reservation, {
    convertGMapToDispatch: async ({ body, caller, ctx }) =>
      service.convertGMapToDispatch(deps, ctx, caller, body),
    updatePartyStatus: async ({ body, caller, ctx }) => service.updatePartyStatus(deps, ctx, caller, body),
  }),
  ...bindArea(contract.configReservation, {
    addOrEditOtherDriver: async ({ body, caller, ctx }) => drivers.saveOtherDriver(deps, ctx, caller, body),
    updateParkingOrPartyNotes: async ({ body, caller, ctx }) =>
      service.updatePartyNotes(deps, ctx, caller, body),
  }),
];
