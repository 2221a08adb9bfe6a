import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { basisPoints, cents, location, trip } from './locations.ts';

/** The lines of a price, in cents (`@curbside/domain` `calculateCost`). */
export const costBreakdown = z.object({
  tripCents: z.number().int(),
  luggageCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  discountedSubtotalCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  taxCents: z.number().int(),
  gratuityCents: z.number().int(),
  cardSurchargeCents: z.number().int(),
  totalCents: z.number().int(),
});

export const prices = z.object({
  source: z.enum(['trip', 'zone_charge']),
  adultCents: z.number().int(),
  childCents: z.number().int(),
  luggageCents: z.number().int(),
});

export const chargeCode = z.object({
  id,
  code: z.string(),
  name: z.string(),
  kind: z.enum(['tax', 'service', 'card_surcharge']),
  rateBasisPoints: z.number().int(),
  active: z.boolean(),
});

export const rates = z.object({
  serviceFeeBasisPoints: z.number().int(),
  taxBasisPoints: z.number().int(),
  cardSurchargeBasisPoints: z.number().int(),
});

export const departure = z.object({
  scheduleTimeId: id,
  tripId: id,
  fromLocationName: z.string(),
  toLocationName: z.string(),
  departureMinute: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
});

const party = {
  adults: z.number().int().min(0).max(100).default(1),
  children: z.number().int().min(0).max(100).default(0),
  luggage: z.number().int().min(0).max(100).default(0),
};

/** What a price preview needs; the same input the browser gives `calculateCost`. */
export const calculationInput = z
  .object({
    companyId: id.optional(),
    fromLocationId: id,
    toLocationId: id,
    tripId: id.optional(),
    ...party,
    couponCode: z.string().trim().max(40).optional(),
    gratuityPercent: z.number().int().min(0).max(100).default(0),
    additionalGratuityCents: cents.default(0),
    paymentMethod: z.enum(['cash', 'account', 'card']).default('cash'),
    roomNumber: z.string().trim().max(20).optional(),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, {
    message: 'differentFromOrigin',
    path: ['toLocationId'],
  });

export const calculation = z.object({
  prices,
  tripId: id.nullable(),
  rates,
  coupon: z
    .object({ code: z.string(), kind: z.enum(['percent', 'amount']), value: z.number().int() })
    .nullable(),
  cost: costBreakdown,
});

const between = z.object({ companyId: id.optional(), fromLocationId: id, toLocationId: id });
const tripDetails = trip.extend({
  fromLocation: location,
  toLocation: location,
  departures: z.array(
    z.object({ id, weekday: z.number().int(), departureMinute: z.number().int(), seats: z.number().int() }),
  ),
});

export const reservation = {
  getTripsBetweenLocations: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripsBetweenLocations',
    reads: ['trips', 'zoneCharges', 'locations'],
    summary:
      'The active trips from one location to another, and the zone charge that prices the ride when none.',
    permission: 'company',
    query: noQuery,
    body: between,
    response: z.object({ items: z.array(trip), zoneCharge: prices.nullable() }),
  }),
  getTripDetails: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripDetails',
    reads: ['trips', 'scheduleTimes', 'parties'],
    summary: 'One trip with its locations and weekly departures.',
    permission: 'company',
    query: noQuery,
    body: z.object({ companyId: id.optional(), tripId: id }),
    response: tripDetails,
  }),
  getTripDetailsBySearch: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripDetailsBySearch',
    reads: ['trips', 'scheduleTimes'],
    summary:
      "The ride between two locations for a party: its trip (or zone charge), its price and a date's departures; remembers the locations as the caller's recent ones.",
    permission: 'company',
    query: noQuery,
    body: z
      .object({
        ...between.shape,
        date: isoDate.optional(),
        ...party,
        roomNumber: z.string().trim().max(20).optional(),
      })
      .refine((v) => v.fromLocationId !== v.toLocationId, {
        message: 'differentFromOrigin',
        path: ['toLocationId'],
      }),
    response: z.object({
      trip: trip.nullable(),
      prices,
      cost: costBreakdown,
      departures: z.array(departure),
    }),
  }),
  getDiscountTaxesByTripId: endpoint({
    method: 'POST',
    path: 'Reservation/GetDiscountTaxesByTripId',
    reads: ['chargeCodes', 'trips'],
    summary:
      "The taxes, service fees and card surcharge that apply to a trip's price, with their total rates.",
    permission: 'company',
    query: noQuery,
    body: z.object({ companyId: id.optional(), tripId: id }),
    response: z.object({ tripId: id, codes: z.array(chargeCode), rates }),
  }),
  applyDiscountCode: endpoint({
    method: 'POST',
    path: 'Reservation/ApplyDiscountCode',
    reads: ['coupons', 'chargeCodes', 'trips'],
    summary:
      'Prices a ride with a coupon applied (a preview: the coupon is counted as used only when a booking is saved).',
    permission: 'company',
    query: noQuery,
    body: calculationInput,
    response: calculation,
  }),
};

