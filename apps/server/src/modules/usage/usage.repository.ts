import type { UsageFigures } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import type { PageRange } from '../../resources/paging.ts';

/** A page of a read across companies, or of the one company it names (a company user's own, always). */
export interface CompanyPageRange extends PageRange {
  companyId?: string | undefined;
}

export interface CompanyMonths {
  id: string;
  name: string;
  /** The company's month now, in its time zone (`YYYY-MM`). */
  current: string;
  /** The month it was made in, in its time zone. */
  first: string;
  packageId: string | null;
  packageName: string | null;
  maxStaffUsers: number | null;
  maxKiosks: number | null;
  messageQuota: number | null;
}

/** The company's months (now and its first) and its package's limits; undefined for no such company. */
export async function companyMonths(tx: Tx, companyId: string): Promise<CompanyMonths | undefined> {
  const [row] = rowsOf<{
    id: string;
    name: string;
    current: string;
    first: string;
    package_id: string | null;
    package_name: string | null;
    max_staff_users: number | null;
    max_kiosks: number | null;
    message_quota: number | null;
  }>(
    await tx.execute(sql`
      select c.id, c.name,
             to_char(now() at time zone c.time_zone, 'YYYY-MM') as current,
             to_char(c.created_at at time zone c.time_zone, 'YYYY-MM') as first,
             p.id as package_id, p.name as package_name, p.max_staff_users, p.max_kiosks, p.message_quota
        from companies c
        left join packages p on p.id = c.package_id
       where c.id = ${companyId}`),
  );
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    current: row.current,
    first: row.first,
    packageId: row.package_id,
    packageName: row.package_name,
    maxStaffUsers: row.max_staff_users,
    maxKiosks: row.max_kiosks,
    messageQuota: row.message_quota,
  };
}

/** A text a provider took counts; one the log provider only wrote down (none set up) was never sent (ADR 76). */
const acceptedByProvider = sql`coalesce(o.provider, 'log') <> 'log'`;

/**
 * The usage figures of a company in each of `months` (company time), in one statement: each month's bounds
 * are instants of the company's zone, and each figure is a count over a `(company_id, created_at)` index (the
 * segments over `(company_id, channel, sent_at)`). Kiosks and staff are those active now that existed by the
 * month's end: the facts keep no history of a status (ADR 89).
 */
export async function figuresOf(
  tx: Tx,
  companyId: string,
  months: readonly string[],
): Promise<UsageFigures[]> {
  if (months.length === 0) return [];
  const rows = rowsOf<{
    month: string;
    parties: number;
    permits: number;
    wait_list_guests: number;
    message_segments: number;
    kiosks: number;
    staff: number;
  }>(
    await tx.execute(sql`
      with m as (
        select mm.month,
               (mm.month || '-01')::timestamp at time zone c.time_zone as starts,
               ((mm.month || '-01')::timestamp + interval '1 month') at time zone c.time_zone as ends
          from companies c
         cross join unnest(string_to_array(${months.join(',')}::text, ',')) as mm(month)
         where c.id = ${companyId})
      select m.month,
             (select count(*)::int from parties x
               where x.company_id = ${companyId} and x.created_at >= m.starts and x.created_at < m.ends) as parties,
             (select count(*)::int from parking_permits x
               where x.company_id = ${companyId} and x.created_at >= m.starts and x.created_at < m.ends) as permits,
             (select count(*)::int from wait_list_entries x
               where x.company_id = ${companyId} and x.created_at >= m.starts and x.created_at < m.ends) as wait_list_guests,
             (select coalesce(sum(o.segments), 0)::int from outbox_messages o
               where o.company_id = ${companyId} and o.channel = 'sms' and ${acceptedByProvider}
                 and o.sent_at >= m.starts and o.sent_at < m.ends) as message_segments,
             (select count(*)::int from kiosks k
               where k.company_id = ${companyId} and k.status = 'active' and k.created_at < m.ends) as kiosks,
             (select count(*)::int from users u
               where u.company_id = ${companyId} and u.status = 'active' and u.created_at < m.ends) as staff
        from m`),
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      parties: Number(row?.parties ?? 0),
      permits: Number(row?.permits ?? 0),
      waitListGuests: Number(row?.wait_list_guests ?? 0),
      messageSegments: Number(row?.message_segments ?? 0),
      kiosks: Number(row?.kiosks ?? 0),
      staff: Number(row?.staff ?? 0),
    };
  });
}
