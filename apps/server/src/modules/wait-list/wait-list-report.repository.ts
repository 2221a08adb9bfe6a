import type { Tx } from '@curbside/db';
import { WAIT_STATUS } from '@curbside/domain';
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { type PageRange, pageRows } from '../../resources/paging.ts';
import { e, wt } from './wait-list.repository.ts';

const CALLED = [WAIT_STATUS.Completed, WAIT_STATUS.NoShow];

/** The guests a report covers: served or missed between two instants, of one wait type or all. */
export interface ReportFilter {
  companyId: string;
  start: Date;
  end: Date;
  waitTypeId?: string | undefined;
  /** The company's time zone, the hours and days are counted in. */
  timeZone: string;
}

/**
 * The report's reads: a page of the guests served or missed, newest first, with the counts over all of them,
 * and the average error (actual less quoted) of those served by hour of joining and by day.
 */
export async function reportRows(tx: Tx, filter: ReportFilter, page: PageRange) {
  const tz = filter.timeZone;
  const where = and(
    eq(e.companyId, filter.companyId),
    inArray(e.status, CALLED),
    isNotNull(e.endedAt),
    gte(e.endedAt, filter.start),
    lt(e.endedAt, filter.end),
    filter.waitTypeId ? eq(e.waitTypeId, filter.waitTypeId) : undefined,
  );
  const error = sql<number>`(${e.actualWaitMinutes} - ${e.quotedMinutes})`;
  const measured = and(where, eq(e.status, WAIT_STATUS.Completed), isNotNull(e.actualWaitMinutes));
  const rows = await pageRows(
    tx
      .select({
        id: e.id,
        waitTypeName: wt.name,
        guestName: e.guestName,
        partySize: e.partySize,
        status: e.status,
        joinedAt: e.joinedAt,
        endedAt: e.endedAt,
        quotedMinutes: e.quotedMinutes,
        actualWaitMinutes: e.actualWaitMinutes,
      })
      .from(e)
      .innerJoin(wt, and(eq(wt.companyId, e.companyId), eq(wt.id, e.waitTypeId)))
      .where(where)
      .orderBy(desc(e.endedAt), desc(e.id)),
    page,
  );
  const [counts] = await tx
    .select({
      completed: sql<number>`count(*) filter (where ${e.status} = ${WAIT_STATUS.Completed})`.mapWith(Number),
      noShows: sql<number>`count(*) filter (where ${e.status} = ${WAIT_STATUS.NoShow})`.mapWith(Number),
      averageError: sql<string | null>`avg(${error}) filter (where ${e.status} = ${WAIT_STATUS.Completed})`,
    })
    .from(e)
    .where(where);
  // Grouped by position: the zone is a parameter, and two copies of it are two expressions to PostgreSQL.
  const hour = sql<number>`extract(hour from ${e.joinedAt} at time zone ${tz})::int`;
  const byHour = await tx
    .select({ hour, average: sql<string>`avg(${error})`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(e)
    .where(measured)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const day = sql<string>`to_char(${e.endedAt} at time zone ${tz}, 'YYYY-MM-DD')`;
  const byDay = await tx
    .select({
      date: day,
      average: sql<string>`avg(${error})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(e)
    .where(measured)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { rows, counts, byHour, byDay };
}
