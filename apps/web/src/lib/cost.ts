import type { Discount } from '@curbside/domain';

/** A coupon as the pricing calls answer it, as the discount `calculateCost` takes. */
export function couponDiscount(
  coupon: { kind: 'percent' | 'amount'; value: number } | null | undefined,
): Discount | null {
  if (!coupon) return null;
  return coupon.kind === 'percent'
    ? { kind: 'percent', basisPoints: coupon.value }
    : { kind: 'amount', cents: coupon.value };
}
