import type { Tx } from '@curbside/db';
import { PARTY_STATUS, WAIT_RULES, WAITING_PARTY_STATUSES } from '@curbside/domain';
import { and, asc, type Column, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { within } from './board.repository.ts';
import { driversOnShift as onShiftDrivers } from './drivers.repository.ts';
import { countParties, findSummaries, p } from './parties.repository.ts';

type Range = { start: Date; end: Date };

/** Parties per hour of the company's day: requested in that hour (created) and ended in it (dropped off). */
export async function partiesByHour(tx: Tx, companyId: string, day: Range, timeZone: string) {
  const hourOf = (column: Column) => sql<number>`extract(hour from ${column} at time zone ${timeZone})::int`;
  const grouped = (column: Column, where?: SQL) =>
    tx
      .select({ hour: hourOf(column), count: sql<number>`count(*)::int` })
      .from(p)
      .where(and(eq(p.companyId, companyId), within(column, day), where))
      // By position: the time zone is a parameter, and a second copy of it would be a different expression.
      .groupBy(sql`1`);
  const requested = await grouped(p.createdAt);
  const completed = await grouped(p.droppedOffAt, eq(p.status, PARTY_STATUS.DroppedOff));
  const countIn = (rows: { hour: number; count: number }[], hour: number) =>
    rows.find((row) => row.hour === hour)?.count ?? 0;
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    requested: countIn(requested, hour),
    completed: countIn(completed, hour),
  }));
}

/**
 * Waiting parties at risk or late at `now` (WAIT_RULES): the longest-waiting first, at most `limit`, and how
 * many there are in all. The wait runs from the party's scheduled time (a walk-up's is its request).
 */
export async function waitingParties(tx: Tx, companyId: string, now: Date, limit: number) {
  const minutes = sql`(extract(epoch from (${now.toISOString()}::timestamptz - ${p.scheduledAt})) / 60)`;
  const flagged = and(
    inArray(p.status, [...WAITING_PARTY_STATUSES]),
    sql`case when ${p.quotedWaitMinutes} is null then ${minutes} >= ${WAIT_RULES.atRiskWithoutQuoteMinutes}::int
      else ${minutes} >= ${p.quotedWaitMinutes} * ${WAIT_RULES.atRiskShareOfQuote}::float8 end`,
  );
  const rows = await findSummaries(tx, companyId, flagged, {
    orderBy: [asc(p.scheduledAt), asc(p.number)],
    limit,
  });
  return { rows, total: await countParties(tx, companyId, flagged) };
}

/** Of the parties picked up in the range with a quote: how many, and how many within their quote. */
export async function quoteAccuracy(tx: Tx, companyId: string, range: Range) {
  const [row] = await tx
    .select({
      quoted: sql<number>`count(*)::int`,
      withinQuote: sql<number>`(count(*) filter (where ${p.pickedUpAt} - ${p.createdAt} <= make_interval(mins => ${p.quotedWaitMinutes})))::int`,
    })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        isNotNull(p.pickedUpAt),
        isNotNull(p.quotedWaitMinutes),
        within(p.pickedUpAt, range),
      ),
    );
  return { quoted: row?.quoted ?? 0, withinQuote: row?.withinQuote ?? 0 };
}

/** The active drivers on shift with their vehicle and load, busiest first, at most `limit`. */
export async function driversOnShift(tx: Tx, companyId: string, limit: number) {
  const rows = await onShiftDrivers(tx, companyId);
  return rows
    .sort((a, b) => b.activeParties - a.activeParties)
    .slice(0, limit)
    .map(({ id, name, vehicle, activeParties }) => ({ id, name, vehicle, activeParties }));
}
