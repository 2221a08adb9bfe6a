import { schema, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';

/** The reads and writes of the message allowance: segments sent in a month, by day, and the alerts told. */
const a = schema.messageQuotaAlerts;

/** A company's calendar month (`YYYY-MM`, in its time zone) and where it starts and ends as instants. */
const monthBounds = (companyId: string, month: string | null) => sql`
  select c.time_zone as tz,
         m.month,
         (m.month || '-01')::timestamp at time zone c.time_zone as starts,
         ((m.month || '-01')::timestamp + interval '1 month') at time zone c.time_zone as ends
    from companies c
    cross join lateral (select coalesce(${month}::text, to_char(now() at time zone c.time_zone, 'YYYY-MM')) as month) m
   where c.id = ${companyId}`;

/** A text a provider took: one the log provider only wrote down (none set up) was never sent, nor counts. */
const acceptedByProvider = sql`coalesce(o.provider, 'log') <> 'log'`;

/** The month (this one when null) with the company's time zone, its package's allowance and the segments sent. */
export async function monthUsageRow(tx: Tx, companyId: string, month: string | null) {
  const [row] = rowsOf<{ month: string; tz: string; allowance: number | null; used: number }>(
    await tx.execute(sql`
      with b as (${monthBounds(companyId, month)})
      select b.month, b.tz, p.message_quota as allowance,
             coalesce((select sum(o.segments) from outbox_messages o
                        where o.company_id = ${companyId} and o.channel = 'sms' and ${acceptedByProvider}
                          and o.sent_at >= b.starts and o.sent_at < b.ends), 0)::int as used
        from b
        left join companies c on c.id = ${companyId}
        left join packages p on p.id = c.package_id`),
  );
  return row;
}

/** The segments sent on each day of a month, in the company's time zone (days without texts left out). */
export async function usageByDay(tx: Tx, companyId: string, month: string) {
  return rowsOf<{ date: string; segments: number }>(
    await tx.execute(sql`
      with b as (${monthBounds(companyId, month)})
      select to_char(o.sent_at at time zone b.tz, 'YYYY-MM-DD') as date, sum(o.segments)::int as segments
        from outbox_messages o, b
       where o.company_id = ${companyId} and o.channel = 'sms' and o.segments is not null and ${acceptedByProvider}
         and o.sent_at >= b.starts and o.sent_at < b.ends
       group by 1 order by 1`),
  );
}

/** Records an alert once: answers false when the month's alert at that percent was recorded already. */
export async function insertAlert(tx: Tx, companyId: string, month: string, percent: number) {
  const [alert] = await tx
    .insert(a)
    .values({ companyId, month, percent })
    .onConflictDoNothing()
    .returning({ percent: a.percent });
  return alert !== undefined;
}

/** The alerts a company was sent in a month. */
export function alertsOf(tx: Tx, companyId: string, month: string) {
  return tx
    .select({ percent: a.percent, at: a.createdAt })
    .from(a)
    .where(and(eq(a.companyId, companyId), eq(a.month, month)))
    .orderBy(a.percent);
}
