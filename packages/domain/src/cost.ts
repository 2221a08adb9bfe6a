/**
 * The one cost function (DOMAIN.md, "Trips, locations and costs"). Pure and deterministic: the server's
 * answer is authoritative and the browser imports the same function for its previews. Money is integer
 * cents; rates are basis points (1 % = 100); every line is rounded half up to the cent, in this order:
 * subtotal = trip + luggage; discount off the subtotal (never below zero); service fee on the discounted
 * subtotal; tax on the discounted subtotal plus the service fee; gratuity on the discounted subtotal plus any
 * additional gratuity; card surcharge on the total when paying by card.
 */

export type PaymentMethod = 'cash' | 'account' | 'card';

/** A coupon's discount: a percentage (basis points) or a fixed amount (cents). */
export type Discount = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };

/** Prices of one ride: a trip's, or the zone charge's when no trip joins the two locations. */
export interface RidePrices {
  adultCents: number;
  childCents: number;
  luggageCents: number;
}

export interface CostInput {
  prices: RidePrices;
  adults: number;
  children: number;
  luggage: number;
  discount?: Discount | null;
  serviceFeeBasisPoints?: number;
  taxBasisPoints?: number;
  gratuityBasisPoints?: number;
  additionalGratuityCents?: number;
  paymentMethod?: PaymentMethod;
  cardSurchargeBasisPoints?: number;
}

export interface CostBreakdown {
  tripCents: number;
  luggageCents: number;
  subtotalCents: number;
  discountCents: number;
  discountedSubtotalCents: number;
  serviceFeeCents: number;
  taxCents: number;
  gratuityCents: number;
  cardSurchargeCents: number;
  totalCents: number;
}

/** Gratuity percentages offered to the guest. */
export const GRATUITY_PERCENTAGES = [0, 10, 15, 18, 20] as const;

const whole = (value: number | undefined): number => {
  const n = Math.trunc(value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** `amount × basisPoints / 10 000`, rounded half up to the cent, in integers only. */
export function percentOf(amountCents: number, basisPoints: number): number {
  const amount = whole(amountCents);
  const rate = whole(basisPoints);
  const product = amount * rate;
  const quotient = Math.floor(product / 10_000);
  return product - quotient * 10_000 >= 5_000 ? quotient + 1 : quotient;
}

export function calculateCost(input: CostInput): CostBreakdown {
  const tripCents =
    whole(input.adults) * whole(input.prices.adultCents) +
    whole(input.children) * whole(input.prices.childCents);
  const luggageCents = whole(input.luggage) * whole(input.prices.luggageCents);
  const subtotalCents = tripCents + luggageCents;
  const discount = input.discount ?? null;
  const rawDiscount =
    discount === null
      ? 0
      : discount.kind === 'percent'
        ? percentOf(subtotalCents, Math.min(whole(discount.basisPoints), 10_000))
        : whole(discount.cents);
  const discountCents = Math.min(rawDiscount, subtotalCents);
  const discountedSubtotalCents = subtotalCents - discountCents;
  const serviceFeeCents = percentOf(discountedSubtotalCents, whole(input.serviceFeeBasisPoints));
  const taxCents = percentOf(discountedSubtotalCents + serviceFeeCents, whole(input.taxBasisPoints));
  const gratuityCents =
    percentOf(discountedSubtotalCents, whole(input.gratuityBasisPoints)) +
    whole(input.additionalGratuityCents);
  const beforeSurcharge = discountedSubtotalCents + serviceFeeCents + taxCents + gratuityCents;
  const cardSurchargeCents =
    input.paymentMethod === 'card' ? percentOf(beforeSurcharge, whole(input.cardSurchargeBasisPoints)) : 0;
  return {
    tripCents,
    luggageCents,
    subtotalCents,
    discountCents,
    discountedSubtotalCents,
    serviceFeeCents,
    taxCents,
    gratuityCents,
    cardSurchargeCents,
    totalCents: beforeSurcharge + cardSurchargeCents,
  };
}
