import { KIOSK_TYPES } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeStatus, createdAt, localizedColumn, tstz } from './columns.ts';
import {
  companySettingsTable,
  companyTable,
  namedCompanyTable,
  parentSettingsTable,
  sameCompanyRef,
} from './company-row.ts';

/**
 * A company's lobby kiosk: a code staff quote, a URL name, its type and status, and what its devices last
 * reported (heartbeat: when and which version), when the console last asked them to reload, and when it was last
 * told the kiosk went quiet (ADR 82).
 */
export const kiosks = namedCompanyTable(
  'kiosks',
  {
    code: text('code').notNull(),
    url: text('url').notNull(),
    type: text('type', { enum: KIOSK_TYPES }).notNull(),
    status: activeStatus(),
    lastSeenAt: tstz('last_seen_at'),
    version: text('version'),
    reloadRequestedAt: tstz('reload_requested_at'),
    /**
     * The last heartbeat before the silence the console was last told about (ADR 82): a later heartbeat makes
     * the next silence news again.
     */
    quietSince: tstz('quiet_since'),
  },
  (t) => [
    uniqueIndex('kiosks_company_code_key').on(t.companyId, sql`upper(${t.code})`),
    uniqueIndex('kiosks_company_url_key').on(t.companyId, sql`lower(${t.url})`),
  ],
);

/**
 * A kiosk's flow settings, one row per kiosk (settings kept per parent): the welcome a guest reads in each
 * language, what the flow asks and offers, and its look. No row: the definition's defaults.
 */
export const kioskSettings = parentSettingsTable(
  'kiosk_settings',
  { key: 'kioskId', column: 'kiosk_id', table: kiosks },
  {
    welcome: localizedColumn('welcome'),
    idleSeconds: integer('idle_seconds').notNull(),
    maxPartySize: integer('max_party_size').notNull(),
    askLuggage: boolean('ask_luggage').notNull(),
    askPhone: boolean('ask_phone').notNull(),
    offerTransport: boolean('offer_transport').notNull(),
    offerParking: boolean('offer_parking').notNull(),
    offerWaitList: boolean('offer_wait_list').notNull(),
    accentColour: text('accent_colour').notNull(),
    highContrast: boolean('high_contrast').notNull(),
    /** Where a ride booked at this kiosk starts (the lobby it stands in); none: the kiosk books no ride. */
    pickupLocationId: uuid('pickup_location_id'),
    farewell: localizedColumn('farewell'),
    // Ids of the company's rows, checked when saved; a row deleted later is skipped where it is read.
    placeCategoryIds: jsonb('place_category_ids').$type<string[]>().notNull().default([]),
    tripIds: jsonb('trip_ids').$type<string[]>().notNull().default([]),
    offerWillCall: boolean('offer_will_call').notNull().default(true),
    offerPermitPurchase: boolean('offer_permit_purchase').notNull().default(true),
    parkingPackageIds: jsonb('parking_package_ids').$type<string[]>().notNull().default([]),
    showLogo: boolean('show_logo').notNull().default(true),
    showAdvertisements: boolean('show_advertisements').notNull().default(true),
  },
);

/**
 * The networks a company's kiosks may call from (one row per company): each series a name and an address
 * range in CIDR form. A company without a series admits no device (ADR 68).
 */
export const ipAddressSeries = companySettingsTable('ip_address_series', {
  series: jsonb('series').$type<{ name: string; range: string }[]>().notNull(),
});

/**
 * A one-time pairing code shown in the console: only its SHA-256 is kept, it lives ten minutes and opens one
 * pairing (`used_at`), for the kiosk it was made for.
 */
export const kioskPairingCodes = companyTable(
  'kiosk_pairing_codes',
  {
    kioskId: uuid('kiosk_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kiosk_pairing_codes_code_hash_key').on(t.codeHash),
    // A deleted kiosk takes its codes: a code of no kiosk opens nothing and need not be kept.
    sameCompanyRef(t, t.kioskId, kiosks).onDelete('cascade'),
  ],
);

/**
 * A paired kiosk device (ADR 55): the company's kiosk it stands for, the kiosk's type it was paired as (the flow
 * it runs is the kiosk's type now, ADR 203), and the SHA-256 of the revocable token its HttpOnly cookie holds
 * (the database alone never opens a device). A revoked device is kept, with when; its token opens nothing from
 * then on. Deleting the kiosk deletes its devices.
 */
export const kioskDevices = companyTable(
  'kiosk_devices',
  {
    kioskId: uuid('kiosk_id').notNull(),
    flow: text('flow', { enum: KIOSK_TYPES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('kiosk_devices_token_hash_key').on(t.tokenHash),
    index('kiosk_devices_kiosk_idx').on(t.companyId, t.kioskId).where(sql`${t.revokedAt} is null`),
    // A deleted kiosk takes its devices, so a device never outlives its kiosk (ADR 81); the audit keeps the pairing.
    sameCompanyRef(t, t.kioskId, kiosks).onDelete('cascade'),
  ],
);

/**
 * What a kiosk device's booking answered, by the idempotency key the device sent with it (ADR 79): the key is
 * claimed in the booking's own transaction, so a retry of a booking whose answer was lost answers the same
 * booking and never books twice.
 */
export const kioskRequests = companyTable(
  'kiosk_requests',
  {
    kioskId: uuid('kiosk_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kiosk_requests_idempotency_key').on(t.companyId, t.kioskId, t.idempotencyKey)],
);
