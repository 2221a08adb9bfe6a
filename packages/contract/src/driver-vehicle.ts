import { z } from 'zod';
import { id, itemsOf, optionalCompany, rowStatus, statusFilter } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { collection } from './resource.ts';

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
  status: rowStatus,
  isCurrent: z.boolean(),
});

const named = z.object({ id, name: z.string() });

export const driverVehicleInput = z.object({
  id: id.optional(),
  /** The driver; the caller's own vehicle without it. Another's needs users.manage; an edit keeps the owner. */
  userId: id.optional(),
  makeId: id,
  modelId: id,
  year: z.number().int().min(1980).max(2100).nullable().optional(),
  color: z.string().trim().max(40).nullable().optional(),
  plateNumber: z.string().trim().min(1, 'required').max(20),
  seats: z.number().int().min(1).max(60),
  status: rowStatus.default('active'),
});

/**
 * Drivers' vehicles: one's own, or anyone's with users.manage. A plate is unique in the company, in any case;
 * the list shows the current vehicle first by default, and a delete names the row `vehicleId` as the
 * specification does.
 */
export const driverVehicles = collection({
  noun: 'vehicle',
  tag: 'vehicles',
  shownIn: ['users'],
  item: driverVehicle,
  input: driverVehicleInput,
  read: 'company',
  write: 'company',
  list: {
    path: 'DriverVehicle/GetDrivervehicles',
    method: 'POST',
    summary:
      "A driver's vehicles (the caller's own without userId), paged, searchable by plate, make, model and colour; another's needs users.manage.",
    sort: ['current', 'plateNumber', 'vehicle', 'year', 'seats', 'status'],
    filters: { userId: id.optional(), ...statusFilter },
  },
  save: {
    path: 'DriverVehicle/AddorEditDriverVehicles',
    summary: "Adds a vehicle to a driver or edits one; one's own, or anyone's with users.manage.",
  },
  remove: {
    path: 'DriverVehicle/DeleteVehicle',
    summary: "Deletes a driver's vehicle; one's own, or anyone's with users.manage.",
    key: 'vehicleId',
  },
});

export const driverVehicleArea = {
  getDriverAvailableVehicles: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetDriverAvailableVehicles',
    reads: ['vehicles'],
    summary: "A driver's active vehicles, the current one first; one's own, or anyone's with users.manage.",
    permission: 'company',
    query: z.object({ userId: id, ...optionalCompany }),
    body: noBody,
    response: itemsOf(driverVehicle),
  }),
  getVehicleMakes: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetVehicleMakes',
    reads: [],
    summary: 'The platform catalogue of vehicle makes.',
    permission: 'company',
    query: noQuery,
    body: noBody,
    response: itemsOf(named),
  }),
  getVehicleModelByMakeId: endpoint({
    method: 'GET',
    path: 'DriverVehicle/GetVehicleModelByMakeId',
    reads: [],
    summary: 'The models of one make.',
    permission: 'company',
    query: z.object({ makeId: id }),
    body: noBody,
    response: itemsOf(named),
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
  ...driverVehicles.entries,
};
