import type { MessageState } from '@curbside/contract';
import { maskPhone, mayText } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import { sqlPageOf } from '../../resources/table-store.ts';
import { settingsRow } from './app-settings.ts';
import { isoOf, outboundState } from './conversations.ts';
import { alertsOf, monthUsage, QUOTA_POLICY, usageByDay, usagePercent } from './quota.ts';

/** The month's usage against the allowance, by day, with the alerts sent and the pause policy. */
export const messageUsage = (deps: Deps, caller: CompanyUserPrincipal, month: string | undefined) =>
  inCompany(deps, caller, async (tx) => {
    const usage = await monthUsage(tx, caller.companyId, month ?? null);
    const alerts = await alertsOf(tx, caller.companyId, usage.month);
    return {
      month: usage.month,
      allowance: usage.allowance,
      used: usage.used,
      percent: usagePercent(usage.used, usage.allowance),
      byDay: await usageByDay(tx, caller.companyId, usage.month),
      alerts: alerts.map((alert) => ({ percent: alert.percent, at: alert.at.toISOString() })),
      nonServicePaused: !mayText('feedback', usage.used, usage.allowance),
      policy: QUOTA_POLICY,
      smsProvider: (await settingsRow(tx, caller.companyId))?.smsProvider ?? 'log',
    };
  });

interface HistoryFilter {
  fromDate: string;
  toDate: string;
  channel?: 'sms' | 'email' | undefined;
  direction?: 'in' | 'out' | undefined;
  state?: MessageState | undefined;
  page: number;
  pageSize: number;
}

/** An e-mail address shows its domain only; a phone its country digit and last two. */
const maskRecipient = (recipient: string) =>
  recipient.includes('@') ? `…@${recipient.split('@').pop() ?? ''}` : maskPhone(recipient);

/** Every message of the company between two of its dates, both ways, newest first; recipients masked. */
export const messageHistory = (deps: Deps, caller: CompanyUserPrincipal, filter: HistoryFilter) =>
  inCompany(deps, caller, async (tx) => {
    const companyId = caller.companyId;
    const tz = caller.companyTimeZone;
    const from = sql`(${filter.fromDate}::date)::timestamp at time zone ${tz}`;
    const to = sql`((${filter.toDate}::date) + 1)::timestamp at time zone ${tz}`;
    const { rows, total } = await sqlPageOf<{
      id: string;
      direction: 'in' | 'out';
      channel: 'sms' | 'email';
      template_code: string | null;
      recipient: string;
      party_id: string | null;
      guest_name: string | null;
      state: MessageState;
      error: string | null;
      segments: number | null;
      at: Date | string;
    }>(tx, {
      matched: sql`
        with m as (
          select o.id, 'out' as direction, o.channel, o.template_code, o.recipient, o.party_id,
                 ${outboundState} as state, case when ${outboundState} = 'failed' then o.last_error end as error,
                 o.segments, o.created_at as at
            from outbox_messages o
           where o.company_id = ${companyId} and o.created_at >= ${from} and o.created_at < ${to}
          union all
          select i.id, 'in', 'sms', null, i.from_phone, i.party_id, 'received', null, null, i.created_at
            from sms_inbound_messages i
           where i.company_id = ${companyId} and i.created_at >= ${from} and i.created_at < ${to})
        select m.*, p.guest_name
          from m
          left join parties p on p.company_id = ${companyId} and p.id = m.party_id
         where true
           ${filter.channel ? sql`and m.channel = ${filter.channel}` : sql``}
           ${filter.direction ? sql`and m.direction = ${filter.direction}` : sql``}
           ${filter.state ? sql`and m.state = ${filter.state}` : sql``}`,
      orderBy: sql`q.at desc, q.id`,
      page: filter,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        direction: row.direction,
        channel: row.channel,
        templateCode: row.template_code,
        recipient: maskRecipient(row.recipient),
        partyId: row.party_id,
        guestName: row.guest_name,
        state: row.state,
        error: row.error,
        segments: row.segments === null ? null : Number(row.segments),
        at: isoOf(row.at),
      })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  });
