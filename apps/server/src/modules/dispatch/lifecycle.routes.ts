import { configReservation, reservationLifecycle, transportationLifecycle } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './lifecycle.service.ts';

/** Status changes, driver lists and notes: every status change goes through the engine (party-actions.ts). */
export const lifecycleRoutes = (deps: Deps) => [
  ...bindArea(transportationLifecycle, {
    pickUp: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'PickUp', body),
    intransit: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'Intransit', body),
    dropOff: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'DropOff', body),
    unDoPickup: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'UnDoPickup', body),
    unDoIntransit: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'UnDoIntransit', body),
    unDoDropOff: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'UnDoDropOff', body),
    unDoGmap: async ({ body, ctx }) => service.rideStep(deps, ctx, signedIn(ctx), 'UnDoGmap', body),
    assignDriver: async ({ body, ctx }) => service.assignDriver(deps, ctx, signedIn(ctx), body),
    convertToReservation: async ({ body, ctx }) =>
      service.convertToReservation(deps, ctx, signedIn(ctx), body),
    convertToGmapOrWillCall: async ({ body, ctx }) =>
      service.convertToGmapOrWillCall(deps, ctx, signedIn(ctx), body),
    bulkUpdate: async ({ body, ctx }) => service.bulkUpdate(deps, ctx, signedIn(ctx), body),
    cancel: async ({ body, ctx }) => service.cancel(deps, ctx, signedIn(ctx), body),
    undoCancel: async ({ body, ctx }) => service.undoCancel(deps, ctx, signedIn(ctx), body),
    updateRecordStatusNew: async ({ body, ctx }) =>
      service.updateRecordStatus(deps, ctx, signedIn(ctx), body),
    getDriverList: async ({ query, ctx }) => service.driverList(deps, signedIn(ctx), query.status),
    getOtherDriverList: async ({ query, ctx }) => service.otherDriverList(deps, signedIn(ctx), query.status),
    notes: async ({ query, ctx }) => service.noteList(deps, signedIn(ctx), query.kind),
  }),
  ...bindArea(reservationLifecycle, {
    convertGMapToDispatch: async ({ body, ctx }) =>
      service.convertGMapToDispatch(deps, ctx, signedIn(ctx), body),
    updatePartyStatus: async ({ body, ctx }) => service.updatePartyStatus(deps, ctx, signedIn(ctx), body),
  }),
  ...bindArea(configReservation, {
    addOrEditNotes: async ({ body, ctx }) => service.saveNote(deps, ctx, signedIn(ctx), body),
    deleteNotes: async ({ body, ctx }) => service.deleteNote(deps, ctx, signedIn(ctx), body.id),
    addOrEditOtherDriver: async ({ body, ctx }) => service.saveOtherDriver(deps, ctx, signedIn(ctx), body),
    updateParkingOrPartyNotes: async ({ body, ctx }) =>
      service.updatePartyNotes(deps, ctx, signedIn(ctx), body),
  }),
];
