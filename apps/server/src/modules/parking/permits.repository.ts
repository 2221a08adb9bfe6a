import type { PermitSummary } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import type { PermitStatus } from '@curbside/domain';
import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/rows.ts';
import { likePattern, pageOfRows } from '../../resources/paging.ts';
import { companyRow, insertedId, ownColumns } from '../../resources/table-store.ts';

const p = schema.parkingPermits;
const lot = schema.parkingLots;
const pkg = schema.parkingPackages;
const seller = alias(schema.users, 'seller');
const h = schema.parkingPermitHistory;

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
  partyId: p.partyId,
  guestLanguage: p.guestLanguage,
  createdAt: sql<string>`to_json(${p.createdAt}) #>> '{}'`,
};

/** A permit's lot, package and seller, for the summary's names. */
export const joinedPermits = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(lot, and(eq(lot.companyId, p.companyId), eq(lot.id, p.lotId)))
    .innerJoin(pkg, and(eq(pkg.companyId, p.companyId), eq(pkg.id, p.packageId)))
    .leftJoin(seller, and(eq(seller.companyId, p.companyId), eq(seller.id, p.soldBy)));

export async function permitById(tx: Tx, companyId: string, id: string) {
  const [row] = await joinedPermits(tx.select(detailColumns).from(p).$dynamic()).where(
    and(eq(p.companyId, companyId), eq(p.id, id)),
  );
  return row;
}

/** The permit row, locked for the rest of the transaction: one change of a permit at a time. */
export function lockPermit(tx: Tx, companyId: string, id: string) {
  return companyRow(tx, p, companyId, id, { lock: true });
}

/**
 * The lot, locked: every sale or move into a lot waits for the one before it, so the count of its permits a
 * sale reads is the count it adds to (twenty desks selling the last five spaces sell five).
 */
export function lockLot(tx: Tx, companyId: string, lotId: string) {
  return companyRow(tx, lot, companyId, lotId, {
    columns: ownColumns(lot, 'id', 'name', 'capacity', 'status'),
    lock: true,
  });
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

const lotDays = schema.parkingLotDays;

/**
 * The availability grid's one query: each lot (by name) with the counters the database keeps on every permit
 * write (`parking_lot_days`, ADR 34) inside the window, folded per lot as day offsets and counts; days without a
 * row hold no permit. It reads only the window's counter rows through `parking_lot_days_day_idx` and sorts
 * those alone: joining every lot to every day of the window first (and bounding the counters only by
 * `d.day = g.day`) read every counter of the company and sorted lots × days rows (ADR 38). `lotIds` names the
 * lots; without it, the active ones.
 */
export function availabilitySql(
  companyId: string,
  range: { fromDate: string; days: number; lotIds?: readonly string[] | undefined },
): SQL {
  const chosen = range.lotIds
    ? sql`l.id in (${sql.join(
        range.lotIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`l.status = 'active'`;
  return sql`
    select l.id as "lotId", l.name, l.capacity, c.offsets, c.used
      from parking_lots l
      left join (select d.lot_id, array_agg(d.day - ${range.fromDate}::date order by d.day) as offsets,
                        array_agg(d.used order by d.day) as used
                   from parking_lot_days d
                  where d.company_id = ${companyId} and d.used > 0
                    and d.day between ${range.fromDate}::date and ${range.fromDate}::date + ${range.days - 1}::int
                  group by d.lot_id) c on c.lot_id = l.id
     where l.company_id = ${companyId} and ${chosen}
     order by l.name, l.id`;
}

interface AvailabilityRow {
  lotId: string;
  name: string;
  capacity: number;
  offsets: number[] | null;
  used: number[] | null;
}

/** Each lot's free spaces on each day of the window: its capacity less the counted days' permits. */
export async function availabilityGrid(
  tx: Tx,
  companyId: string,
  range: Parameters<typeof availabilitySql>[1],
) {
  const result = await tx.execute(availabilitySql(companyId, range));
  return rowsOf<AvailabilityRow>(result).map(({ offsets, used, ...lot }) => {
    const free = new Array<number>(range.days).fill(lot.capacity);
    offsets?.forEach((offset, i) => {
      free[offset] = lot.capacity - (used?.[i] ?? 0);
    });
    return { ...lot, free };
  });
}

/**
 * The first day of a span (the company's calendar, end excluded) on which a lot holds more permits than its
 * capacity, or undefined. Read after the write, under the lot's lock, so it counts the permit being written.
 */
export async function overfullDay(
  tx: Tx,
  companyId: string,
  timeZone: string,
  lot: { id: string; capacity: number },
  span: { startsAt: Date; endsAt: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .select({ day: lotDays.day })
    .from(lotDays)
    .where(
      and(
        eq(lotDays.companyId, companyId),
        eq(lotDays.lotId, lot.id),
        gt(lotDays.used, lot.capacity),
        sql`${lotDays.day} between (${span.startsAt.toISOString()}::timestamptz at time zone ${timeZone})::date
          and ((${span.endsAt.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${timeZone})::date`,
      ),
    )
    .orderBy(asc(lotDays.day))
    .limit(1);
  return row?.day;
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
  return pageOfRows<PermitSummary>(
    tx,
    {
      table: p,
      columns: summaryColumns,
      joins: joinedPermits,
      where,
      orderBy: [desc(p.startsAt), asc(p.id)],
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

/** Phones match on their last ten digits: permits keep the number as the desk typed it, texts come in E.164. */
export const MATCHED_DIGITS = 10;

/**
 * The latest-starting permit running at `now` (Active, or its car already asked for) that `match` finds, with
 * its plate: a text's sender by phone, a kiosk's guest by plate or number.
 */
export async function runningPermitWhere(tx: Tx, companyId: string, match: SQL | undefined, now: Date) {
  const [permit] = await tx
    .select({ id: p.id, plate: p.plate })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        inArray(p.status, ['Active', 'WillCallRequested']),
        lte(p.startsAt, now),
        gt(p.endsAt, now),
        match,
      ),
    )
    .orderBy(desc(p.startsAt))
    .limit(1);
  return permit;
}

/** The permit running at `now` whose phone ends in `digits`, the sender's last `MATCHED_DIGITS` digits. */
export const runningPermitOfPhone = (tx: Tx, companyId: string, digits: string, now: Date) =>
  runningPermitWhere(
    tx,
    companyId,
    sql`right(regexp_replace(${p.phone}, '[^0-9]', '', 'g'), ${MATCHED_DIGITS}) = ${digits}`,
    now,
  );

/** A new permit; answers its id. */
export async function insertPermit(tx: Tx, values: typeof p.$inferInsert) {
  return insertedId(tx, p, values);
}

/** Changes a locked permit's row, bumping its version; `by` is who changes it (no user: the guest). */
export async function setPermit(
  tx: Tx,
  by: { companyId: string; userId: string | null },
  id: string,
  values: Partial<typeof p.$inferInsert>,
) {
  await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedBy: by.userId, updatedAt: new Date() })
    .where(and(eq(p.companyId, by.companyId), eq(p.id, id)));
}
