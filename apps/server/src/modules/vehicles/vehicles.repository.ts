import type { driverVehicles } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { companyRow, ownColumns, type TableStoreOptions } from '../../resources/table-store.ts';

const v = schema.driverVehicles;
const mk = schema.vehicleMakes;
const md = schema.vehicleModels;

/** A vehicle as the contract's item names it: its own columns with its make's and model's names. */
const vehicleColumns = {
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

/** The store of a driver's vehicles: the current one first by default. */
export const vehicleStore: Omit<TableStoreOptions<typeof driverVehicles, typeof v>, 'table'> = {
  columns: vehicleColumns,
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
};

function vehicles(tx: Tx) {
  return tx
    .select(vehicleColumns)
    .from(v)
    .innerJoin(mk, eq(mk.id, v.makeId))
    .innerJoin(md, eq(md.id, v.modelId));
}

/** One vehicle of the company with its make's and model's names, or undefined. */
export async function findVehicle(tx: Tx, companyId: string, vehicleId: string) {
  const [row] = await vehicles(tx).where(and(eq(v.companyId, companyId), eq(v.id, vehicleId)));
  return row;
}

/** A driver's active vehicles, the current one first. */
export function activeVehicles(tx: Tx, companyId: string, userId: string) {
  return vehicles(tx)
    .where(and(eq(v.companyId, companyId), eq(v.userId, userId), eq(v.status, 'active')))
    .orderBy(desc(v.isCurrent), asc(v.plateNumber));
}

/** A user of the company and whether they may drive, or undefined. */
export const findUser = (tx: Tx, companyId: string, userId: string) =>
  companyRow(tx, schema.users, companyId, userId, { columns: ownColumns(schema.users, 'id', 'canBeDriver') });

/** The makes of the catalogue by name. */
export function makes(tx: Tx) {
  return tx.select({ id: mk.id, name: mk.name }).from(mk).orderBy(asc(mk.name));
}

/** Whether the catalogue holds this make. */
export async function makeExists(tx: Tx, makeId: string) {
  const [make] = await tx.select({ id: mk.id }).from(mk).where(eq(mk.id, makeId));
  return make !== undefined;
}

/** The models of a make by name. */
export function modelsOfMake(tx: Tx, makeId: string) {
  return tx.select({ id: md.id, name: md.name }).from(md).where(eq(md.makeId, makeId)).orderBy(asc(md.name));
}

/** One model of the catalogue, or undefined. */
export async function findModel(tx: Tx, modelId: string) {
  const [model] = await tx.select().from(md).where(eq(md.id, modelId));
  return model;
}

/**
 * Locks every vehicle of the driver of `vehicleId`, in id order, until the transaction ends. A choice of the
 * current vehicle and a change of one of them take turns: the chosen one is still active when it becomes
 * current, and of two choices at once the later one lands on the first's result.
 */
export async function lockDriverVehicles(tx: Tx, companyId: string, vehicleId: string): Promise<void> {
  const driver = tx
    .select({ userId: v.userId })
    .from(v)
    .where(and(eq(v.companyId, companyId), eq(v.id, vehicleId)));
  await tx
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.companyId, companyId), inArray(v.userId, driver)))
    .orderBy(asc(v.id))
    .for('update');
}

/**
 * Makes a vehicle its driver's current one, the others of the driver no longer current; the id of the one
 * that was current before, if any.
 */
export async function makeCurrent(tx: Tx, companyId: string, userId: string, vehicleId: string) {
  const ofDriver = and(eq(v.companyId, companyId), eq(v.userId, userId), eq(v.isCurrent, true));
  const [previous] = await tx.select({ id: v.id }).from(v).where(ofDriver);
  await tx.update(v).set({ isCurrent: false }).where(ofDriver);
  await tx
    .update(v)
    .set({ isCurrent: true, updatedAt: new Date() })
    .where(and(eq(v.companyId, companyId), eq(v.id, vehicleId)));
  return previous?.id;
}
