import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { ownOrManager } from '../users/users.ts';
import * as repo from './vehicles.repository.ts';

/**
 * What a driver's vehicles need beside their collection (vehicles.routes.ts): the make and model catalogue,
 * the active vehicles to choose from, and the choice of the current one.
 */

/** A user of the company and whether they may drive; 404 when there is none. */
export async function findDriver(tx: Tx, companyId: string, userId: string) {
  const row = await repo.findUser(tx, companyId, userId);
  if (!row) throw notFound('user');
  return row;
}

export async function makes(deps: Deps, caller: CompanyUserPrincipal) {
  return inCompany(deps, caller, (tx) => repo.makes(tx));
}

export async function models(deps: Deps, caller: CompanyUserPrincipal, makeId: string) {
  return inCompany(deps, caller, async (tx) => {
    if (!(await repo.makeExists(tx, makeId))) throw notFound('make');
    return repo.modelsOfMake(tx, makeId);
  });
}

/** A driver's active vehicles, the current one first: what the driver may choose among. */
export async function availableVehicles(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  const target = ownOrManager(caller, userId);
  return inCompany(deps, caller, async (tx) => {
    await findDriver(tx, caller.companyId, target);
    return repo.activeVehicles(tx, caller.companyId, target);
  });
}

/** Refuses a vehicle for someone who does not drive, or a model of another make. */
export async function checkVehicle(
  tx: Tx,
  caller: CompanyUserPrincipal,
  owner: string,
  input: { makeId: string; modelId: string },
) {
  const driver = await findDriver(tx, caller.companyId, owner);
  if (!driver.canBeDriver) throw conflict('Only drivers have vehicles.', 'NOT_A_DRIVER');
  const model = await repo.findModel(tx, input.modelId);
  if (!model) throw notFound('model');
  if (model.makeId !== input.makeId) throw conflict('This model is not of this make.', 'MODEL_NOT_OF_MAKE');
}

/** Makes one of a driver's active vehicles the current one (the others stop being current). */
export async function chooseVehicle(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  vehicleId: string,
) {
  return inCompany(deps, caller, async (tx) => {
    await repo.lockDriverVehicles(tx, caller.companyId, vehicleId);
    const before = await repo.findVehicle(tx, caller.companyId, vehicleId);
    if (!before) throw notFound('vehicle');
    ownOrManager(caller, before.userId);
    if (before.status !== 'active')
      throw conflict('An inactive vehicle cannot be the current one.', 'VEHICLE_INACTIVE');
    const previous = await repo.makeCurrent(tx, caller.companyId, before.userId, vehicleId);
    await recordChange(tx, ctx, caller, {
      action: 'vehicle.chosen',
      entity: 'user',
      entityId: before.userId,
      before: { currentVehicleId: previous ?? null },
      after: { currentVehicleId: vehicleId },
    });
    const after = await repo.findVehicle(tx, caller.companyId, vehicleId);
    if (!after) throw notFound('vehicle');
    return after;
  });
}
