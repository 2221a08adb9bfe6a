import { inScope, schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { ownOrManager } from '../users/users.ts';

const v = schema.driverVehicles;
const mk = schema.vehicleMakes;
const md = schema.vehicleModels;
const columns = {
  id: v.id,
  userId: v.userId,
  makeId: v.makeId,
  makeName: mk.name,
  modelId: v.modelId,
  modelName: md.name,
  year: v.year,
  color: v.color,
  plateNumber: v.plateNumber,
  seats: v.seats,
  status: v.status,
  isCurrent: v.isCurrent,
};

function vehicles(tx: Tx) {
  return tx.select(columns).from(v).innerJoin(mk, eq(mk.id, v.makeId)).innerJoin(md, eq(md.id, v.modelId));
}

async function findVehicle(tx: Tx, companyId: string, vehicleId: string) {
  const [row] = await vehicles(tx).where(and(eq(v.companyId, companyId), eq(v.id, vehicleId)));
  return row;
}

async function findDriver(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ id: schema.users.id, canBeDriver: schema.users.canBeDriver })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), eq(schema.users.id, userId)));
  if (!row) throw notFound('user');
  return row;
}

export async function makes(deps: Deps, caller: CompanyUserPrincipal) {
  return inScope(deps.db, scopeOf(caller), (tx) =>
    tx.select({ id: mk.id, name: mk.name }).from(mk).orderBy(asc(mk.name)),
  );
}

export async function models(deps: Deps, caller: CompanyUserPrincipal, makeId: string) {
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const [make] = await tx.select({ id: mk.id }).from(mk).where(eq(mk.id, makeId));
    if (!make) throw notFound('make');
    return tx
      .select({ id: md.id, name: md.name })
      .from(md)
      .where(eq(md.makeId, makeId))
      .orderBy(asc(md.name));
  });
}

export async function vehiclesOf(
  deps: Deps,
  caller: CompanyUserPrincipal,
  userId: string | undefined,
  onlyAvailable: boolean,
) {
  const target = ownOrManager(caller, userId);
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    await findDriver(tx, caller.companyId, target);
    return vehicles(tx)
      .where(
        and(
          eq(v.companyId, caller.companyId),
          eq(v.userId, target),
          onlyAvailable ? eq(v.status, 'active') : undefined,
        ),
      )
      .orderBy(desc(v.isCurrent), asc(v.plateNumber));
  });
}

export interface VehicleInput {
  id?: string | undefined;
  userId?: string | undefined;
  makeId: string;
  modelId: string;
  year?: number | null | undefined;
  color?: string | null | undefined;
  plateNumber: string;
  seats: number;
  status: 'active' | 'inactive';
}

export async function saveVehicle(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: VehicleInput,
) {
  const duplicate = () =>
    conflict(`The plate ${input.plateNumber} is already registered.`, 'DUPLICATE_PLATE');
  try {
    return await inScope(deps.db, scopeOf(caller), async (tx) => {
      const before = input.id ? await findVehicle(tx, caller.companyId, input.id) : undefined;
      if (input.id && !before) throw notFound('vehicle');
      const owner = ownOrManager(caller, input.userId ?? before?.userId);
      const driver = await findDriver(tx, caller.companyId, owner);
      if (!driver.canBeDriver) throw conflict('Only drivers have vehicles.', 'NOT_A_DRIVER');
      const [model] = await tx.select().from(md).where(eq(md.id, input.modelId));
      if (!model) throw notFound('model');
      if (model.makeId !== input.makeId)
        throw conflict('This model is not of this make.', 'MODEL_NOT_OF_MAKE');
      const [taken] = await tx
        .select({ id: v.id })
        .from(v)
        .where(
          and(
            eq(v.companyId, caller.companyId),
            eq(v.plateNumber, input.plateNumber),
            before ? ne(v.id, before.id) : undefined,
          ),
        );
      if (taken) throw duplicate();
      const values = {
        userId: owner,
        makeId: input.makeId,
        modelId: input.modelId,
        year: input.year ?? null,
        color: input.color ?? null,
        plateNumber: input.plateNumber,
        seats: input.seats,
        status: input.status,
        ...(input.status === 'inactive' ? { isCurrent: false } : {}),
      };
      let id: string;
      if (before) {
        if (before.userId !== owner) values.userId = before.userId;
        await tx
          .update(v)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(v.companyId, caller.companyId), eq(v.id, before.id)));
        id = before.id;
      } else {
        const [created] = await tx
          .insert(v)
          .values({ companyId: caller.companyId, ...values })
          .returning({ id: v.id });
        if (!created) throw new Error('vehicle insert returned nothing');
        id = created.id;
      }
      const after = await findVehicle(tx, caller.companyId, id);
      if (!after) throw notFound('vehicle');
      await audit(tx, ctx, {
        companyId: caller.companyId,
        action: before ? 'vehicle.updated' : 'vehicle.created',
        entity: 'driver_vehicle',
        entityId: id,
        before: before ?? null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'driver_vehicles_company_plate_key')) throw duplicate();
    throw error;
  }
}

export async function deleteVehicle(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  vehicleId: string,
) {
  return inScope(deps.db, scopeOf(caller), async (tx) => {
    const before = await findVehicle(tx, caller.companyId, vehicleId);
    if (!before) throw notFound('vehicle');
    ownOrManager(caller, before.userId);
    await tx.delete(v).where(and(eq(v.companyId, caller.companyId), eq(v.id, vehicleId)));
    await audit(tx, ctx, {
      companyId: caller.companyId,
      action: 'vehicle.deleted',
      entity: 'driver_vehicle',
      entityId: vehicleId,
      before,
    });
    return { id: vehicleId, deleted: true as const };
  });
}

/** Makes one of a driver's active vehicles the current one (the others stop being current). */
export async function chooseVehicle(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  vehicleId: string,
) {
  return inScope(deps.db, scopeOf(caller), async (tx) => {
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
    await audit(tx, ctx, {
      companyId: caller.companyId,
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
