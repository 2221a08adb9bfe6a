import {
  type contract,
  type ParsedBodyOf,
  type ResponseOf,
  STALE_POSITION_SECONDS,
  type TrackedDriver,
} from '@curbside/contract';
import { inScope } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, GuestPrincipal } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { driversOnShift } from '../dispatch/drivers.repository.ts';
import { keepInBatch } from './tracking.batch.ts';
import type { StoredFix } from './tracking.repository.ts';
import * as repo from './tracking.repository.ts';

type Db = Pick<Deps, 'db'>;
type Report = ParsedBodyOf<typeof contract.driverTracking.reportPositions>;

/** A point measured further ahead than this (a phone's clock running fast) is not believed. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** A point older than this is history no map shows; a phone's queue holding it that long is dropped. */
const OLDEST_ACCEPTED_MS = 24 * 60 * 60_000;
/** At most one position event per driver in this time (ADR 74): the map needs no more, the board no less. */
export const PUBLISH_EVERY_MS = 2_000;

/** When each driver's position was last published by this process, by `company:driver`. */
const lastPublished = new Map<string, number>();

/**
 * A driver's phone reports where it is. Refused unless the caller is an active driver on shift, so nothing is
 * kept off shift; points outside a day back and a few minutes ahead are dropped. The newest point is published
 * to the dispatchers' maps at most once per driver every two seconds. Kept with the company's other reports of
 * the moment in one transaction (ADR 153), and answered once that has committed.
 */
export async function reportPositions(
  deps: Pick<Deps, 'db' | 'database'>,
  user: CompanyUserPrincipal,
  body: Report,
  now = new Date(),
) {
  const fixes = body.positions
    .map((fix) => ({ ...fix, recordedAt: new Date(fix.recordedAt) }))
    .filter((fix) => {
      const age = now.getTime() - fix.recordedAt.getTime();
      return age <= OLDEST_ACCEPTED_MS && age >= -FUTURE_TOLERANCE_MS;
    });
  const newest = fixes.reduce<StoredFix | undefined>(
    (a, b) => (a === undefined || b.recordedAt > a.recordedAt ? b : a),
    undefined,
  );
  const key = `${user.companyId}:${user.userId}`;
  const last = lastPublished.get(key);
  const due = newest !== undefined && (last === undefined || now.getTime() - last >= PUBLISH_EVERY_MS);
  // Taken when the report arrives, so a second report of the driver in the same batch is not due as well; given
  // back when nothing was published.
  if (due) lastPublished.set(key, now.getTime());
  const giveBack = () => {
    if (!due || lastPublished.get(key) !== now.getTime()) return;
    if (last === undefined) lastPublished.delete(key);
    else lastPublished.set(key, last);
  };
  let onShift: boolean;
  try {
    onShift = await keepInBatch(deps, user.companyId, { userId: user.userId, fixes, newest, due });
  } catch (error) {
    giveBack();
    throw error;
  }
  if (!onShift) {
    giveBack();
    throw notOnShift();
  }
  return { accepted: fixes.length };
}

const notOnShift = () => unprocessable('Positions are kept only while a driver is on shift.', 'NOT_ON_SHIFT');

const isStale = (recordedAt: Date, now: Date) =>
  now.getTime() - recordedAt.getTime() > STALE_POSITION_SECONDS * 1000;

type Ride = Awaited<ReturnType<typeof repo.openRides>>[number];

/** Where a driver goes next: the drop-off of the ride on the road, else the pick-up of the next one. */
const nextStopOf = (ride: Ride | undefined) =>
  ride ? (ride.status === PARTY_STATUS.Dispatched ? ride.from : ride.to) : null;

/** The dispatcher's map: every active driver on shift, where and how recently seen, and what they carry. */
export async function driverPositions(
  deps: Db,
  user: CompanyUserPrincipal,
  now = new Date(),
): Promise<ResponseOf<typeof contract.driverTracking.getDriverPositions>> {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const onShift = await driversOnShift(tx, user.companyId);
    const ids = onShift.map((driver) => driver.id);
    const [positions, rides] = await Promise.all([
      repo.currentPositions(tx, user.companyId, ids),
      repo.openRides(tx, user.companyId, ids),
    ]);
    const positionOf = new Map(positions.map((row) => [row.userId, row]));
    const items = onShift.map((driver): TrackedDriver => {
      const at = positionOf.get(driver.id);
      const own = rides
        .filter((ride) => ride.driverId === driver.id)
        .map(({ driverId: _, ...ride }) => ({ ...ride, scheduledAt: ride.scheduledAt.toISOString() }));
      const current = own[0];
      return {
        driverId: driver.id,
        name: driver.name,
        vehicle: driver.vehicle,
        position: at
          ? {
              latitude: at.latitude,
              longitude: at.longitude,
              accuracyMeters: at.accuracyMeters,
              recordedAt: at.recordedAt.toISOString(),
              stale: isStale(at.recordedAt, now),
            }
          : null,
        currentRide: current ?? null,
        nextStop: nextStopOf(rides.find((ride) => ride.driverId === driver.id)),
        rides: own,
      };
    });
    return { items, staleAfterSeconds: STALE_POSITION_SECONDS };
  });
}

/** Kilometres between two points on the earth (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Roads wind: a straight line is this much shorter than the drive, at this average town speed (ADR 74). */
const ROAD_FACTOR = 1.3;
const TOWN_KMH = 25;

/** Whole minutes to drive a straight-line distance, at least one. */
export const etaMinutes = (km: number) => Math.max(1, Math.ceil(((km * ROAD_FACTOR) / TOWN_KMH) * 60));

const NOT_COMING = { coming: false, position: null, etaMinutes: null } as const;

/**
 * The guest's view of the vehicle coming for them: only while their party is dispatched to a staff driver
 * (from assignment to pick-up), never before and never after; the ETA is to where they wait, else the pick-up.
 */
export async function guestVehiclePosition(
  deps: Db,
  guest: GuestPrincipal<'party'>,
  now = new Date(),
): Promise<ResponseOf<typeof contract.driverTracking.getGuestVehiclePosition>> {
  return inScope(deps.db, { kind: 'company', companyId: guest.companyId }, async (tx) => {
    const party = await repo.partyPickUp(tx, guest.companyId, guest.id);
    if (!party || party.status !== PARTY_STATUS.Dispatched || !party.driverId) return NOT_COMING;
    const [at] = await repo.currentPositions(tx, guest.companyId, [party.driverId]);
    if (!at) return { coming: true, position: null, etaMinutes: null };
    const target =
      party.guestLatitude !== null && party.guestLongitude !== null
        ? { latitude: party.guestLatitude, longitude: party.guestLongitude }
        : party.from;
    return {
      coming: true,
      position: {
        latitude: at.latitude,
        longitude: at.longitude,
        recordedAt: at.recordedAt.toISOString(),
        stale: isStale(at.recordedAt, now),
      },
      etaMinutes: etaMinutes(distanceKm(at, target)),
    };
  });
}

/** The retention sweep: deletes what each company keeps no longer (ADR 74). Answers how many points went. */
export async function purgePositions(deps: Db, now = new Date()): Promise<number> {
  return inScope(deps.db, { kind: 'platform' }, (tx) => repo.purge(tx, now));
}
