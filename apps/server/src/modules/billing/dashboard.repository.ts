import type { Tx } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';

/** How many companies the platform holds, and how many of them are active. */
export async function companyCounts(tx: Tx) {
  const [row] = rowsOf<{ total: number; active: number }>(
    await tx.execute(sql`
      select count(*)::int as total, count(*) filter (where status = 'active')::int as active from companies`),
  );
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

type LimitName = 'staff' | 'kiosks' | 'messageSegments';

/**
 * The companies told this month (their own zone) of 80 % or more of a limit, from what was told: the limit
 * notices (staff, kiosks; ADR 90) and the message quota's alerts (ADR 35), the highest threshold per limit.
 */
export async function nearLimits(tx: Tx, max: number) {
  const rows = rowsOf<{ company_id: string; company_name: string; limit_name: LimitName; percent: number }>(
    await tx.execute(sql`
      with told as (
        select n.company_id, n.limit_name, n.percent, n.period from limit_notices n
        union all
        select a.company_id, 'messageSegments', a.percent, a.month from message_quota_alerts a)
      select t.company_id, c.name as company_name, t.limit_name, max(t.percent)::int as percent
        from told t
        join companies c on c.id = t.company_id
       where t.period = to_char(now() at time zone c.time_zone, 'YYYY-MM') and t.percent >= 80
       group by t.company_id, c.name, t.limit_name
       order by percent desc, c.name, t.limit_name
       limit ${max}`),
  );
  return rows.map((row) => ({
    companyId: row.company_id,
    companyName: row.company_name,
    limit: row.limit_name,
    percent: Number(row.percent),
  }));
}
