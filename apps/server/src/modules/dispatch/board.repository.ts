import { schema, type Tx } from '@curbside/db';
import { messageLanguageOf, PARTY_STATUS, RIDE_UNDER_WAY_STATUSES } from '@curbside/domain';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { opensWithKey } from '../../lib/guest-keys.ts';
import { likePattern } from '../../resources/paging.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import { driverOnShift } from './drivers.repository.ts';
import { countParties, findSummaries, type PartyRow, p } from './parties.repository.ts';

const h = schema.partyHistory;
const pay = schema.partyPayments;
const u = schema.users;

export interface Page {
  page: number;
  pageSize: number;
}
export const offsetOf = (f: Page) => (f.page - 1) * f.pageSize;

/** Guest name, phone or room number (contains, any case), or the party number exactly. */
export function searchWhere(search: string | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text === '') return undefined;
  const pattern = likePattern(text);
  const number = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return or(
    ilike(p.guestName, pattern),
    ilike(p.phone, pattern),
    ilike(p.roomNumber, pattern),
    number !== null ? eq(p.number, number) : undefined,
  );
}

/** `column` within [start, end). */
export const within = (column: Column, range: { start: Date; end: Date }) =>
  and(gte(column, range.start), lt(column, range.end));

/** A page of cards and the total matching `where`: two queries. */
export async function pageOf(
  tx: Tx,
  companyId: string,
  where: SQL | undefined,
  f: Page,
  orderBy: SQL[] = [asc(p.scheduledAt), asc(p.number)],
): Promise<{ rows: PartyRow[]; total: number }> {
  const rows = await findSummaries(tx, companyId, where, {
    orderBy,
    limit: f.pageSize,
    offset: offsetOf(f),
  });
  return { rows, total: await countParties(tx, companyId, where) };
}

/** How many parties match `where`, per status: one grouped query. */
export async function countsByStatus(tx: Tx, companyId: string, where: SQL | undefined) {
  return tx
    .select({ status: p.status, count: sql<number>`count(*)::int` })
    .from(p)
    .where(and(eq(p.companyId, companyId), where))
    .groupBy(p.status)
    .orderBy(asc(p.status));
}

/** The id and booking key of one party. */
export function findKeys(tx: Tx, companyId: string, partyId: string) {
  return companyRow(tx, p, companyId, partyId, { columns: ownColumns(p, 'id', 'bookingKey', 'driverId') });
}

/** The drivers of the company: all active ones that can drive, and those of them on shift. */
export async function driverCounts(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      onShift: sql<number>`(count(*) filter (where ${driverOnShift}))::int`,
    })
    .from(u)
    .where(and(eq(u.companyId, companyId), eq(u.canBeDriver, true), eq(u.status, 'active')));
  return { total: row?.total ?? 0, onShift: row?.onShift ?? 0 };
}

/** The company's parties picked up in the range. */
export const pickedUpIn = (companyId: string, range: { start: Date; end: Date }) =>
  and(
    eq(p.companyId, companyId),
    isNotNull(p.pickedUpAt),
    gte(p.pickedUpAt, range.start),
    lt(p.pickedUpAt, range.end),
  );

/** Average minutes from request to pick-up, and average quoted wait, of parties picked up in the range. */
export async function waitAverages(tx: Tx, companyId: string, range: { start: Date; end: Date }) {
  const [row] = await tx
    .select({
      wait: sql<string | null>`avg(extract(epoch from (${p.pickedUpAt} - ${p.createdAt})) / 60)::float8`,
      quoted: sql<string | null>`avg(${p.quotedWaitMinutes})::float8`,
    })
    .from(p)
    .where(pickedUpIn(companyId, range));
  const round = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  return { averageWaitMinutes: round(row?.wait), averageQuotedMinutes: round(row?.quoted) };
}

