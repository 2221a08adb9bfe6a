import { z } from 'zod';
import { activeFilter, id, isoDate, optionalCompany } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { calculation, calculationInput } from './pricing.ts';
import { collection } from './resource.ts';

const couponKind = z.enum(['percent', 'amount']);

export const coupon = z.object({
  id,
  code: z.string(),
  description: z.string(),
  kind: couponKind,
  value: z.number().int(),
  validFrom: isoDate,
  validTo: isoDate,
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  appliesToRides: z.boolean(),
  appliesToParking: z.boolean(),
  active: z.boolean(),
});
export const couponInput = z
  .object({
    ...optionalCompany,
    id: id.optional(),
    code: z.string().trim().min(1, 'required').max(40),
    description: z.string().trim().max(200).default(''),
    kind: couponKind,
    /** Basis points (1 % = 100) for `percent`, cents for `amount`. */
    value: z.number().int().min(1, 'moreThanZero').max(100_000_000),
    validFrom: isoDate,
    validTo: isoDate,
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    appliesToRides: z.boolean().default(true),
    appliesToParking: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine((v) => v.validFrom <= v.validTo, { message: 'notBeforeValidFrom', path: ['validTo'] })
  .refine((v) => v.kind !== 'percent' || v.value <= 10_000, { message: 'atMost100Percent', path: ['value'] })
  .refine((v) => v.appliesToRides || v.appliesToParking, {
    message: 'ridesOrParking',
    path: ['appliesToRides'],
  });

/** Discount coupons: a code (kept in capitals, unique per company) worth a percentage or an amount off. */
export const coupons = collection({
  noun: 'coupon',
  tag: 'coupons',
  item: coupon,
  input: couponInput,
  read: 'rule:settings.manage',
  write: 'rule:settings.manage',
  list: {
    path: 'Discount/GetDiscountCoupons',
    method: 'POST',
    summary: "The company's discount coupons, by code; paged, searchable by code or description.",
    sort: ['code', 'validTo', 'active'],
    filters: activeFilter,
  },
  save: {
    path: 'Discount/AddOrUpdateCoupon',
    summary: 'Creates a coupon, or updates the one with this id (its code is unique, in any case).',
  },
  remove: {
    path: 'Discount/DeleteCoupon',
    summary: 'Deletes a coupon never used (409 otherwise: deactivate it instead).',
  },
});

/** The Discount area: the coupons and the full price of a ride. */
export const discount = {
  ...coupons.entries,
  getDiscountCalculations: endpoint({
    method: 'POST',
    path: 'Discount/GetDiscountCalculations',
    reads: ['coupons', 'chargeCodes', 'trips'],
    summary:
      'The full price of a ride: trip or zone charge, luggage, coupon, service fee, tax, gratuity and card surcharge.',
    permission: 'company',
    query: noQuery,
    body: calculationInput,
    response: calculation,
  }),
};
