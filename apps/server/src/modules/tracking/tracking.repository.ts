import { schema, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as drivers from '../dispatch/drivers.repository.ts';

const u = schema.users;
const pos = schema.driverPositions;
const hist = schema.driverPositionHistory;
const p = schema.parties;
const l = schema.locations;
const settingsTable = schema.driverTrackingSettings;

/** A point as stored: the contract's fix with its moment as a date. */
export interface StoredFix {
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
  heading: number | null;
  speedMps: number | null;
  recordedAt: Date;
}

/** The rides a driver carries: dispatched to them, picked up or in transit. */
export const OPEN_RIDE_STATUSES = [PARTY_STATUS.Dispatched, PARTY_STATUS.PickedUp, PARTY_STATUS.InTransit];

const onShift = and(eq(u.canBeDriver, true), eq(u.status, 'active'), eq(u.shift, 'available'));

/**
 * Whether the user is an active driver on shift, read with a share lock on their row: going off shift (which
 * updates the row) waits for a report in flight, so no position is kept after it (ADR 74).
 */
export async function lockDriverOnShift(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.companyId, companyId), eq(u.id, userId), onShift))
    .for('share');
  return row !== undefined;
}

/** The company's active drivers on shift, with their current vehicle. */
export function driversOnShift(tx: Tx, companyId: string) {
  return drivers.drivers(tx, companyId, onShift);
}

/** Keeps every point in the history and the newest as the driver's current position (an older one never wins). */
export async function savePositions(tx: Tx, companyId: string, userId: string, fixes: readonly StoredFix[]) {
  await tx.insert(hist).values(fixes.map((fix) => ({ companyId, userId, ...fix })));
  const newest = fixes.reduce((a, b) => (b.recordedAt > a.recordedAt ? b : a));
  await tx
    .insert(pos)
    .values({ companyId, userId, ...newest })
    .onConflictDoUpdate({
      target: [pos.companyId, pos.userId],
      set: {
        latitude: newest.latitude,
        longitude: newest.longitude,
        accuracyMeters: newest.accuracyMeters,
        heading: newest.heading,
        speedMps: newest.speedMps,
        recordedAt: newest.recordedAt,
        receivedAt: sql`now()`,
      },
      setWhere: sql`${pos.recordedAt} <= excluded.recorded_at`,
    });
}

/** The current positions of the given drivers, of those still on shift only. */
export function currentPositions(tx: Tx, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      userId: pos.userId,
      latitude: pos.latitude,
      longitude: pos.longitude,
      accuracyMeters: pos.accuracyMeters,
      recordedAt: pos.recordedAt,
    })
    .from(pos)
    .innerJoin(u, and(eq(u.companyId, pos.companyId), eq(u.id, pos.userId), onShift))
    .where(and(eq(pos.companyId, companyId), inArray(pos.userId, [...userIds])));
}

const from = sql`(select json_build_object('name', fl.name, 'latitude', fl.latitude, 'longitude', fl.longitude)
  from ${l} fl where fl.company_id = ${p.companyId} and fl.id = ${p.fromLocationId})`;
const to = sql`(select json_build_object('name', tl.name, 'latitude', tl.latitude, 'longitude', tl.longitude)
  from ${l} tl where tl.company_id = ${p.companyId} and tl.id = ${p.toLocationId})`;

type Place = { name: string; latitude: number; longitude: number };

/** The open rides of the given drivers, those on the road first, then by pick-up time. */
export function openRides(tx: Tx, companyId: string, driverIds: readonly string[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      driverId: sql<string>`${p.driverId}`,
      id: p.id,
      number: p.number,
      status: p.status,
      guestName: p.guestName,
      scheduledAt: p.scheduledAt,
      from: sql<Place>`${from}`,
      to: sql<Place>`${to}`,
    })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        inArray(p.driverId, [...driverIds]),
        inArray(p.status, OPEN_RIDE_STATUSES),
      ),
    )
    .orderBy(desc(sql`${p.status} <> ${PARTY_STATUS.Dispatched}`), asc(p.scheduledAt), asc(p.number));
}

/** A party as its guest link's vehicle view needs it: status, driver, and where the guest waits. */
export async function partyPickUp(tx: Tx, companyId: string, partyId: string) {
  const [row] = await tx
    .select({
      status: p.status,
      driverId: p.driverId,
      guestLatitude: p.guestLatitude,
      guestLongitude: p.guestLongitude,
      from: sql<Place>`${from}`,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  return row;
}

/**
 * Deletes the history older than each company's retention days (30 without settings), and any current position
 * of a driver no longer on shift. Runs in platform scope across companies; answers how many points went.
 */
export async function purge(tx: Tx, now: Date): Promise<number> {
  const gone = await tx.execute(sql`
    delete from ${hist} h
    where h.recorded_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(
      (select s.retention_days from ${settingsTable} s where s.company_id = h.company_id), 30))
    returning 1`);
  await tx
    .delete(pos)
    .where(
      sql`not exists (select 1 from ${u} where ${u.companyId} = ${pos.companyId} and ${u.id} = ${pos.userId} and ${onShift})`,
    );
  return rowCount(gone);
}

const rowCount = (result: unknown): number => {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
};
