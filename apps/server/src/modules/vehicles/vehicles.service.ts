import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { ownColumns } from '../../resources/table-store.ts';
import { ownOrManager } from '../users/users.ts';

/**
 * What a driver's vehicles need beside their collection (vehicles.routes.ts): the make and model catalogue,
 * the active vehicles to choose from, and the choice of the current one.
 */
const v = schema.driverVehicles;
const mk = schema.vehicleMakes;
const md = schema.vehicleModels;
export const vehicleColumns = {
  ...ownColumns(
    v,
    'id',
    'userId',
    'makeId',
    'modelId',
    'year',
    'color',
    'plateNumber',
    'seats',
    'status',
    'isCurrent',
  ),
  makeName: mk.name,
  modelName: md.name,
};

function vehicles(tx: Tx) {
  return tx
    .select(vehicleColumns)
    .from(v)
    .innerJoin(mk, eq(mk.id, v.makeId))
    .innerJoin(md, eq(md.id, v.modelId));
}

async function findVehicle(tx: Tx, companyId: string, vehicleId: string) {
  const [row] = await vehicles(tx).where(and(eq(v.companyId, companyId), eq(v.id, vehicleId)));
  return row;
}

export async function findDriver(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ id: schema.users.id, canBeDriver: schema.users.canBeDriver })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), eq(schema.users.id, userId)));
  if (!row) throw notFound('user');
  return row;
}

export async function makes(deps: Deps, caller: CompanyUserPrincipal) {
  return inCompany(deps, caller, (tx) =>
    tx.select({ id: mk.id, name: mk.name }).from(mk).orderBy(asc(mk.name)),
  );
}

export async function models(deps: Deps, caller: CompanyUserPrincipal, makeId: string) {
  return inCompany(deps, caller, async (tx) => {
    const [make] = await tx.select({ id: mk.id }).from(mk).where(eq(mk.id, makeId));
    if (!make) throw notFound('make');
    return tx
      .select({ id: md.id, name: md.name })
      .from(md)
      .where(eq(md.makeId, makeId))
      .orderBy(asc(md.name));
  });
}

/** A driver's active vehicles, the current one first: what the driver may choose among. */
export async function availableVehicles(deps: Deps, caller: CompanyUserPrincipal, userId: string) {
  const target = ownOrManager(caller, userId);
  return inCompany(deps, caller, async (tx) => {
    await findDriver(tx, caller.companyId, target);
    return vehicles(tx)
      .where(and(eq(v.companyId, caller.companyId), eq(v.userId, target), eq(v.status, 'active')))
      .orderBy(desc(v.isCurrent), asc(v.plateNumber));
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
  const [model] = await tx.select().from(md).where(eq(md.id, input.modelId));
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
    const before = await findVehicle(tx, caller.companyId, vehicleId);
    if (!before) throw notFound('vehicle');
    ownOrManager(caller, before.userId);
    if (before.status !== 'active')
      throw conflict('An inactive vehicle cannot be the current one.', 'VEHICLE_INACTIVE');
    const [previous] = await tx
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.companyId, caller.companyId), eq(v.userId, before.userId), eq(v.isCurrent, true)));
    await tx
      .update(v)
      .set({ isCurrent: false })
      .where(and(eq(v.companyId, caller.companyId), eq(v.userId, before.userId), eq(v.isCurrent, true)));
    await tx
      .update(v)
      .set({ isCurrent: true, updatedAt: new Date() })
      .where(and(eq(v.companyId, caller.companyId), eq(v.id, vehicleId)));
    await recordChange(tx, ctx, caller, {
      action: 'vehicle.chosen',
      entity: 'user',
      entityId: before.userId,
      before: { currentVehicleId: previous?.id ?? null },
      after: { currentVehicleId: vehicleId },
    });
    const after = await findVehicle(tx, caller.companyId, vehicleId);
    if (!after) throw notFound('vehicle');
    return after;
  });
}
