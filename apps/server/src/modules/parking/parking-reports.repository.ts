import type { ClosedPermitRow, CommissionRow, StaffCommissionRow } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import type { PermitStatus } from '@curbside/domain';
import { and, type Column, desc, eq, gte, ilike, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/rows.ts';
import { aggregateRow, likePattern, pageOfRows, pageRows } from '../../resources/paging.ts';
import { joinedPermits, summaryColumns } from './permits.repository.ts';

const p = schema.parkingPermits;
const h = schema.parkingPermitHistory;

/** The company, its calendar and its currency: what every report reads its days and money by. */
export interface ReportCompany {
  companyId: string;
  timeZone: string;
  currency: string;
}

/** The report's instants: the start of its first day and of the day after its last (company's calendar). */
export interface ReportWindow {
  start: Date;
  end: Date;
  search?: string | undefined;
  searchForm?: string | undefined;
  page: number;
  pageSize: number;
}

/** Cancelled and Deleted permits earn nothing (`commissionCents` of the domain): the rest earn when sold. */
const EARNING = notInArray(p.status, ['Cancelled', 'Deleted'] satisfies PermitStatus[]);

/**
 * The permit's commission in cents: its percentage (hundredths) of what was collected for it (paid less
 * refunded, at most its cost: the domain's `collectedCents`), half up, as the domain's `commissionCents` rounds.
 */
const collected = sql`least(${p.costCents}, greatest(0, ${p.paidCents} - ${p.refundedCents}))`;
const commission = sql<number>`round(${collected} * ${p.commissionHundredths} / 10000.0)::bigint`;
const sumOf = (value: SQL | Column) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

/** A plate from its start (search form), a guest's name or a room, as the permits list matches them. */
function searched(range: ReportWindow): SQL | undefined {
  const by: SQL[] = [];
  if (range.searchForm)
    by.push(sql`${p.plateSearch} like ${`${range.searchForm.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (range.search) {
    const text = likePattern(range.search);
    by.push(ilike(p.guestName, text), ilike(p.roomNumber, text));
  }
  return by.length ? or(...by) : undefined;
}

const dayOf = (instant: SQL | typeof p.createdAt, timeZone: string) =>
  sql<string>`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** A page of the report's permits (the permit's summary and the report's own `columns`), latest `at` first. */
const permitsPage = <Row>(
  tx: Tx,
  where: SQL | undefined,
  range: ReportWindow,
  at: SQL | Column,
  columns: SelectedFields,
) =>
  pageOfRows<Row>(
    tx,
    {
      table: p,
      columns: { ...summaryColumns, ...columns },
      joins: joinedPermits,
      where,
      orderBy: [desc(at), desc(p.id)],
    },
    range,
  );

/** The window's totals: how many permits, and the report's sums of them. */
const totalsOf = async <S extends Record<string, SQL<number>>>(tx: Tx, where: SQL | undefined, sums: S) =>
  aggregateRow(
    await tx
      .select({ permits: sql<number>`count(*)::int`, ...sums })
      .from(p)
      .where(where),
  );

/** Permits sold in the window that earn commission: a page, newest sale first, and the window's totals. */
export async function commissionPage(tx: Tx, company: ReportCompany, range: ReportWindow, soldBy?: string) {
  const where = and(
    eq(p.companyId, company.companyId),
    EARNING,
    gte(p.createdAt, range.start),
    lt(p.createdAt, range.end),
    soldBy ? eq(p.soldBy, soldBy) : undefined,
    searched(range),
  );
  const page = await permitsPage<CommissionRow>(tx, where, range, p.createdAt, {
    soldAt: sql<string>`to_json(${p.createdAt}) #>> '{}'`,
    commissionPercent: sql<number>`${p.commissionHundredths} / 100.0`.mapWith(Number),
    commissionCents: commission.mapWith(Number),
  });
  const totals = await totalsOf(tx, where, {
    salesCents: sumOf(p.costCents),
    commissionCents: sumOf(commission),
  });
  const byDay = await perDay(tx, where, dayOf(p.createdAt, company.timeZone), commission);
  return answerOf(page, range, {
    ...totals,
    currency: company.currency,
    byDay,
  });
}

/** A report's answer: the page's rows, where they stand, and the figures of the whole range. */
const answerOf = <Row, Summary>(
  page: { rows: Row[]; total: number },
  range: ReportWindow,
  summary: Summary,
) => ({ items: page.rows, total: page.total, page: range.page, pageSize: range.pageSize, summary });

