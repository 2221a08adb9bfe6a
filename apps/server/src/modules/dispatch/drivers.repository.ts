import { schema, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { companyRow } from '../../resources/table-store.ts';

const u = schema.users;
const v = schema.driverVehicles;
const p = schema.parties;
const o = schema.otherDrivers;
const pay = schema.partyPayments;

/** Parties a driver is busy with: dispatched to them, picked up or in transit. */
const BUSY = [PARTY_STATUS.Dispatched, PARTY_STATUS.PickedUp, PARTY_STATUS.InTransit];

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
            BUSY.map((status) => sql`${status}`),
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

/** A party's notes, changed only at the version the caller saw; undefined when that version is gone. */
export async function updatePartyNotes(
  tx: Tx,
  companyId: string,
  partyId: string,
  version: number,
  values: { internalNotes?: string; externalNotes?: string },
  userId: string,
) {
  const [row] = await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId), eq(p.version, version)))
    .returning({ id: p.id, status: p.status, version: p.version });
  return row;
}

/** What can still go back to the guest, and how the latest payment was made. */
export async function refundable(tx: Tx, companyId: string, partyId: string) {
  const [party] = await tx
    .select({ paidCents: p.paidCents, refundedCents: p.refundedCents })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  const [payment] = await tx
    .select({ id: pay.id, method: pay.method })
    .from(pay)
    .where(and(eq(pay.companyId, companyId), eq(pay.partyId, partyId), eq(pay.kind, 'payment')))
    .orderBy(desc(pay.createdAt), desc(pay.id))
    .limit(1);
  return {
    cents: Math.max(0, (party?.paidCents ?? 0) - (party?.refundedCents ?? 0)),
    payment,
  };
}

/** A refund row and the party's refunded total, in the caller's transaction. */
export async function recordRefund(
  tx: Tx,
  values: {
    companyId: string;
    partyId: string;
    amountCents: number;
    method: 'cash' | 'account' | 'card';
    refundOf: string | null;
    userId: string;
  },
) {
  const [row] = await tx
    .insert(pay)
    .values({
      companyId: values.companyId,
      partyId: values.partyId,
      kind: 'refund',
      method: values.method,
      amountCents: values.amountCents,
      refundOf: values.refundOf,
      createdBy: values.userId,
    })
    .returning({ id: pay.id });
  await tx
    .update(p)
    .set({ refundedCents: sql`${p.refundedCents} + ${values.amountCents}` })
    .where(and(eq(p.companyId, values.companyId), eq(p.id, values.partyId)));
  return row;
}
