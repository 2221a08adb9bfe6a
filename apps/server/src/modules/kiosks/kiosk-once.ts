import type { Tx } from '@curbside/db';
import type { DevicePrincipal } from '../../context.ts';
import * as flows from './kiosk-flows.repository.ts';

/**
 * A kiosk's booking, once per idempotency key (ADR 80), inside the booking's transaction: the key is claimed
 * first, `work` books, and its answer is kept under the key. A retry with the key answers the kept answer; a
 * failed booking rolls the claim back with it, so a corrected retry books.
 */
export async function oncePerKey<T>(
  tx: Tx,
  device: DevicePrincipal,
  idempotencyKey: string,
  work: () => Promise<T>,
): Promise<T> {
  const { companyId, kioskId } = device;
  if (!(await flows.claimRequest(tx, companyId, kioskId, idempotencyKey))) {
    const kept = await flows.answerOf(tx, companyId, kioskId, idempotencyKey);
    if (kept) return kept as T;
  }
  const answer = await work();
  await flows.keepAnswer(tx, companyId, kioskId, idempotencyKey, answer);
  return answer;
}
