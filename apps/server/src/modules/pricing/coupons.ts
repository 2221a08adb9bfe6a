import { contract, coupons } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { type Deps, scopeOf } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { type Coupon, couponByCode, couponStore } from './coupons.repository.ts';

export type CouponState = 'ok' | 'inactive' | 'not_started' | 'expired' | 'used_up';

/** Whether a coupon can be used on `today` (the company's date), and why not. */
export function couponState(row: Coupon, today: string): CouponState {
  if (!row.active) return 'inactive';
  if (today < row.validFrom) return 'not_started';
  if (today > row.validTo) return 'expired';
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return 'used_up';
  return 'ok';
}

/** Today's date in the company's time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const couponRoutes = (deps: Deps) => [
  ...bindCollection(deps, coupons, couponStore, {
    normalise: (input) => ({ ...input, code: input.code.toUpperCase() }),
    // Bookings keep the code, not a reference: a used coupon stays so their history still finds it.
    beforeRemove: async (_tx, _caller, row) => {
      if (row.usageCount > 0) {
        throw conflict(
          `The coupon has been used ${row.usageCount} time(s); deactivate it instead.`,
          'IN_USE',
          { by: 'parties' },
        );
      }
    },
  }),
  ...bindArea(contract.locations, {
    getCouponCode: async ({ query, caller }) => {
      const row = await inScope(deps.db, scopeOf(caller), (tx) =>
        couponByCode(tx, caller.companyId, query.code),
      );
      if (!row) throw notFound('coupon');
      const reason = couponState(row, todayIn(caller.companyTimeZone));
      return {
        code: row.code,
        kind: row.kind,
        value: row.value,
        appliesToRides: row.appliesToRides,
        appliesToParking: row.appliesToParking,
        usable: reason === 'ok',
        reason,
      };
    },
  }),
];
