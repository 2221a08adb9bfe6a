import { z } from 'zod';
import { id } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';

export const driverVehicle = z.object({
  id,
  userId: id,
  makeId: id,
  makeName: z.string(),
  modelId: id,
  modelName: z.string(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
  plateNumber: z.string(),
  seats: z.number().int(),
  status: z.enum(['active', 'inactive']),
  isCurrent: z.boolean(),
});

const named = z.object({ id, name: z.string() });

export const driverVehicleArea = {
  getDriverAvailableVehicles: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetDriverAvailableVehicles',
    reads: ['vehicles'],
    summary: "A driver's active vehicles, the current one first; one's own, or anyone's with users.manage.",
    permission: 'company',
    query: z.object({ userId: id, companyId: id.optional() }),
    body: noBody,
    response: z.object({ items: z.array(driverVehicle) }),
  }),
  getVehicleMakes: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetVehicleMakes',
    reads: [],
    summary: 'The platform catalogue of vehicle makes.',
    permission: 'company',
    query: noQuery,
    body: noBody,
    response: z.object({ items: z.array(named) }),
  }),
  getVehicleModelByMakeId: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetVehicleModelByMakeId',
    reads: [],
    summary: 'The models of one make.',
    permission: 'company',
    query: z.object({ makeId: id }),
    body: noBody,
    response: z.object({ items: z.array(named) }),
  }),
  updateUserVehicle: endpoint({
    method: 'POST',
    path: 'DriverVehicle/UpdateUserVehicle',
    writes: ['vehicles', 'users'],
    summary:
      "Makes one of a driver's active vehicles the current one; one's own, or anyone's with users.manage.",
    permission: 'company',
    query: noQuery,
    body: z.object({ vehicleId: id }),
    response: driverVehicle,
  }),
  getDrivervehicles: endpoint({
    method: 'POST',
    path: 'DriverVehicle/GetDrivervehicles',
    reads: ['vehicles'],
    summary: "A driver's vehicles (the caller's own without userId); another's needs users.manage.",
    permission: 'company',
    query: noQuery,
    body: z.object({ userId: id.optional() }).optional(),
    response: z.object({ items: z.array(driverVehicle) }),
  }),
  deleteVehicle: endpoint({
    method: 'POST',
    path: 'DriverVehicle/DeleteVehicle',
    writes: ['vehicles', 'users'],
    summary: "Deletes a driver's vehicle; one's own, or anyone's with users.manage.",
    permission: 'company',
    query: noQuery,
    body: z.object({ vehicleId: id }),
    response: z.object({ id, deleted: z.literal(true) }),
  }),
  addorEditDriverVehicles: endpoint({
    method: 'POST',
    path: 'DriverVehicle/AddorEditDriverVehicles',
    writes: ['vehicles', 'users'],
    summary: "Adds a vehicle to a driver or edits one; one's own, or anyone's with users.manage.",
    permission: 'company',
    query: noQuery,
    body: z.object({
      id: id.optional(),
      userId: id.optional(),
      makeId: id,
      modelId: id,
      year: z.number().int().min(1980).max(2100).nullable().optional(),
      color: z.string().trim().max(40).nullable().optional(),
      plateNumber: z.string().trim().min(1, 'required').max(20),
      seats: z.number().int().min(1).max(60),
      status: z.enum(['active', 'inactive']).default('active'),
    }),
    response: driverVehicle,
  }),
};
