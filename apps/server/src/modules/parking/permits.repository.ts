import type { PermitSummary } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { type PermitStatus, SPACE_HOLDING_STATUSES } from '@curbside/domain';
import { and, asc, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { likePattern, ownColumns, pageOf } from '../../resources/table-store.ts';

const p = schema.parkingPermits;
const lot = schema.parkingLots;
const pkg = schema.parkingPackages;
const seller = alias(schema.users, 'seller');
const h = schema.parkingPermitHistory;

const holding = sql.join(
  SPACE_HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Whose a permit is and the car it covers, as the contract's summaries (permit, will-call item) name them. */
export const guestCarColumns = {
  guestName: p.guestName,
  roomNumber: p.roomNumber,
  plate: p.plate,
  plateRegion: p.plateRegion,
  make: p.make,
  model: p.model,
  colour: p.colour,
};

/** A permit's columns as the contract's summary names them. */
export const summaryColumns = {
  id: p.id,
  number: p.number,
  status: p.status,
  phone: p.phone,
  ...guestCarColumns,
  lotId: p.lotId,
  lotName: lot.name,
  packageId: p.packageId,
  packageName: pkg.name,
  startsAt: sql<string>`to_json(${p.startsAt}) #>> '{}'`,
  endsAt: sql<string>`to_json(${p.endsAt}) #>> '{}'`,
  costCents: p.costCents,
  paidCents: p.paidCents,
  refundedCents: p.refundedCents,
  soldBy: p.soldBy,
  soldByName: seller.name,
  version: p.version,
};

const detailColumns = {
  ...summaryColumns,
  email: p.email,
  notes: p.notes,
  plateNormalised: p.plateNormalised,
  guestKey: p.guestKey,
  createdAt: sql<string>`to_json(${p.createdAt}) #>> '{}'`,
};

const joined = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(lot, and(eq(lot.companyId, p.companyId), eq(lot.id, p.lotId)))
    .innerJoin(pkg, and(eq(pkg.companyId, p.companyId), eq(pkg.id, p.packageId)))
    .leftJoin(seller, and(eq(seller.companyId, p.companyId), eq(seller.id, p.soldBy)));

export async function permitById(tx: Tx, companyId: string, id: string) {
  const [row] = await joined(tx.select(detailColumns).from(p).$dynamic()).where(
    and(eq(p.companyId, companyId), eq(p.id, id)),
  );
  return row;
}

/** The permit row, locked for the rest of the transaction: one change of a permit at a time. */
export async function lockPermit(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, id)))
    .for('update');
  return row;
}

/**
 * The lot, locked: every sale or move into a lot waits for the one before it, so the count of its permits a
 * sale reads is the count it adds to (twenty desks selling the last five spaces sell five).
 */
export async function lockLot(tx: Tx, companyId: string, lotId: string) {
  const [row] = await tx
    .select({ id: lot.id, name: lot.name, capacity: lot.capacity, status: lot.status })
    .from(lot)
    .where(and(eq(lot.companyId, companyId), eq(lot.id, lotId)))
    .for('update');
  return row;
}

export async function packageInLot(tx: Tx, companyId: string, packageId: string, lotId: string) {
  const link = schema.parkingPackageLots;
  const [row] = await tx
    .select({
      id: pkg.id,
      status: pkg.status,
      priceCents: pkg.priceCents,
      durationHours: pkg.durationHours,
      commissionHundredths: pkg.commissionHundredths,
      soldInLot: sql<boolean>`exists (select 1 from ${link} where ${link.companyId} = ${pkg.companyId}
        and ${link.packageId} = ${pkg.id} and ${link.lotId} = ${lotId})`,
    })
    .from(pkg)
    .where(and(eq(pkg.companyId, companyId), eq(pkg.id, packageId)));
  return row;
}

export interface DayCount {
  lotId: string;
  day: string;
  n: number;
}

/**
 * Space-holding permits per lot and day (the company's calendar) between two dates, both included: each permit
 * counts on every day it touches, its end excluded. One pass over the permits overlapping the window.
 */
