import { contract, driverVehicles } from '@curbside/contract';
import { schema } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { tableRoutes } from '../../resources/bind-collection.ts';
import { ownOrManager } from '../users/users.ts';
import * as service from './vehicles.service.ts';

const v = schema.driverVehicles;
const mk = schema.vehicleMakes;
const md = schema.vehicleModels;

/** A driver's vehicles as a collection: one's own, or anyone's with users.manage (`ownOrManager`). */
const vehicleCollection = tableRoutes(
  driverVehicles,
  v,
  {
    columns: service.vehicleColumns,
    joins: (query) => query.innerJoin(mk, eq(mk.id, v.makeId)).innerJoin(md, eq(md.id, v.modelId)),
    search: [v.plateNumber, v.color, mk.name, md.name],
    sort: {
      current: [sql`not ${v.isCurrent}`, v.plateNumber],
      plateNumber: v.plateNumber,
      vehicle: [mk.name, md.name],
      year: v.year,
      seats: v.seats,
      status: v.status,
    },
    filter: (query) => [
      query.userId ? eq(v.userId, query.userId) : undefined,
      query.status ? eq(v.status, query.status) : undefined,
    ],
    values: (input) => ({
      userId: input.userId,
      makeId: input.makeId,
      modelId: input.modelId,
      year: input.year ?? null,
      color: input.color || null,
      plateNumber: input.plateNumber,
      seats: input.seats,
      status: input.status,
      // An inactive vehicle is nobody's current one.
      ...(input.status === 'inactive' ? { isCurrent: false } : {}),
    }),
  },
  {
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
  },
);

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
