import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './lifecycle.service.ts';

/** Status changes, driver lists and notes: every status change goes through the engine (party-actions.ts). */
export const lifecycleRoutes = (deps: Deps) => [
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
    getDriverList: async ({ query, caller }) => service.driverList(deps, caller, query.status),
    getOtherDriverList: async ({ query, caller }) => service.otherDriverList(deps, caller, query.status),
    notes: async ({ query, caller }) => service.noteList(deps, caller, query.kind),
  }),
  ...bindArea(contract.reservation, {
    convertGMapToDispatch: async ({ body, caller, ctx }) =>
      service.convertGMapToDispatch(deps, ctx, caller, body),
    updatePartyStatus: async ({ body, caller, ctx }) => service.updatePartyStatus(deps, ctx, caller, body),
  }),
  ...bindArea(contract.configReservation, {
    addOrEditNotes: async ({ body, caller, ctx }) => service.saveNote(deps, ctx, caller, body),
    deleteNotes: async ({ body, caller, ctx }) => service.deleteNote(deps, ctx, caller, body.id),
    addOrEditOtherDriver: async ({ body, caller, ctx }) => service.saveOtherDriver(deps, ctx, caller, body),
    updateParkingOrPartyNotes: async ({ body, caller, ctx }) =>
      service.updatePartyNotes(deps, ctx, caller, body),
  }),
];
