import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeStatus, bytes, createdAt, money, primaryId, tstz, updatedAt } from './columns.ts';

/** What a company buys: the product areas it switches on and its monthly message quota. */
export const packages = pgTable('packages', {
  id: primaryId().primaryKey(),
  name: text('name').notNull().unique(),
  monthlyPriceCents: money('monthly_price_cents').notNull().default(0),
  messageQuota: integer('message_quota').notNull().default(0),
  status: activeStatus(),
  createdAt: createdAt(),
});

export const packageFeatures = pgTable(
  'package_features',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    featureCode: text('feature_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.featureCode] })],
);

/** One tenant: a hotel, resort, venue or parking operator. Row-level security shows a company its own row. */
export const companies = pgTable(
  'companies',
  {
    id: primaryId().primaryKey(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** ISO 3166-1 alpha-2: the national format of phones and the default clock (`@curbside/domain` phone.ts). */
    country: text('country').notNull().default('US'),
    /** '12' or '24' hours; null until the administrator chooses, then the country's clock applies. */
    clock: text('clock'),
    logo: bytes('logo'),
    logoMimeType: text('logo_mime_type'),
    status: activeStatus(),
    packageId: uuid('package_id').references(() => packages.id),
    /** Only drivers with a current vehicle can be assigned to a party. */
    dispatchRequiresVehicle: boolean('dispatch_requires_vehicle').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_clock_known', sql`${t.clock} in ('12', '24')`),
    check('companies_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** Platform super-admins; they belong to no company. */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: primaryId().primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: activeStatus(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    lastSignInAt: tstz('last_sign_in_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('platform_admins_email_key').on(sql`lower(${t.email})`)],
);

/** The catalogue of screens a menu can list, synced from `@curbside/domain` at start-up. */
export const menuItems = pgTable('menu_items', {
  code: text('code').primaryKey(),
  path: text('path').notNull(),
  layout: text('layout').notNull(),
  groupCode: text('group_code').notNull(),
  labelKey: text('label_key').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The catalogue of named capabilities, synced from `@curbside/domain` at start-up. */
export const accessRules = pgTable('access_rules', {
  code: text('code').primaryKey(),
});
