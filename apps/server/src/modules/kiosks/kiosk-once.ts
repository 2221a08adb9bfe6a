import type { Tx } from '@curbside/db';
import type { Config } from '../../config.ts';
import type { Deps, DevicePrincipal } from '../../context.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import * as flows from './kiosk-flows.repository.ts';

/**
 * Bookings one phone is given in ten minutes, from any kiosk of the company. A kiosk makes at most
 * `KIOSK_BOOKING_RATE_LIMIT` bookings a minute (10). A guest takes a minute or so at a lobby kiosk, so a queue of
 * guests stays well under both. A prankster at the screen, or a script with its device's cookie, would otherwise fill
 * the board and text a stranger's phone in the company's name without end.
 */
export const KIOSK_BOOKINGS_PER_PHONE = 5;

type Limiters = { perKiosk: RateLimiter; perPhone: RateLimiter };
const limiters = new WeakMap<Config, Limiters>();

/** The limiters of one server's configuration (the tests run servers of other limits side by side). */
function limitersOf(config: Config): Limiters {
  let made = limiters.get(config);
  if (!made) {
    made = {
      perKiosk: new RateLimiter('kiosk bookings', config.kioskBookingRateLimit, 60_000),
      perPhone: new RateLimiter('kiosk bookings per phone', KIOSK_BOOKINGS_PER_PHONE, 10 * 60_000),
    };
    limiters.set(config, made);
  }
  return made;
}

/**
 * Counts a new booking against its kiosk's and its phone's limits (429 `RATE_LIMITED` past either). Inside the
 * booking's transaction, after its key is claimed: a retry that answers a kept answer costs nothing, and a refusal
 * rolls the claim back.
 */
export async function limitKioskBooking(deps: Deps, device: DevicePrincipal, phone: string): Promise<void> {
  const { perKiosk, perPhone } = limitersOf(deps.config);
  await perKiosk.hit(`${device.companyId}:${device.kioskId}`);
  // However the guest typed it: `+1 (212) 555-0100` and `2125550100` are one phone to a spammer.
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits !== '') await perPhone.hit(`${device.companyId}:${digits}`);
}

/**
 * A kiosk's booking, once per idempotency key (ADR 80), inside the booking's transaction: the key is claimed
 * first, the booking counted against the kiosk's limits, `work` books, and its answer is kept under the key. A
 * retry with the key answers the kept answer; a failed booking rolls the claim back with it, so a corrected retry
 * books.
 */
export async function oncePerKey<T>(
  deps: Deps,
  tx: Tx,
  device: DevicePrincipal,
  body: { idempotencyKey: string; phone: string },
  work: () => Promise<T>,
): Promise<T> {
  const { companyId, kioskId } = device;
  if (!(await flows.claimRequest(tx, companyId, kioskId, body.idempotencyKey))) {
    const kept = await flows.answerOf(tx, companyId, kioskId, body.idempotencyKey);
    if (kept) return kept as T;
  }
  await limitKioskBooking(deps, device, body.phone);
  const answer = await work();
  await flows.keepAnswer(tx, companyId, kioskId, body.idempotencyKey, answer);
  return answer;
}
