import { type Database, inScope, publishEvent, schema } from '@curbside/db';
import { KIOSK_OFFLINE_AFTER_SECONDS } from '@curbside/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { insertNotices, queueEmails, recipientsOf } from '../modules/notices/notices.repository.ts';

const k = schema.kiosks;

/** The event that tells the console, live, that kiosks went quiet (their rows read offline from now). */
export const KIOSK_QUIET_EVENT = 'kiosk.quiet';

/** The alert e-mail, in both languages the console speaks (the administrators' own is not known here). */
const quietText = (companyName: string, names: readonly string[]) =>
  [
    `${companyName}: ${names.length === 1 ? 'a kiosk has' : `${names.length} kiosks have`} stopped reporting for more than ${KIOSK_OFFLINE_AFTER_SECONDS / 60} minutes:`,
    ...names.map((name) => `- ${name}`),
    'Check its screen and network in the lobby; Settings > Kiosks shows when each was last seen.',
    '',
    `${companyName}: توقف ${names.length === 1 ? 'كشك' : `${names.length} أكشاك`} عن الإبلاغ منذ أكثر من ${KIOSK_OFFLINE_AFTER_SECONDS / 60} دقائق:`,
    ...names.map((name) => `- ${name}`),
    'تحقق من شاشته وشبكته في الردهة؛ تعرض الإعدادات > الأكشاك آخر ظهور لكل منها.',
  ].join('\n');

/**
 * The quiet-kiosk check, run every half minute by the server and called by tests with the moment they choose:
 * an active kiosk with a paired device that reported once and has been silent longer than the offline limit is
 * news once per silence (`quiet_since`, the silence last told, before its last heartbeat). Each company in its own transaction:
 * the kiosks are stamped, the company's browsers are told (the event refreshes the kiosks' rows, and the
 * console shows an alert), and those the company chose (ADR 99; its administrators by default) are told in their
 * inbox and by e-mail through the outbox. Answers how many went quiet.
 */
export async function sweepQuietKiosks(deps: { db: Database }, now = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - KIOSK_OFFLINE_AFTER_SECONDS * 1000);
  const quiet = and(
    eq(k.status, 'active'),
    lt(k.lastSeenAt, quietSince),
    or(isNull(k.quietSince), lt(k.quietSince, k.lastSeenAt)),
    // Written out: drizzle leaves one table's columns unqualified, and both tables have company_id.
    sql`exists (select 1 from kiosk_devices kd where kd.company_id = kiosks.company_id and kd.kiosk_id = kiosks.id and kd.revoked_at is null)`,
  );
  const companies = await inScope(deps.db, { kind: 'platform' }, (tx) =>
    tx.selectDistinct({ companyId: k.companyId }).from(k).where(quiet),
  );
  let told = 0;
  for (const { companyId } of companies) {
    told += await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
      // The update is the check: two servers sweeping at once stamp each kiosk once, and tell once.
      const stamped = await tx
        .update(k)
        .set({ quietSince: sql`${k.lastSeenAt}` })
        .where(and(eq(k.companyId, companyId), quiet))
        .returning({ name: k.name });
      if (stamped.length === 0) return 0;
      const names = stamped.map((row) => row.name).sort();
      const to = await recipientsOf(tx, companyId, 'kioskQuiet');
      await insertNotices(
        tx,
        to.inApp.map((user) => ({
          companyId,
          userId: user.id,
          kind: 'kiosk_quiet' as const,
          params: { names: names.join(', '), count: names.length },
        })),
      );
      await queueEmails(
        tx,
        to.email.map((user) => ({
          companyId,
          templateCode: 'kiosk.quiet',
          recipient: user.email,
          subject: `${to.companyName}: kiosk offline / كشك غير متصل`,
          body: quietText(to.companyName, names),
        })),
      );
      await publishEvent(tx, {
        companyId,
        type: KIOSK_QUIET_EVENT,
        tags: to.inApp.length > 0 ? ['kiosks', 'notifications'] : ['kiosks'],
      });
      return stamped.length;
    });
  }
  return told;
}
