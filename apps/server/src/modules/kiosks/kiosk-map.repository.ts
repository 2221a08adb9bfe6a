import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

const l = schema.locations;
const c = schema.locationCategories;
const icons = schema.companyIcons;
const trip = schema.trips;
const st = schema.tripScheduleTimes;

/** A category names a company icon by the icon's name, in any case (the category's `icon` is free text). */
const iconKey = (name: string) => name.trim().toLowerCase();

/** The company's active icons named by these categories' `icon`, by the lower-case name. */
export async function iconsNamed(tx: Tx, companyId: string, names: readonly string[]) {
  const keys = [...new Set(names.map(iconKey))];
  if (keys.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ name: icons.name, imageSha256: icons.imageSha256 })
    .from(icons)
    .where(
      and(eq(icons.companyId, companyId), eq(icons.active, true), inArray(sql`lower(${icons.name})`, keys)),
    )
    .orderBy(asc(icons.name));
  return new Map(rows.map((row) => [iconKey(row.name), row.imageSha256]));
}

/** Whether a stored file is the picture of an active company icon that an active place category names. */
export async function isCategoryIcon(tx: Tx, companyId: string, sha256: string) {
  const [row] = await tx
    .select({ id: icons.id })
    .from(icons)
    .innerJoin(
      c,
      and(eq(c.companyId, icons.companyId), eq(sql`lower(trim(${c.icon}))`, sql`lower(${icons.name})`)),
    )
    .where(
      and(
        eq(icons.companyId, companyId),
        eq(icons.imageSha256, sha256),
        eq(icons.active, true),
        eq(c.active, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An active place of the company: what a card and a text about it say. */
export async function activePlace(tx: Tx, companyId: string, locationId: string) {
  const [row] = await tx
    .select({ name: l.name, address: l.address, latitude: l.latitude, longitude: l.longitude })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.id, locationId), eq(l.active, true)));
  return row ?? null;
}

/**
 * The departures of the company's active trips from `fromLocationId` on `weekday` (0 = Sunday) from minute
 * `fromMinute` of the day on, by where they go and when.
 */
export function departuresFrom(
  tx: Tx,
  companyId: string,
  fromLocationId: string,
  weekday: number,
  fromMinute: number,
) {
  return tx
    .select({ toLocationId: trip.toLocationId, departureMinute: st.departureMinute })
    .from(st)
    .innerJoin(trip, and(eq(trip.companyId, st.companyId), eq(trip.id, st.tripId)))
    .where(
      and(
        eq(st.companyId, companyId),
        eq(st.weekday, weekday),
        gte(st.departureMinute, fromMinute),
        eq(trip.active, true),
        eq(trip.fromLocationId, fromLocationId),
      ),
    )
    .orderBy(asc(st.departureMinute));
}

/** Queues a text that belongs to no party or entry (a place sent from a Map kiosk) in the outbox. */
export async function queueText(tx: Tx, companyId: string, recipient: string, body: string) {
  await tx.insert(schema.outboxMessages).values({
    companyId,
    channel: 'sms',
    templateCode: 'kiosk.place',
    recipient,
    body,
  });
}
