import type { Tx } from '@curbside/db';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import { aggregateRow } from '../../resources/paging.ts';
import { p } from './parties.repository.ts';

/**
 * The figures of a party report over everything `where` matches: parties, guests, totals, paid, and the parties
 * per day of `day` (a timestamp column) in the company's time zone. Two grouped queries, whatever the size.
 */
export async function reportSummary(
  tx: Tx,
  company: { companyId: string; companyTimeZone: string; companyCurrency: string },
  where: SQL | undefined,
  day: Column,
) {
  const matching = and(eq(p.companyId, company.companyId), where);
  const totals = aggregateRow(
    await tx
      .select({
        parties: sql<number>`count(*)::int`,
        guests: sql<number>`coalesce(sum(${p.adults} + ${p.children}), 0)::int`,
        // Money is 64-bit: read as bigint and mapped to a number, as the dashboard's takings.
        totalCents: sql<number>`coalesce(sum(${p.totalCents}), 0)::bigint`.mapWith(Number),
        paidCents: sql<number>`coalesce(sum(${p.paidCents}), 0)::bigint`.mapWith(Number),
      })
      .from(p)
      .where(matching),
  );
  const date = sql<string>`to_char(${day} at time zone ${company.companyTimeZone}, 'YYYY-MM-DD')`;
  const byDay = await tx
    .select({ date, count: sql<number>`count(*)::int` })
    .from(p)
    .where(and(matching, sql`${day} is not null`))
    // By position: the time zone is a parameter, and a second copy of it would be a different expression.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return {
    ...totals,
    currency: company.companyCurrency,
    byDay,
  };
}
