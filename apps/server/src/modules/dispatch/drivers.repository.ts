import { schema, type Tx } from '@curbside/db';
import { RIDE_UNDER_WAY_STATUSES } from '@curbside/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { companyRow } from '../../resources/table-store.ts';

const u = schema.users;
const v = schema.driverVehicles;
const p = schema.parties;
const o = schema.otherDrivers;

/**
 * A driver on shift: a user who can drive, is active, and has said they are available. The dashboard, the
 * tracking map and the kiosk's pick-up estimate all count drivers by this one condition.
 */
export const driverOnShift = and(eq(u.canBeDriver, true), eq(u.status, 'active'), eq(u.shift, 'available'));

/** Whether the company dispatches only to drivers with a current vehicle. */
export async function requiresVehicle(tx: Tx, companyId: string): Promise<boolean> {
  const c = schema.companies;
  const [row] = await tx.select({ requires: c.dispatchRequiresVehicle }).from(c).where(eq(c.id, companyId));
  return row?.requires ?? false;
}

/** The company's drivers (and, with `userId`, one user whether a driver or not) with shift, vehicle and load. */
export function drivers(tx: Tx, companyId: string, where?: SQL) {
  return tx
    .select({
      id: u.id,
      name: u.name,
      phone: u.phone,
      status: u.status,
      canBeDriver: u.canBeDriver,
      onShift: sql<boolean>`${u.shift} = 'available'`,
      vehicle: sql<string | null>`(
        select mk.name || ' ' || md.name || ' (' || ${v.plateNumber} || ')'
        from ${schema.vehicleMakes} mk join ${schema.vehicleModels} md on md.make_id = mk.id
        where md.id = ${v.modelId})`,
      seats: v.seats,
      activeParties: sql<number>`(
        select count(*)::int from ${p}
        where ${p.companyId} = ${u.companyId} and ${p.driverId} = ${u.id}
          and ${p.status} in (${sql.join(
            RIDE_UNDER_WAY_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}))`,
    })
    .from(u)
    .leftJoin(
      v,
      and(eq(v.companyId, u.companyId), eq(v.userId, u.id), eq(v.isCurrent, true), eq(v.status, 'active')),
    )
    .where(and(eq(u.companyId, companyId), where ?? eq(u.canBeDriver, true)))
    .orderBy(asc(u.name));
}
export type DriverRow = Awaited<ReturnType<typeof drivers>>[number];

/** The company's active drivers on shift, with their current vehicle and load. */
export function driversOnShift(tx: Tx, companyId: string) {
  return drivers(tx, companyId, driverOnShift);
}

export async function findUserAsDriver(tx: Tx, companyId: string, userId: string) {
  const [row] = await drivers(tx, companyId, eq(u.id, userId));
  return row;
}

const otherColumns = { id: o.id, name: o.name, phone: o.phone, description: o.description, active: o.active };

export function otherDrivers(tx: Tx, companyId: string, status: 'active' | 'inactive' | 'all') {
  return tx
    .select(otherColumns)
    .from(o)
    .where(and(eq(o.companyId, companyId), status === 'all' ? undefined : eq(o.active, status === 'active')))
    .orderBy(asc(o.name));
}

export function findOtherDriver(tx: Tx, companyId: string, id: string) {
  return companyRow(tx, o, companyId, id, { columns: otherColumns });
}

export async function saveOtherDriver(
  tx: Tx,
  companyId: string,
  id: string | undefined,
  values: { name: string; phone: string; description: string; active: boolean },
) {
  if (id === undefined) {
    const [row] = await tx
      .insert(o)
      .values({ companyId, ...values })
      .returning(otherColumns);
    return row;
  }
  const [row] = await tx
    .update(o)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(o.companyId, companyId), eq(o.id, id)))
    .returning(otherColumns);
  return row;
}

export async function otherDriverNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.companyId, companyId), sql`lower(${o.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}
