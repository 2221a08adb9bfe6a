import { WAIT_STATUS, type WaitStatus, zonedDayRange } from '@curbside/domain';
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import { pageRows } from '../../resources/table-store.ts';
import { e, wt } from './wait-list.repository.ts';

const CALLED = [WAIT_STATUS.Completed, WAIT_STATUS.NoShow];
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * WaitList/GetWaitListReportBetweenDates: guests served or missed on these days (the company's calendar), newest
 * first, each with quoted against actual wait; the summary over all of them (not the page): the no-show rate
 * and the average error (actual less quoted) overall, by hour of joining and by day.
 */
export function reportBetweenDates(
  deps: Deps,
  caller: CompanyUserPrincipal,
  body: { fromDate: string; toDate: string; page: number; pageSize: number; waitTypeId?: string | undefined },
) {
  const range = zonedDayRange(body.fromDate, body.toDate, caller.companyTimeZone);
  const tz = caller.companyTimeZone;
  const where = and(
    eq(e.companyId, caller.companyId),
    inArray(e.status, CALLED),
    isNotNull(e.endedAt),
    gte(e.endedAt, range.start),
    lt(e.endedAt, range.end),
    body.waitTypeId ? eq(e.waitTypeId, body.waitTypeId) : undefined,
  );
  const error = sql<number>`(${e.actualWaitMinutes} - ${e.quotedMinutes})`;
  const measured = and(where, eq(e.status, WAIT_STATUS.Completed), isNotNull(e.actualWaitMinutes));
  return inCompany(deps, caller, async (tx) => {
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
      body,
    );
    const [counts] = await tx
      .select({
        completed: sql<number>`count(*) filter (where ${e.status} = ${WAIT_STATUS.Completed})`.mapWith(
          Number,
        ),
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
    const completed = counts?.completed ?? 0;
    const noShows = counts?.noShows ?? 0;
    return {
      items: rows.map((row) => ({
        ...row,
        status: row.status as WaitStatus,
        joinedAt: row.joinedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        errorMinutes:
          row.status === WAIT_STATUS.Completed && row.actualWaitMinutes !== null
            ? row.actualWaitMinutes - row.quotedMinutes
            : null,
      })),
      // Every reported entry was served or missed: the summary's two counts are the list's.
      total: completed + noShows,
      page: body.page,
      pageSize: body.pageSize,
      summary: {
        completed,
        noShows,
        noShowRate:
          completed + noShows === 0 ? 0 : Math.round((noShows / (completed + noShows)) * 1000) / 1000,
        averageErrorMinutes: counts?.averageError == null ? null : round1(Number(counts.averageError)),
        byHour: byHour.map((r) => ({
          hour: r.hour,
          averageErrorMinutes: round1(Number(r.average)),
          count: r.count,
        })),
        byDay: byDay.map((r) => ({
          date: r.date,
          averageErrorMinutes: round1(Number(r.average)),
          count: r.count,
        })),
      },
    };
  });
}