/** Per day: how many rows and the sum of `cents`, by position (the zone is a parameter of the day's text). */
async function perDay(tx: Tx, where: SQL | undefined, day: SQL<string>, cents: SQL) {
  const result = await tx.execute(sql`select ${day} as date, count(*)::int as count,
      coalesce(sum(${cents}), 0)::bigint as cents
    from ${p} where ${where} group by 1 order by 1`);
  return rowsOf<{ date: string; count: number; cents: string | number }>(result).map((row) => ({
    date: row.date,
    count: row.count,
    cents: Number(row.cents),
  }));
}

/**
 * Commission per seller over the window, highest first, searched by the seller's name; sales by no one
 * (imports) under a null seller.
 */
export async function commissionByStaff(tx: Tx, company: ReportCompany, range: ReportWindow) {
  const seller = schema.users;
  const where = and(
    eq(p.companyId, company.companyId),
    EARNING,
    gte(p.createdAt, range.start),
    lt(p.createdAt, range.end),
    range.search ? ilike(seller.name, likePattern(range.search)) : undefined,
  );
  const earned = sumOf(commission);
  const rows = await pageRows(
    tx
      .select({
        userId: p.soldBy,
        userName: sql<string>`coalesce(${seller.name}, '')`,
        permits: sql<number>`count(*)::int`,
        salesCents: sumOf(p.costCents),
        commissionCents: earned,
      })
      .from(p)
      .leftJoin(seller, and(eq(seller.companyId, p.companyId), eq(seller.id, p.soldBy)))
      .where(where)
      .groupBy(p.soldBy, seller.name)
      .orderBy(desc(earned), sql`2`),
    range,
  );
  const totals = aggregateRow(
    await tx
      .select({
        permits: sql<number>`count(*)::int`,
        salesCents: sumOf(p.costCents),
        commissionCents: earned,
        sellers: sql<number>`count(distinct coalesce(${p.soldBy}::text, ''))::int`,
      })
      .from(p)
      .leftJoin(seller, and(eq(seller.companyId, p.companyId), eq(seller.id, p.soldBy)))
      .where(where),
  );
  return answerOf({ rows: rows satisfies StaffCommissionRow[], total: totals.sellers }, range, {
    permits: totals.permits,
    salesCents: totals.salesCents,
    commissionCents: totals.commissionCents,
    currency: company.currency,
  });
}

/** The statuses that close a permit: cancelled, deleted, or delivered (the car handed over, ADR 131). */
export type ClosedStatus = Extract<PermitStatus, 'Cancelled' | 'Deleted' | 'Delivered'>;

/**
 * Permits of one closed status whose closing step (the history row that moved them to it) falls in the window:
 * a page, latest first, and the window's totals. A permit reaches Cancelled, Deleted or Delivered once (ADR 28);
 * a delivered permit deleted afterwards is listed as deleted.
 */
export async function closedPage(tx: Tx, company: ReportCompany, range: ReportWindow, status: ClosedStatus) {
  const closing = sql`(select ${h.createdAt} from ${h} where ${h.companyId} = ${p.companyId}
    and ${h.permitId} = ${p.id} and ${h.toStatus} = ${status} and ${h.fromStatus} is distinct from ${status}
    order by ${h.createdAt} desc limit 1)`;
  const closer = (column: SQL) => sql`(select ${column} from ${h} where ${h.companyId} = ${p.companyId}
    and ${h.permitId} = ${p.id} and ${h.toStatus} = ${status} order by ${h.createdAt} desc limit 1)`;
  const where = and(
    eq(p.companyId, company.companyId),
    eq(p.status, status),
    sql`${closing} >= ${range.start.toISOString()}::timestamptz`,
    sql`${closing} < ${range.end.toISOString()}::timestamptz`,
    searched(range),
  );
  const page = await permitsPage<ClosedPermitRow>(tx, where, range, closing, {
    closedAt: sql<string>`to_json(${closing}) #>> '{}'`,
    closedByName: sql<string>`coalesce(${closer(sql`${h.userName}`)}, '')`,
    reason: sql<string>`coalesce(${closer(sql`${h.note}`)}, '')`,
  });
  const totals = await totalsOf(tx, where, {
    costCents: sumOf(p.costCents),
    paidCents: sumOf(p.paidCents),
    refundedCents: sumOf(p.refundedCents),
  });
  const byDay = await perDay(tx, where, dayOf(closing, company.timeZone), sql`${p.refundedCents}`);
  return answerOf(page, range, {
    ...totals,
    currency: company.currency,
    byDay,
  });
}
