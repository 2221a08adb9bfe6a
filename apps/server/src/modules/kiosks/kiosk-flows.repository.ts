import { schema, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { pickedUpIn } from '../dispatch/board.repository.ts';
import { driverOnShift } from '../dispatch/drivers.repository.ts';

const r = schema.kioskRequests;
const l = schema.locations;
const c = schema.locationCategories;
const ads = schema.advertisements;
const p = schema.parties;
const u = schema.users;

/**
 * Claims an idempotency key for a kiosk's booking in the booking's transaction: true when this call is the
 * first with it. A concurrent call with the same key waits on the unique index until the first commits, then
 * finds the key taken (and reads its answer) or, when the first rolled back, claims it itself.
 */
export async function claimRequest(tx: Tx, companyId: string, kioskId: string, idempotencyKey: string) {
  const claimed = await tx
    .insert(r)
    .values({ companyId, kioskId, idempotencyKey })
    .onConflictDoNothing()
    .returning({ id: r.id });
  return claimed.length > 0;
}

/** The answer a kiosk's earlier call with this key gave. */
export async function answerOf(tx: Tx, companyId: string, kioskId: string, idempotencyKey: string) {
  const [row] = await tx
    .select({ answer: r.answer })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.kioskId, kioskId), eq(r.idempotencyKey, idempotencyKey)));
  return row?.answer ?? null;
}

export async function keepAnswer(
  tx: Tx,
  companyId: string,
  kioskId: string,
  idempotencyKey: string,
  answer: unknown,
) {
  await tx
    .update(r)
    .set({ answer })
    .where(and(eq(r.companyId, companyId), eq(r.kioskId, kioskId), eq(r.idempotencyKey, idempotencyKey)));
}

/** The company's active places, by name, and the active categories they are in. */
export async function activePlaces(tx: Tx, companyId: string) {
  const places = await tx
    .select({
      id: l.id,
      name: l.name,
      address: l.address,
      categoryId: l.categoryId,
      latitude: l.latitude,
      longitude: l.longitude,
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.active, true)))
    .orderBy(asc(l.name));
  const categories = await tx
    .select({ id: c.id, name: c.name, icon: c.icon })
    .from(c)
    .where(and(eq(c.companyId, companyId), eq(c.active, true)))
    .orderBy(asc(c.name));
  return { places, categories };
}

/** The ids of the company's active places: the destinations a kiosk's ride may name (kept, ADR 162). */
export async function activePlaceIds(tx: Tx, companyId: string): Promise<ReadonlySet<string>> {
  const rows = await tx
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** The company's advertisements running on kiosks on its day `today`. */
const runningOnKiosks = (companyId: string, today: string) =>
  and(
    eq(ads.companyId, companyId),
    eq(ads.active, true),
    eq(ads.onKiosk, true),
    lte(ads.startsOn, today),
    or(isNull(ads.endsOn), gte(ads.endsOn, today)),
  );

/** The advertisements running on kiosks on the company's day `today`, in their rotation order. */
export function runningAdvertisements(tx: Tx, companyId: string, today: string) {
  return tx
    .select({ id: ads.id, title: ads.title, body: ads.body, imageSha256: ads.imageSha256 })
    .from(ads)
    .where(runningOnKiosks(companyId, today))
    .orderBy(asc(ads.position), asc(ads.name));
}

/** Whether a stored file is the image of one of the company's advertisements running on kiosks today. */
export async function isRunningAdImage(tx: Tx, companyId: string, sha256: string, today: string) {
  const [row] = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(and(runningOnKiosks(companyId, today), eq(ads.imageSha256, sha256)))
    .limit(1);
  return row !== undefined;
}

/**
 * Where a ride just booked stands, in one statement: the parties waiting for a ride now (Pending) booked before
 * it (the guest's place in line is one more), counted since `since` so that a party left Pending days ago does
 * not stand in today's line; the drivers on shift; and the average minutes from request to pick-up over
 * `history` (null without any picked up).
 */
export async function rideStanding(
  tx: Tx,
  companyId: string,
  partyNumber: number,
  since: Date,
  history: { start: Date; end: Date },
) {
  const ahead = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        eq(p.status, PARTY_STATUS.Pending),
        gte(p.createdAt, since),
        lt(p.number, partyNumber),
      ),
    );
  const onShift = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(u)
    .where(and(eq(u.companyId, companyId), driverOnShift));
  const wait = tx
    .select({
      minutes: sql<number | null>`avg(extract(epoch from (${p.pickedUpAt} - ${p.createdAt})) / 60)::float8`,
    })
    .from(p)
    .where(pickedUpIn(companyId, history));
  const [row] = rowsOf<{ ahead: number; on_shift: number; wait: number | string | null }>(
    await tx.execute(sql`select (${ahead}) as ahead, (${onShift}) as on_shift, (${wait}) as wait`),
  );
  const minutes =
    row?.wait === null || row?.wait === undefined ? null : Math.round(Number(row.wait) * 10) / 10;
  return { ahead: Number(row?.ahead ?? 0), onShift: Number(row?.on_shift ?? 0), averageWaitMinutes: minutes };
}
