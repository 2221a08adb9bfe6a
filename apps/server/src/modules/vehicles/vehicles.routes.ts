import { contract } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './vehicles.service.ts';

export const driverVehicleRoutes = (deps: Deps) =>
  bindArea(contract.driverVehicle, {
    getDriverAvailableVehicles: async ({ query, ctx }) => ({
      items: await service.vehiclesOf(deps, signedIn(ctx), query.userId, true),
    }),
    getVehicleMakes: async ({ ctx }) => ({ items: await service.makes(deps, signedIn(ctx)) }),
    getVehicleModelByMakeId: async ({ query, ctx }) => ({
      items: await service.models(deps, signedIn(ctx), query.makeId),
    }),
    updateUserVehicle: async ({ body, ctx }) =>
      service.chooseVehicle(deps, ctx, signedIn(ctx), body.vehicleId),
    getDrivervehicles: async ({ body, ctx }) => ({
      items: await service.vehiclesOf(deps, signedIn(ctx), body?.userId, false),
    }),
    deleteVehicle: async ({ body, ctx }) => service.deleteVehicle(deps, ctx, signedIn(ctx), body.vehicleId),
    addorEditDriverVehicles: async ({ body, ctx }) => service.saveVehicle(deps, ctx, signedIn(ctx), body),
  });