/** Payments minus refunds recorded in the range. */
export async function revenue(tx: Tx, companyId: string, range: { start: Date; end: Date }) {
  const [row] = await tx
    .select({
      // Money is 64-bit: the sum is read as bigint (a string from node-postgres) and mapped to a number.
      cents:
        sql<number>`coalesce(sum(case when ${pay.kind} = 'refund' then -${pay.amountCents} else ${pay.amountCents} end), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(pay)
    .where(and(eq(pay.companyId, companyId), gte(pay.createdAt, range.start), lt(pay.createdAt, range.end)));
  return row?.cents ?? 0;
}

/** A driver's rides under way (dispatched, picked up, in transit) and those they dropped off in the range. */
export async function driverRideCounts(
  tx: Tx,
  companyId: string,
  driverId: string,
  range: { start: Date; end: Date },
) {
  const [row] = await tx
    .select({
      active: sql<number>`(count(*) filter (where ${inArray(p.status, [...RIDE_UNDER_WAY_STATUSES])}))::int`,
      completed: sql<number>`(count(*) filter (where ${p.status} = ${PARTY_STATUS.DroppedOff} and ${p.droppedOffAt} >= ${range.start} and ${p.droppedOffAt} < ${range.end}))::int`,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.driverId, driverId)));
  return { active: row?.active ?? 0, completed: row?.completed ?? 0 };
}

/** A driver's next ride: the one under way first, else the earliest dispatched to them. */
export async function nextRideOf(tx: Tx, companyId: string, driverId: string) {
  const [row] = await findSummaries(
    tx,
    companyId,
    and(eq(p.driverId, driverId), inArray(p.status, [...RIDE_UNDER_WAY_STATUSES])),
    {
      orderBy: [
        sql`case when ${p.status} = ${PARTY_STATUS.Dispatched} then 1 else 0 end`,
        asc(p.scheduledAt),
        asc(p.number),
      ],
      limit: 1,
    },
  );
  return row ?? null;
}

/**
 * The parties this user touched lately (booked, moved, edited), the latest touch first: the newest history
 * rows by them, one per party.
 */
export async function recentTouches(tx: Tx, companyId: string, userId: string, limit: number) {
  const rows = await tx
    .select({ partyId: h.partyId, action: h.action, createdAt: h.createdAt })
    .from(h)
    .where(and(eq(h.companyId, companyId), eq(h.userId, userId)))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(limit * 20);
  const latest = new Map<string, { action: string; touchedAt: Date }>();
  for (const row of rows) {
    if (latest.size >= limit) break;
    if (!latest.has(row.partyId)) latest.set(row.partyId, { action: row.action, touchedAt: row.createdAt });
  }
  return latest;
}

/** Parties whose id is among these. */
export const idIn = (ids: readonly string[]) => inArray(p.id, [...ids]);

/**
 * A will-call: one that is one now (8), or one that became one — by `ConvertToWillCall` or booked as a
 * will-call — and has moved on since (dispatched, completed, cancelled…).
 */
export const willCallWhere = () =>
  or(
    eq(p.status, 8),
    sql`exists (select 1 from ${h} where ${h.companyId} = ${p.companyId} and ${h.partyId} = ${p.id} and (${h.action} = 'ConvertToWillCall' or (${h.fromStatus} is null and ${h.toStatus} = 8)))`,
  );

/** The digits of a phone number ending the party's phone (the last ten, so "+1" and spacing do not matter). */
export function phoneWhere(digits: string): SQL {
  const key = digits.slice(-10);
  return and(
    sql`${p.phone} <> ''`,
    // The same expression as the index parties_company_phone_tail_idx: callers send at least four digits.
    sql`right(regexp_replace(${p.phone}, '[^0-9]', '', 'g'), 4) = ${digits.slice(-4)}`,
    sql`right(regexp_replace(${p.phone}, '[^0-9]', '', 'g'), ${key.length}) = ${key}`,
  ) as SQL;
}

/** The guest fields of the latest party with this phone, and the language that guest was written to. */
export async function latestGuest(tx: Tx, companyId: string, where: SQL) {
  const [row] = await tx
    .select({
      guestName: p.guestName,
      phone: p.phone,
      email: p.email,
      roomNumber: p.roomNumber,
      language: p.guestLanguage,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), where))
    .orderBy(desc(p.createdAt), desc(p.number))
    .limit(1);
  return row ? { ...row, language: messageLanguageOf(row.language) } : null;
}

/**
 * The guests a curbside search finds (ADR 93): the guest link's key by its hash, a room exactly (any case), or
 * a name as a part of it.
 */
export function curbsideWhere(search: {
  code?: string | undefined;
  room?: string | undefined;
  name?: string;
}) {
  if (search.code) return opensWithKey(p, search.code);
  if (search.room) return sql`lower(${p.roomNumber}) = lower(${search.room})`;
  return ilike(p.guestName, likePattern(search.name ?? ''));
}
