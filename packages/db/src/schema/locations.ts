import {
  boolean,
  date,
  doublePrecision,
  integer,
  type PgColumnBuilderBase,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { activeFlag, blankText, createdAt, ridePrices, timestamps, tstz } from './columns.ts';
import { companyKeyedTable, companyTable, namedCompanyTable, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/** An area of the city; zone charges price rides between zones where no trip joins two locations. */
export const zones = namedCompanyTable('zones', {
  description: blankText('description'),
  active: activeFlag(),
});

/** The price of a ride from one zone to another, per adult, child and luggage item, in cents. */
export const zoneCharges = companyTable(
  'zone_charges',
  {
    fromZoneId: uuid('from_zone_id').notNull(),
    toZoneId: uuid('to_zone_id').notNull(),
    ...ridePrices(),
    active: activeFlag(),
    ...timestamps(),
  },
  (t) => [
    unique('zone_charges_company_from_to_key').on(t.companyId, t.fromZoneId, t.toZoneId),
    sameCompanyRef(t, t.fromZoneId, zones),
    sameCompanyRef(t, t.toZoneId, zones),
  ],
);

export const locationCategories = namedCompanyTable('location_categories', {
  icon: text('icon').notNull(),
  active: activeFlag(),
});

export const LOCATION_KINDS = [
  'hotel',
  'airport',
  'station',
  'attraction',
  'port',
  'venue',
  'other',
] as const;

export const locations = namedCompanyTable(
  'locations',
  {
    address: blankText('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull().default('other'),
    categoryId: uuid('category_id'),
    zoneId: uuid('zone_id'),
    active: activeFlag(),
  },
  (t) => [sameCompanyRef(t, t.categoryId, locationCategories), sameCompanyRef(t, t.zoneId, zones)],
);

/** A user's own list of locations: one row per user and location, gone with either. */
const userLocationsTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  table: TName,
  columns: TColumns,
) =>
  companyKeyedTable(
    table,
    { userId: uuid('user_id').notNull(), locationId: uuid('location_id').notNull(), ...columns },
    (t) => [t.userId, t.locationId],
    (t) => [
      sameCompanyRef(t, t.userId, users).onDelete('cascade'),
      sameCompanyRef(t, t.locationId, locations).onDelete('cascade'),
    ],
  );

/** A user's favourite locations. */
export const favoriteLocations = userLocationsTable('favorite_locations', { createdAt: createdAt() });

/** The locations a user looked up for a booking lately, newest first. */
export const recentLocations = userLocationsTable('recent_locations', {
  usedAt: tstz('used_at').notNull().defaultNow(),
});

export const SELECTED_LOCATION_LISTS = ['from', 'to', 'quick'] as const;

/** The locations a company offers as origins (`from`), destinations (`to`) and for rapid booking (`quick`). */
export const selectedLocations = companyKeyedTable(
  'selected_locations',
  {
    list: text('list', { enum: SELECTED_LOCATION_LISTS }).notNull(),
    locationId: uuid('location_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [t.list, t.locationId],
  (t) => [sameCompanyRef(t, t.locationId, locations)],
);

/** A ride offered from one location to another, with its prices (cents), duration and seats. */
export const trips = companyTable(
  'trips',
  {
    fromLocationId: uuid('from_location_id').notNull(),
    toLocationId: uuid('to_location_id').notNull(),
    ...ridePrices(),
    durationMinutes: integer('duration_minutes').notNull(),
    seats: integer('seats').notNull(),
    roomMandatory: boolean('room_mandatory').notNull().default(false),
    active: activeFlag(),
    ...timestamps(),
  },
  (t) => [sameCompanyRef(t, t.fromLocationId, locations), sameCompanyRef(t, t.toLocationId, locations)],
);

/** A departure of a trip on one weekday (0 = Sunday) at a minute of the day, in the company's time zone. */
export const tripScheduleTimes = companyTable(
  'trip_schedule_times',
  {
    tripId: uuid('trip_id').notNull(),
    weekday: integer('weekday').notNull(),
    departureMinute: integer('departure_minute').notNull(),
    seats: integer('seats').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('trip_schedule_times_company_trip_time_key').on(
      t.companyId,
      t.tripId,
      t.weekday,
      t.departureMinute,
    ),
    sameCompanyRef(t, t.tripId, trips).onDelete('cascade'),
  ],
);

export const CHARGE_CODE_KINDS = ['tax', 'service', 'card_surcharge'] as const;

/** Taxes, service fees and the card surcharge, each a rate in basis points (1 % = 100). */
export const taxServiceCodes = companyTable(
  'tax_service_codes',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: CHARGE_CODE_KINDS }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    active: activeFlag(),
    ...timestamps(),
  },
  (t) => [unique('tax_service_codes_company_code_key').on(t.companyId, t.code)],
);

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** A discount coupon: a percentage (basis points) or an amount (cents) off rides and/or parking. */
export const discountCoupons = companyTable(
  'discount_coupons',
  {
    code: text('code').notNull(),
    description: blankText('description'),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Basis points for `percent`, cents for `amount`. */
    value: integer('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    appliesToRides: boolean('applies_to_rides').notNull().default(true),
    appliesToParking: boolean('applies_to_parking').notNull().default(false),
    active: activeFlag(),
    ...timestamps(),
  },
  (t) => [unique('discount_coupons_company_code_key').on(t.companyId, t.code)],
);
