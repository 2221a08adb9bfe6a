import { contract, driverVehicles } from '@curbside/contract';
import { schema } from '@curbside/db';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { ownOrManager } from '../users/users.ts';
import { vehicleStore } from './vehicles.repository.ts';
import * as service from './vehicles.service.ts';

/** A driver's vehicles as a collection: one's own, or anyone's with users.manage (`ownOrManager`). */
const vehicleCollection = tableRoutes(driverVehicles, schema.driverVehicles, vehicleStore, {
  scopeList: async (tx, caller, query) => {
    const userId = ownOrManager(caller, query.userId);
    await service.findDriver(tx, caller.companyId, userId);
    return { ...query, userId };
  },
  beforeSave: async (tx, caller, input, before) => {
    // Editing another's vehicle needs users.manage whoever the input names.
    if (before) ownOrManager(caller, before.userId);
    await service.checkVehicle(tx, caller, ownOrManager(caller, input.userId ?? before?.userId), input);
  },
  // An edit keeps the vehicle's driver; a new one is the caller's unless it names another.
  stored: (caller, input, before) => ({
    ...input,
    userId: before?.userId ?? input.userId ?? caller.userId,
  }),
  beforeRemove: async (_tx, caller, row) => {
    ownOrManager(caller, row.userId);
  },
});

export const driverVehicleRoutes = (deps: Deps) => [
  ...bindArea(contract.driverVehicle, {
    getDriverAvailableVehicles: async ({ query, caller }) => ({
      items: await service.availableVehicles(deps, caller, query.userId),
    }),
    getVehicleMakes: async ({ caller }) => ({ items: await service.makes(deps, caller) }),
    getVehicleModelByMakeId: async ({ query, caller }) => ({
      items: await service.models(deps, caller, query.makeId),
    }),
    updateUserVehicle: async ({ body, caller, ctx }) =>
      service.chooseVehicle(deps, ctx, caller, body.vehicleId),
  }),
  ...vehicleCollection(deps),
];
