import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './vehicles.service.ts';

export const driverVehicleRoutes = (deps: Deps) =>
  bindArea(contract.driverVehicle, {
    getDriverAvailableVehicles: async ({ query, caller }) => ({
      items: await service.vehiclesOf(deps, caller, query.userId, true),
    }),
    getVehicleMakes: async ({ caller }) => ({ items: await service.makes(deps, caller) }),
    getVehicleModelByMakeId: async ({ query, caller }) => ({
      items: await service.models(deps, caller, query.makeId),
    }),
    updateUserVehicle: async ({ body, caller, ctx }) =>
      service.chooseVehicle(deps, ctx, caller, body.vehicleId),
    getDrivervehicles: async ({ body, caller }) => ({
      items: await service.vehiclesOf(deps, caller, body?.userId, false),
    }),
    deleteVehicle: async ({ body, caller, ctx }) => service.deleteVehicle(deps, ctx, caller, body.vehicleId),
    addorEditDriverVehicles: async ({ body, caller, ctx }) => service.saveVehicle(deps, ctx, caller, body),
  });
