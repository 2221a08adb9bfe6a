import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { sqlPageOf } from '../../resources/paging.ts';
import type { CompanyPageRange } from './usage.repository.ts';

/** The platform's month now (UTC): its reports count every company in the same instants. */
export async function currentMonth(tx: Tx): Promise<string> {
  const [row] = rowsOf<{ month: string }>(
    await tx.execute(sql`select to_char(now() at time zone 'UTC', 'YYYY-MM') as month`),
  );
  return row?.month ?? '';
}

/** The month's texts (made in it, UTC) over the `(created_at)` index; the provider `none` for one not taken yet. */
const monthTexts = (month: string) => sql`
  select o.company_id, coalesce(o.provider, 'none') as provider, o.segments, o.status, o.delivery_status
    from outbox_messages o
   where o.channel = 'sms'
     and o.created_at >= (${month} || '-01')::timestamp at time zone 'UTC'
     and o.created_at < ((${month} || '-01')::timestamp + interval '1 month') at time zone 'UTC'`;

const failed: SQL = sql`(t.status = 'failed' or t.delivery_status = 'failed')`;
const accepted: SQL = sql`t.provider not in ('none', 'log')`;

interface UsageRow {
  messages: number;
  segments: number;
  failed: number;
}

const figures = (row: UsageRow) => ({
  messages: Number(row.messages),
  segments: Number(row.segments),
  failed: Number(row.failed),
});

/** The month's texts of every company by provider. */
export async function byProvider(tx: Tx, month: string) {
  return rowsOf<UsageRow & { provider: string }>(
    await tx.execute(sql`
      select t.provider, count(*)::int as messages,
             coalesce(sum(t.segments) filter (where ${accepted}), 0)::int as segments,
             count(*) filter (where ${failed})::int as failed
        from (${monthTexts(month)}) t
       group by t.provider
       order by segments desc, t.provider`),
  ).map((row) => ({ provider: row.provider, ...figures(row) }));
}

/** One page of the month's texts by company and provider, most segments first. */
export async function byCompany(tx: Tx, month: string, page: { page: number; pageSize: number }) {
  const { rows, total } = await sqlPageOf<
    UsageRow & { company_id: string; company_name: string; provider: string }
  >(tx, {
    matched: sql`
      select t.company_id, c.name as company_name, t.provider, count(*)::int as messages,
             coalesce(sum(t.segments) filter (where ${accepted}), 0)::int as segments,
             count(*) filter (where ${failed})::int as failed
        from (${monthTexts(month)}) t
        join companies c on c.id = t.company_id
       group by t.company_id, c.name, t.provider`,
    orderBy: sql`q.segments desc, q.messages desc, q.company_name, q.provider`,
    page,
  });
  return {
    items: rows.map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      provider: row.provider,
      ...figures(row),
    })),
    total,
  };
}

/**
 * One page of the messages that failed (after their tries, or as the provider reported), newest first, over the
 * partial index of failing rows; no recipient or body leaves the server.
 */
export async function failing(tx: Tx, filter: CompanyPageRange) {
  const { rows, total } = await sqlPageOf<{
    id: string;
    company_id: string;
    company_name: string;
    channel: 'sms' | 'email';
    provider: string | null;
    template_code: string | null;
    error: string | null;
    attempts: number;
    at: Date | string;
  }>(tx, {
    matched: sql`
      select o.id, o.company_id, c.name as company_name, o.channel, o.provider, o.template_code,
             o.last_error as error, o.attempts, o.created_at as at
        from outbox_messages o
        join companies c on c.id = o.company_id
       where (o.status = 'failed' or o.delivery_status = 'failed')
         ${filter.companyId ? sql`and o.company_id = ${filter.companyId}` : sql``}`,
    orderBy: sql`q.at desc, q.id`,
    page: filter,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      channel: row.channel,
      provider: row.provider,
      templateCode: row.template_code,
      error: row.error,
      attempts: Number(row.attempts),
      at: new Date(row.at).toISOString(),
    })),
    total,
  };
}