export async function dayCounts(
  tx: Tx,
  companyId: string,
  range: {
    timeZone: string;
    fromDate: string;
    toDate: string;
    lotIds?: readonly string[];
    exceptId?: string;
  },
): Promise<DayCount[]> {
  const { timeZone: tz, fromDate, toDate } = range;
  if (range.lotIds && range.lotIds.length === 0) return [];
  const lots = range.lotIds
    ? sql`and ${p.lotId} in (${sql.join(
        range.lotIds.map((l) => sql`${l}`),
        sql`, `,
      )})`
    : sql``;
  const except = range.exceptId ? sql`and ${p.id} <> ${range.exceptId}` : sql``;
  const result = await tx.execute(sql`
    select ${p.lotId} as "lotId", d::date::text as "day", count(*)::int as "n"
    from ${p}
    cross join lateral generate_series(
      greatest((${p.startsAt} at time zone ${tz})::date, ${fromDate}::date),
      least(((${p.endsAt} - interval '1 microsecond') at time zone ${tz})::date, ${toDate}::date),
      interval '1 day') as d
    where ${p.companyId} = ${companyId} and ${p.status} in (${holding})
      and ${p.startsAt} < ((${toDate}::date + 1)::timestamp at time zone ${tz})
      and ${p.endsAt} > ((${fromDate}::date)::timestamp at time zone ${tz})
      ${lots} ${except}
    group by 1, 2`);
  // Both drivers answer raw SQL with a `rows` array.
  return (result as { rows: DayCount[] }).rows;
}

/** The first and last day (the company's calendar) a span of time touches. */
export async function daysOf(tx: Tx, timeZone: string, startsAt: Date, endsAt: Date) {
  const result = await tx.execute(sql`
    select ((${startsAt.toISOString()}::timestamptz) at time zone ${timeZone})::date::text as "first",
           ((${endsAt.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${timeZone})::date::text as "last"`);
  const row = (result as { rows: { first: string; last: string }[] }).rows[0];
  if (!row) throw new Error('The day query answered no row.');
  return row;
}

export interface PermitFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  searchForm?: string | undefined;
  statuses?: readonly string[] | undefined;
  lotId?: string | undefined;
  soldBy?: string | undefined;
  timeZone: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** A page of permits, newest start first. A plate is matched on its search form from its start. */
export async function listPermits(tx: Tx, companyId: string, filter: PermitFilter) {
  const tz = filter.timeZone;
  const text = filter.search ? likePattern(filter.search) : null;
  const plate = filter.searchForm ? `${filter.searchForm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const searchBy: SQL[] = [];
  if (plate) searchBy.push(sql`${p.plateSearch} like ${plate}`);
  if (text) searchBy.push(ilike(p.guestName, text), ilike(p.roomNumber, text));
  const where = and(
    eq(p.companyId, companyId),
    searchBy.length ? or(...searchBy) : undefined,
    filter.statuses?.length ? inArray(p.status, filter.statuses as (typeof p.status._.data)[]) : undefined,
    filter.lotId ? eq(p.lotId, filter.lotId) : undefined,
    filter.soldBy ? eq(p.soldBy, filter.soldBy) : undefined,
    filter.toDate
      ? lt(p.startsAt, sql`(${filter.toDate}::date + 1)::timestamp at time zone ${tz}`)
      : undefined,
    filter.fromDate ? gt(p.endsAt, sql`(${filter.fromDate}::date)::timestamp at time zone ${tz}`) : undefined,
  );
  return pageOf<PermitSummary>(
    (withTotal) =>
      joined(
        tx
          .select({ ...summaryColumns, ...withTotal })
          .from(p)
          .$dynamic(),
      )
        .where(where)
        .orderBy(desc(p.startsAt), asc(p.id)),
    async () => {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(p).where(where);
      return row?.n ?? 0;
    },
    filter,
  );
}

export async function addHistory(
  tx: Tx,
  values: {
    companyId: string;
    permitId: string;
    action: string;
    fromStatus: PermitStatus | null;
    toStatus: PermitStatus;
    note?: string;
    userId: string | null;
    userName: string;
  },
) {
  await tx.insert(h).values({ ...values, note: values.note ?? '' });
}

export async function historyOf(tx: Tx, companyId: string, permitId: string) {
  return tx
    .select({
      ...ownColumns(h, 'id', 'action', 'fromStatus', 'toStatus', 'note', 'userName'),
      createdAt: sql<string>`to_json(${h.createdAt}) #>> '{}'`,
    })
    .from(h)
    .where(and(eq(h.companyId, companyId), eq(h.permitId, permitId)))
    .orderBy(asc(h.createdAt), asc(h.id));
}
