import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeStatus, bytes, createdAt, money, primaryId, timestamps, tstz } from './columns.ts';

/**
 * What a company buys (ADR 63): the features it switches on and its limits; a platform table (no company),
 * kept by the super-admin. A null limit is no limit; the message quota is SMS segments a month (ADR 35).
 */
export const packages = pgTable(
  'packages',
  {
    id: primaryId().primaryKey(),
    name: text('name').notNull(),
    monthlyPriceCents: money('monthly_price_cents').notNull().default(0),
    messageQuota: integer('message_quota').notNull().default(0),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    maxStaffUsers: integer('max_staff_users'),
    maxKiosks: integer('max_kiosks'),
    status: activeStatus(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('packages_name_key').on(sql`lower(${t.name})`),
    check('packages_limits_positive', sql`${t.maxStaffUsers} >= 0 and ${t.maxKiosks} >= 0`),
  ],
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
    ...timestamps(),
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
    // The second factor (ADR 105): the TOTP secret sealed with the platform key, the one being enrolled until its
    // first code confirms it, the last time step a code was accepted for (a code is taken once), wrong codes in a
    // row and the lock they lead to, and the recovery codes' hashes (each removed when used).
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    totpFailures: integer('totp_failures').notNull().default(0),
    totpLockedUntil: tstz('totp_locked_until'),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
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
