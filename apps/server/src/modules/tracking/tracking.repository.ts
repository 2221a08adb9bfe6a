import { schema, type Tx } from '@curbside/db';
import { PARTY_STATUS, RIDE_UNDER_WAY_STATUSES } from '@curbside/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { driverOnShift } from '../dispatch/drivers.repository.ts';

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

/** One driver's report as a batch keeps it: whose, and its points. */
export interface DriverReport {
  userId: string;
  fixes: readonly StoredFix[];
}

/**
 * Keeps the reports of a batch (ADR 153) of one company, of the drivers on shift, in one statement: their rows
 * read with a share lock, so going off shift (which updates the row) waits for a batch in flight and no position
 * is kept after it (ADR 74); every point in the history; each driver's newest as their current position (an
 * older one never wins, and two reports of one driver in a batch make one row). Nothing is kept of a driver who is
 * not an active driver on shift. Answers the drivers of the batch who were.
 */
export async function saveReportsOfDriversOnShift(
  tx: Tx,
  companyId: string,
  reports: readonly DriverReport[],
): Promise<Set<string>> {
  const points = JSON.stringify(
    reports.flatMap((report) =>
      report.fixes.map((fix) => ({
        user_id: report.userId,
        latitude: fix.latitude,
        longitude: fix.longitude,
        accuracy_meters: fix.accuracyMeters,
        heading: fix.heading,
        speed_mps: fix.speedMps,
        recorded_at: fix.recordedAt.toISOString(),
      })),
    ),
  );
  const drivers = JSON.stringify([...new Set(reports.map((report) => report.userId))]);
  const result = await tx.execute(sql`
    with driver as (
      select ${u.id} from ${u}
       where ${and(eq(u.companyId, companyId), driverOnShift)}
         and ${u.id} in (select value::uuid from jsonb_array_elements_text(${drivers}::jsonb))
         for share
    ), points as (
      select * from jsonb_to_recordset(${points}::jsonb) as p(user_id uuid, latitude double precision,
        longitude double precision, accuracy_meters double precision, heading double precision,
        speed_mps double precision, recorded_at timestamptz)
    ), kept as (
      insert into ${hist} (company_id, user_id, latitude, longitude, accuracy_meters, heading, speed_mps, recorded_at)
      select ${companyId}, driver.id, p.latitude, p.longitude, p.accuracy_meters, p.heading, p.speed_mps,
             p.recorded_at
        from points p join driver on driver.id = p.user_id
    ), current as (
      insert into ${pos} (company_id, user_id, latitude, longitude, accuracy_meters, heading, speed_mps, recorded_at)
      select ${companyId}, newest.* from (
        select distinct on (driver.id) driver.id, p.latitude, p.longitude, p.accuracy_meters, p.heading,
               p.speed_mps, p.recorded_at
          from points p join driver on driver.id = p.user_id
         order by driver.id, p.recorded_at desc) newest
      on conflict (company_id, user_id) do update set latitude = excluded.latitude,
        longitude = excluded.longitude, accuracy_meters = excluded.accuracy_meters, heading = excluded.heading,
        speed_mps = excluded.speed_mps, recorded_at = excluded.recorded_at, received_at = now()
      where ${pos}.recorded_at <= excluded.recorded_at
    )
    select driver.id::text as user_id from driver`);
  return new Set(rowsOf<{ user_id: string }>(result).map((row) => row.user_id));
}

/** Sends the map's events of a batch (`unorderedEvent`'s notices) in one statement; they go out at its commit. */
export async function sendNotices(tx: Tx, notices: readonly SQL[]): Promise<void> {
  if (notices.length > 0) await tx.execute(sql`select ${sql.join([...notices], sql`, `)}`);
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
    .innerJoin(u, and(eq(u.companyId, pos.companyId), eq(u.id, pos.userId), driverOnShift))
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
        inArray(p.status, [...RIDE_UNDER_WAY_STATUSES]),
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
      sql`not exists (select 1 from ${u} where ${u.companyId} = ${pos.companyId} and ${u.id} = ${pos.userId} and ${driverOnShift})`,
    );
  return rowCount(gone);
}

const rowCount = (result: unknown): number => {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
};
