import { contract, coupons, type ItemOf } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Deps, scopeOf } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindCollection } from '../../resources/bind-collection.ts';
import { inputFields, ownColumns, tableStore } from '../../resources/table-store.ts';

const coupon = schema.discountCoupons;
/** A coupon's own fields that a save writes; its list shows its id and use count too. */
const COUPON_FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'validFrom',
  'validTo',
  'usageLimit',
  'appliesToRides',
  'appliesToParking',
  'active',
] as const;
const columns = {
  ...ownColumns(coupon, 'id', ...COUPON_FIELDS, 'usageCount'),
};
export type Coupon = ItemOf<typeof coupons>;

/** Coupons. Codes are kept in capitals, so the unique key is case-insensitive. */
export const couponStore = tableStore<typeof coupons, typeof coupon>({
  table: coupon,
  columns,
  search: [coupon.code, coupon.description],
  // `active` sorts the active ones first.
  sort: { code: coupon.code, validTo: coupon.validTo, active: sql`not ${coupon.active}` },
  filter: (query) => [query.active === undefined ? undefined : eq(coupon.active, query.active)],
  values: inputFields(...COUPON_FIELDS),
});

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

export async function couponByCode(tx: Tx, companyId: string, code: string): Promise<Coupon | undefined> {
  const [row] = await tx
    .select(columns)
    .from(coupon)
    .where(and(eq(coupon.companyId, companyId), eq(coupon.code, code.trim().toUpperCase())));
  return row;
}

/** One more use of a coupon, unless its limit is reached meanwhile (answers whether it counted). */
export async function countCouponUse(tx: Tx, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(coupon)
    .set({ usageCount: sql`${coupon.usageCount} + 1` })
    .where(
      and(
        eq(coupon.companyId, companyId),
        eq(coupon.id, id),
        or(isNull(coupon.usageLimit), sql`${coupon.usageCount} < ${coupon.usageLimit}`),
      ),
    )
    .returning({ id: coupon.id });
  return rows.length > 0;
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
