import { maskPhone, mayText } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as conversations from './conversations.repository.ts';
import { isoOf } from './conversations.ts';
import * as quota from './quota.repository.ts';
import { monthUsage, QUOTA_POLICY, usageByDay, usagePercent } from './quota.ts';
import * as settings from './settings.repository.ts';

/** The month's usage against the allowance, by day, with the alerts sent and the pause policy. */
export const messageUsage = (deps: Deps, caller: CompanyUserPrincipal, month: string | undefined) =>
  inCompany(deps, caller, async (tx) => {
    const usage = await monthUsage(tx, caller.companyId, month ?? null);
    const alerts = await quota.alertsOf(tx, caller.companyId, usage.month);
    return {
      month: usage.month,
      allowance: usage.allowance,
      used: usage.used,
      percent: usagePercent(usage.used, usage.allowance),
      byDay: await usageByDay(tx, caller.companyId, usage.month),
      alerts: alerts.map((alert) => ({ percent: alert.percent, at: alert.at.toISOString() })),
      nonServicePaused: !mayText('feedback', usage.used, usage.allowance),
      policy: QUOTA_POLICY,
      smsProvider: (await settings.settingsRow(tx, caller.companyId))?.smsProvider ?? 'log',
    };
  });

/** An e-mail address shows its domain only; a phone its country digit and last two. */
const maskRecipient = (recipient: string) =>
  recipient.includes('@') ? `…@${recipient.split('@').pop() ?? ''}` : maskPhone(recipient);

/** Every message of the company between two of its dates, both ways, newest first; recipients masked. */
export const messageHistory = (
  deps: Deps,
  caller: CompanyUserPrincipal,
  filter: conversations.HistoryFilter,
) =>
  inCompany(deps, caller, async (tx) => {
    const { rows, total } = await conversations.historyRows(
      tx,
      caller.companyId,
      caller.companyTimeZone,
      filter,
    );
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