export const transportation = {
  getAvailableTrips: endpoint({
    method: 'POST',
    path: 'Transportation/GetAvailableTrips',
    reads: ['trips', 'scheduleTimes', 'parties'],
    summary:
      "The departures of a date (the company's calendar) with their seats left, optionally between two locations.",
    permission: 'company',
    query: noQuery,
    body: z.object({
      companyId: id.optional(),
      date: isoDate,
      fromLocationId: id.optional(),
      toLocationId: id.optional(),
    }),
    response: z.object({ date: isoDate, weekday: z.number().int(), items: z.array(departure) }),
  }),
  findTripDetails: endpoint({
    method: 'POST',
    path: 'Transportation/FindTripDetails',
    reads: ['trips', 'zoneCharges'],
    summary:
      'The trip (or zone charge) that prices a ride between two locations, with its departures of a date.',
    permission: 'company',
    query: noQuery,
    body: between.extend({ date: isoDate.optional() }),
    response: z.object({ trip: trip.nullable(), prices: prices.nullable(), departures: z.array(departure) }),
  }),
  percentagesForCredit: endpoint({
    method: 'GET',
    path: 'Transportation/PercentagesForCredit',
    reads: ['chargeCodes'],
    summary: 'The card surcharge (basis points) and the gratuity percentages offered.',
    permission: 'company',
    query: z.object({ companyId: id.optional() }),
    body: noBody,
    response: z.object({
      cardSurchargeBasisPoints: z.number().int(),
      gratuityPercentages: z.array(z.number().int()),
    }),
  }),
  locations: endpoint({
    method: 'GET',
    path: 'Transportation/Locations',
    reads: ['selectedLocations', 'locations'],
    summary:
      'The active locations offered for booking: the from-list, the to-list or the quick list, or all.',
    permission: 'company',
    query: z.object({ companyId: id.optional(), list: z.enum(['from', 'to', 'quick']).optional() }),
    body: noBody,
    response: z.object({ items: z.array(location) }),
  }),
};

export const coupon = z.object({
  id,
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'amount']),
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
    id: id.optional(),
    code: z.string().trim().min(1, 'required').max(40),
    description: z.string().trim().max(200).default(''),
    kind: z.enum(['percent', 'amount']),
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

export const discount = {
  getDiscountCoupons: endpoint({
    method: 'POST',
    path: 'Discount/GetDiscountCoupons',
    reads: ['coupons'],
    summary: "The company's discount coupons, active first, by code; paged and searchable.",
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z
      .object({
        companyId: id.optional(),
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(200).default(25),
        search: z.string().trim().max(100).optional(),
      })
      .optional(),
    response: z.object({
      items: z.array(coupon),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  addOrUpdateCoupon: endpoint({
    method: 'POST',
    path: 'Discount/AddOrUpdateCoupon',
    writes: ['coupons'],
    summary: 'Creates a coupon, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: couponInput,
    response: coupon,
  }),
  deleteCoupon: endpoint({
    method: 'POST',
    path: 'Discount/DeleteCoupon',
    writes: ['coupons'],
    summary: 'Deletes a coupon never used (409 otherwise: deactivate it instead).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ id }),
    response: z.object({ id, deleted: z.literal(true) }),
  }),
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

export const chargeCodeInput = z.object({
  id: id.optional(),
  code: z.string().trim().min(1, 'required').max(20),
  name: z.string().trim().min(1, 'required').max(120),
  kind: z.enum(['tax', 'service', 'card_surcharge']),
  rateBasisPoints: basisPoints,
  active: z.boolean().default(true),
});

export const subscription = {
  getTaxAndServiceCodes: endpoint({
    method: 'GET',
    path: 'Subscription/GetTaxAndServiceCodes',
    reads: ['chargeCodes'],
    summary: 'Tax, service-fee and card-surcharge codes, by kind and code; paged and searchable.',
    permission: 'rule:settings.manage',
    query: z.object({
      companyId: id.optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(25),
      search: z.string().trim().max(100).optional(),
    }),
    body: noBody,
    response: z.object({
      items: z.array(chargeCode),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  addOrEditTaxAndServiceCode: endpoint({
    method: 'POST',
    path: 'Subscription/AddOrEditTaxAndServiceCode',
    writes: ['chargeCodes'],
    summary: 'Creates a tax, service-fee or card-surcharge code, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: chargeCodeInput,
    response: chargeCode,
  }),
  deleteTaxAndServiceCode: endpoint({
    method: 'POST',
    path: 'Subscription/DeleteTaxAndServiceCode',
    writes: ['chargeCodes'],
    summary: 'Deletes a tax, service-fee or card-surcharge code.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ id }),
    response: z.object({ id, deleted: z.literal(true) }),
  }),
};
