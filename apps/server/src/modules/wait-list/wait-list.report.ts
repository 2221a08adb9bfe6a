import { WAIT_STATUS, type WaitStatus, zonedDayRange } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import { reportRows } from './wait-list-report.repository.ts';

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
  return inCompany(deps, caller, async (tx) => {
    const { rows, counts, byHour, byDay } = await reportRows(
      tx,
      {
        companyId: caller.companyId,
        start: range.start,
        end: range.end,
        waitTypeId: body.waitTypeId,
        timeZone: caller.companyTimeZone,
      },
      body,
    );
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
