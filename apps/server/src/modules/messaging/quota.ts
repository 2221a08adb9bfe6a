import type { Tx } from '@curbside/db';
import {
  alertsReached,
  type MessageAllowance,
  mayText,
  messageKindOf,
  NON_SERVICE_PAUSE_PERCENT,
  QUOTA_ALERT_PERCENTS,
  usagePercent,
} from '@curbside/domain';
import { inboxLimit } from '../notices/limits.ts';
import { queueEmails, recipientsOf } from '../notices/notices.repository.ts';
import * as quota from './quota.repository.ts';

/** Why a feedback or marketing text was not sent near the cap (ADR 35). */
export const QUOTA_PAUSED = 'paused: monthly message allowance';

export interface MonthUsage {
  month: string;
  timeZone: string;
  /** Segments a month the company's package includes; null without a package. */
  allowance: MessageAllowance;
  used: number;
}

/** The SMS segments a company sent in a month (this one by default) and its package's allowance. */
export async function monthUsage(
  tx: Tx,
  companyId: string,
  month: string | null = null,
): Promise<MonthUsage> {
  const row = await quota.monthUsageRow(tx, companyId, month);
  if (!row) return { month: month ?? '', timeZone: 'UTC', allowance: null, used: 0 };
  return { month: row.month, timeZone: row.tz, allowance: row.allowance, used: Number(row.used) };
}

/** The segments sent on each day of a month, in the company's time zone (days without texts left out). */
export async function usageByDay(tx: Tx, companyId: string, month: string) {
  const rows = await quota.usageByDay(tx, companyId, month);
  return rows.map((row) => ({ date: row.date, segments: Number(row.segments) }));
}

/** Whether a text with this template code may go now: service texts always, the others below the pause line. */
export async function quotaAllows(tx: Tx, companyId: string, templateCode: string): Promise<boolean> {
  const kind = messageKindOf(templateCode);
  if (kind === 'service') return true;
  const usage = await monthUsage(tx, companyId);
  return mayText(kind, usage.used, usage.allowance);
}

/** The wording of the alert e-mail, in both languages the console speaks (the admins' own is not known). */
const alertText = (companyName: string, percent: number, usage: MonthUsage) =>
  [
    `${companyName}: ${percent} % of this month's message allowance is used (${usage.used} of ${usage.allowance} segments).`,
    `From ${NON_SERVICE_PAUSE_PERCENT} %, feedback and marketing texts pause; service texts keep flowing.`,
    '',
    `${companyName}: استُخدم ${percent}٪ من رصيد الرسائل لهذا الشهر (${usage.used} من ${usage.allowance} جزءًا).`,
    `من ${NON_SERVICE_PAUSE_PERCENT}٪ تتوقف رسائل التقييم والتسويق، وتستمر رسائل الخدمة.`,
  ].join('\n');

/**
 * Tells those the company chose (its administrators by default) of each alert threshold (80 %, 100 %) its usage has reached this month,
 * once: the alert row's key (company, month, percent) makes a second telling insert nothing. Answers the
 * thresholds told now.
 */
export async function tellQuotaAlerts(tx: Tx, companyId: string): Promise<number[]> {
  const usage = await monthUsage(tx, companyId);
  const told: number[] = [];
  for (const percent of alertsReached(usage.used, usage.allowance)) {
    if (!(await quota.insertAlert(tx, companyId, usage.month, percent))) continue;
    told.push(percent);
    // Those the company tells of the allowance (ADR 99): the alert in their inboxes (ADR 90), and its e-mail.
    const to = await recipientsOf(tx, companyId, 'messageQuota');
    if (usage.allowance !== null) {
      await inboxLimit(tx, companyId, to, {
        limit: 'messageSegments',
        percent,
        used: usage.used,
        max: usage.allowance,
        period: usage.month,
      });
    }
    await queueEmails(
      tx,
      to.email.map((user) => ({
        companyId,
        templateCode: `quota.alert-${percent}`,
        recipient: user.email,
        subject: `${to.companyName}: ${percent} %`,
        body: alertText(to.companyName, percent, usage),
      })),
    );
  }
  return told;
}

export const QUOTA_POLICY = {
  pausePercent: NON_SERVICE_PAUSE_PERCENT,
  alertPercents: [...QUOTA_ALERT_PERCENTS],
};

export { usagePercent };
