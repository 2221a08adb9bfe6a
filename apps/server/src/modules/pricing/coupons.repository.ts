import type { coupons, ItemOf } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
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
