import type { Tx } from '@curbside/db';
import { isWillCallKeyword } from '@curbside/domain';
import { registerInboundKeyword } from '../messaging/registry.ts';
import { MATCHED_DIGITS, runningPermitOfPhone } from './permits.repository.ts';
import { requestByGuest } from './will-call.service.ts';

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
  const permit = await runningPermitOfPhone(tx, companyId, digits, now);
  if (!permit) return null;
  await requestByGuest(tx, companyId, permit.id, 'sms');
  return permit.id;
}

/** Hands messaging the will-call keyword, at start-up (ADR 57). */
export const registerWillCallKeyword = (): void =>
  registerInboundKeyword('will-call', {
    feature: 'parking',
    matches: isWillCallKeyword,
    receive: (tx, companyId, sms) => requestCarBySms(tx, companyId, sms.from),
  });
