import type { Tx } from '@curbside/db';
import { alertsReached, type StaffNoticeEvent } from '@curbside/domain';
import * as repo from './notices.repository.ts';

/** The limits a company is told of as it nears them (ADR 90); message segments are told by the quota (ADR 35). */
export type LimitName = 'staff' | 'kiosks' | 'messageSegments';

export interface LimitReached {
  limit: LimitName;
  percent: number;
  used: number;
  max: number;
  period: string;
}

const LIMIT_WORDS: Record<LimitName, [string, string]> = {
  staff: ['active staff users', 'المستخدمين النشطين'],
  kiosks: ['kiosks', 'الأكشاك'],
  messageSegments: ['message segments this month', 'أجزاء الرسائل لهذا الشهر'],
};

/** The e-mail of a limit reached, in both languages the console speaks (the administrators' own is not known). */
const limitMail = (company: string, reached: LimitReached) => {
  const [en, ar] = LIMIT_WORDS[reached.limit];
  return {
    subject: `${company}: ${reached.percent} % of your package's ${en}`,
    body: [
      `${company} uses ${reached.used} of the ${reached.max} ${en} its package includes (${reached.percent} %).`,
      reached.percent >= 100 ? 'No more can be added until the package changes.' : '',
      '',
      `تستخدم ${company} ${reached.used} من ${reached.max} من ${ar} في باقتها (${reached.percent}٪).`,
      reached.percent >= 100 ? 'لا يمكن إضافة المزيد حتى تتغير الباقة.' : '',
    ].join('\n'),
  };
};

/** The event of each limit: whom its notices reach is the company's choice for it (ADR 99). */
export const LIMIT_EVENTS: Record<LimitName, StaffNoticeEvent> = {
  staff: 'staffLimit',
  kiosks: 'kioskLimit',
  messageSegments: 'messageQuota',
};

/** Puts a limit notice in the inbox of each of those the company tells of it in the app. */
export async function inboxLimit(
  tx: Tx,
  companyId: string,
  to: repo.StaffNoticeRecipients,
  reached: LimitReached,
): Promise<void> {
  await repo.insertNotices(
    tx,
    to.inApp.map((user) => ({ companyId, userId: user.id, kind: 'limit' as const, params: { ...reached } })),
  );
}

/** A staff or kiosk limit reached: in the inboxes and by e-mail, to those the company chose for the event. */
async function noticeLimit(tx: Tx, companyId: string, reached: LimitReached): Promise<void> {
  const to = await repo.recipientsOf(tx, companyId, LIMIT_EVENTS[reached.limit]);
  await inboxLimit(tx, companyId, to, reached);
  const mail = limitMail(to.companyName, reached);
  await repo.queueEmails(
    tx,
    to.email.map((user) => ({
      companyId,
      templateCode: `limit.${reached.limit}-${reached.percent}`,
      recipient: user.email,
      subject: mail.subject,
      body: mail.body,
    })),
  );
}

/**
 * Tells a company of each threshold (80 %, 100 %) of its staff and kiosk limits reached this month (company
 * time), once a period, to those the company chose for the event: the notice row's key (company, limit, month, percent) makes a second telling insert
 * nothing. One statement reads both counts and limits. Answers what it told.
 */
export async function tellLimitsReached(tx: Tx, companyId: string): Promise<LimitReached[]> {
  const row = await repo.limitUse(tx, companyId);
  if (!row) return [];
  const told: LimitReached[] = [];
  const limits: [LimitName, number, number | null][] = [
    ['staff', Number(row.staff), row.max_staff],
    ['kiosks', Number(row.kiosks), row.max_kiosks],
  ];
  for (const [limit, used, max] of limits) {
    if (max === null) continue;
    for (const percent of alertsReached(used, max)) {
      const reached = { limit, percent, used, max, period: row.period };
      if (!(await repo.recordLimitNotice(tx, { companyId, limitName: limit, period: row.period, percent }))) {
        continue;
      }
      await noticeLimit(tx, companyId, reached);
      told.push(reached);
    }
  }
  return told;
}
