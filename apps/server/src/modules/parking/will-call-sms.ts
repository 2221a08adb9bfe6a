import { schema, type Tx } from '@curbside/db';
import { isWillCallKeyword } from '@curbside/domain';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { registerInboundKeyword } from '../messaging/registry.ts';
import { requestByGuest } from './will-call.service.ts';

const p = schema.parkingPermits;

/** Phones match on their last ten digits: permits keep the number as the desk typed it, texts come in E.164. */
const MATCHED_DIGITS = 10;

/**
 * A guest texted a will-call keyword (ADR 34) to the company's number: the car of their permit running now
 * (Active, or already asked for), matched by the sender's phone, joins the lot's queue as an `sms` request,
 * and the guest gets the usual will-call text with the expected-ready time. The latest-starting permit wins
 * when the number has several. Answers the permit's id, or null when the number has no permit running now
 * (the text stays an ordinary inbound message). A car already queued is not queued twice.
 */
export async function requestCarBySms(tx: Tx, companyId: string, from: string, now = new Date()) {
  const digits = from.replace(/\D/g, '').slice(-MATCHED_DIGITS);
  if (digits.length < 7) return null;
  const [permit] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        inArray(p.status, ['Active', 'WillCallRequested']),
        lte(p.startsAt, now),
        gt(p.endsAt, now),
        sql`right(regexp_replace(${p.phone}, '[^0-9]', '', 'g'), ${MATCHED_DIGITS}) = ${digits}`,
      ),
    )
    .orderBy(desc(p.startsAt))
    .limit(1);
  if (!permit) return null;
  await requestByGuest(tx, companyId, permit.id, 'sms');
  return permit.id;
}

/** Hands messaging the will-call keyword, at start-up (ADR 57). */
export const registerWillCallKeyword = (): void =>
  registerInboundKeyword('will-call', {
    matches: isWillCallKeyword,
    receive: (tx, companyId, sms) => requestCarBySms(tx, companyId, sms.from),
  });
