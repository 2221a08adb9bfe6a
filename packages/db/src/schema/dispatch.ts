import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  guestContact,
  guestIndexes,
  guestLinkKeys,
  guestPhone,
  guestPhoneReversed,
  guestRef,
  paidAndRefunded,
} from './booking-columns.ts';
import { activeFlag, blankText, createdAt, money, statusStep, timestamps, tstz } from './columns.ts';
import { companyTable, namedCompanyTable, sameCompanyRef } from './company-row.ts';
import { locations, tripScheduleTimes, trips } from './locations.ts';

/** A third-party driver (a taxi, a partner shuttle) a party can be handed to instead of a staff driver. */
export const otherDrivers = namedCompanyTable('other_drivers', {
  phone: blankText('phone'),
  description: blankText('description'),
  active: activeFlag(),
});

export const NOTE_KINDS = ['party', 'parking'] as const;

/** A note staff pick from a list instead of typing it again ("Wheelchair", "Extra luggage"). */
export const predefinedNotes = companyTable(
  'predefined_notes',
  {
    kind: text('kind', { enum: NOTE_KINDS }).notNull().default('party'),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('predefined_notes_company_kind_text_key').on(t.companyId, t.kind, sql`lower(${t.text})`),
  ],
);

/**
 * A party: a group of guests carried from one location to another (DOMAIN.md, "The party"). `status` moves
 * only through the transition table of `@curbside/domain`; `version` rises on every change.
 */
export const parties = companyTable(
  'parties',
  {
    /** A short number staff read aloud ("party 1042"); unique platform-wide. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** Trips booked together (outbound and return) share it. */
    bookingKey: uuid('booking_key').notNull().defaultRandom(),
    status: integer('status').notNull(),
    source: text('source', { enum: ['staff', 'kiosk', 'guest'] })
      .notNull()
      .default('staff'),
    ...guestContact(),
    guestRef: guestRef(true),
    guestPhone: guestPhone(),
    guestPhoneReversed: guestPhoneReversed(),
    /** The guest's flight, where the company's booking rules ask for it. */
    flightNumber: blankText('flight_number'),
    /** The answers to the company's custom fields, by field id (ADR 0085). */
    customValues: jsonb('custom_values')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default({}),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    luggage: integer('luggage').notNull().default(0),
    fromLocationId: uuid('from_location_id').notNull(),
    toLocationId: uuid('to_location_id').notNull(),
    tripId: uuid('trip_id'),
    departureId: uuid('departure_id'),
    /** When the guests want to leave: the reservation's date and time, or the request time for walk-ups. */
    scheduledAt: tstz('scheduled_at').notNull(),
    quotedWaitMinutes: integer('quoted_wait_minutes'),
    driverId: uuid('driver_id'),
    otherDriverId: uuid('other_driver_id'),
    internalNotes: blankText('internal_notes'),
    externalNotes: blankText('external_notes'),
    notifyGuest: boolean('notify_guest').notNull().default(true),
    /** The language the guest's messages are written in (`en`, `ar`); null reads English. */
    guestLanguage: text('guest_language'),
    couponCode: text('coupon_code'),
    gratuityPercent: integer('gratuity_percent').notNull().default(0),
    tripCents: money('trip_cents').notNull().default(0),
    luggageCents: money('luggage_cents').notNull().default(0),
    discountCents: money('discount_cents').notNull().default(0),
    serviceCents: money('service_cents').notNull().default(0),
    taxCents: money('tax_cents').notNull().default(0),
    gratuityCents: money('gratuity_cents').notNull().default(0),
    additionalGratuityCents: money('additional_gratuity_cents').notNull().default(0),
    totalCents: money('total_cents').notNull().default(0),
    ...paidAndRefunded(),
    ...guestLinkKeys(),
    guestLatitude: doublePrecision('guest_latitude'),
    guestLongitude: doublePrecision('guest_longitude'),
    guestLocatedAt: tstz('guest_located_at'),
    pickedUpAt: tstz('picked_up_at'),
    droppedOffAt: tstz('dropped_off_at'),
    /** When the party reached DroppedOff, Cancelled or Deleted; the guest link expires 30 days later. */
    endedAt: tstz('ended_at'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
  },
  (t) => [
    ...guestIndexes('parties', t),
    // The search's newest parties of a guest name (ADR 146): every column it reads, so the index answers alone.
    index('parties_search_name_idx').on(t.companyId, t.guestName, t.scheduledAt, t.id),
    uniqueIndex('parties_number_key').on(t.number),
    // A board lane's order (ADR 30): its first cards and the next ones come straight off this index.
    index('parties_company_status_scheduled_idx').on(t.companyId, t.status, t.scheduledAt, t.number),
    index('parties_company_driver_status_idx').on(t.companyId, t.driverId, t.status),
    index('parties_company_phone_idx').on(t.companyId, t.phone),
    // A returning guest by phone (`phoneWhere`): the last four digits narrow the company's parties to a few.
    index('parties_company_phone_tail_idx').on(
      t.companyId,
      sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 4)`,
    ),
    index('parties_company_booking_idx').on(t.companyId, t.bookingKey),
    /** The month's usage counts a company's parties by when they were made (ADR 89). */
    index('parties_company_created_idx').on(t.companyId, t.createdAt),
    sameCompanyRef(t, t.fromLocationId, locations),
    sameCompanyRef(t, t.toLocationId, locations),
    sameCompanyRef(t, t.tripId, trips),
    // A deleted departure time leaves its parties booked on the trip at their time. The key is composite, so
    // the baseline migration narrows the action to `ON DELETE SET NULL (departure_id)`: nulling `company_id` too
    // would break its NOT NULL. Drizzle cannot say the column list; trips.test.ts checks the behaviour.
    sameCompanyRef(t, t.departureId, tripScheduleTimes).onDelete('set null'),
    sameCompanyRef(t, t.otherDriverId, otherDrivers),
  ],
);

/**
 * Every step a party took: who moved it from which status to which, and when. Undo steps are rows too; the
 * forward step they take back is marked `undone`.
 */
export const partyHistory = companyTable(
  'party_history',
  {
    partyId: uuid('party_id').notNull(),
    note: blankText('note'),
    ...statusStep(),
  },
  (t) => [
    index('party_history_party_idx').on(t.companyId, t.partyId, t.createdAt),
    sameCompanyRef(t, t.partyId, parties),
  ],
);

export const PAYMENT_METHODS = ['cash', 'account', 'card'] as const;

/** A payment's or refund's own columns, for a party's and a permit's payments alike (ADR 20). */
export const paymentColumns = () => ({
  kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
  method: text('method', { enum: PAYMENT_METHODS }).notNull(),
  amountCents: money('amount_cents').notNull(),
  accountReference: text('account_reference'),
  accountHolder: text('account_holder'),
  cardLast4: text('card_last4'),
  provider: text('provider'),
  providerReference: text('provider_reference'),
  idempotencyKey: text('idempotency_key'),
  /** A digest of the request that used the key: the same key with other parameters is refused. */
  requestDigest: text('request_digest'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** One payment per idempotency key in a company (`<table>_idempotency_key`), where a key was given. */
export const idempotencyKeyIndex = (
  table: string,
  t: { companyId: AnyPgColumn; idempotencyKey: AnyPgColumn },
) =>
  uniqueIndex(`${table}_idempotency_key`)
    .on(t.companyId, t.idempotencyKey)
    .where(sql`${t.idempotencyKey} is not null`);

/**
 * One payment per card provider's payment in a company (`<table>_provider_reference`): a charge pays once
 * (ADR 54). A terminal's slip reference is typed by staff and not a provider's, so it is left out.
 */
export const providerReferenceIndex = (
  table: string,
  t: { companyId: AnyPgColumn; provider: AnyPgColumn; providerReference: AnyPgColumn },
) =>
  uniqueIndex(`${table}_provider_reference`)
    .on(t.companyId, t.provider, t.providerReference)
    .where(sql`${t.providerReference} is not null and ${t.provider} <> 'terminal'`);

/**
 * Money received for a party, and refunds (negative `kind`). Card rows hold the provider's reference and the
 * last four digits only. `idempotencyKey` makes a repeated request answer the first one.
 */
export const partyPayments = companyTable(
  'party_payments',
  {
    partyId: uuid('party_id').notNull(),
    ...paymentColumns(),
    refundOf: uuid('refund_of'),
  },
  (t) => [
    idempotencyKeyIndex('party_payments', t),
    providerReferenceIndex('party_payments', t),
    index('party_payments_party_idx').on(t.companyId, t.partyId),
    index('party_payments_company_created_idx').on(t.companyId, t.createdAt),
    sameCompanyRef(t, t.partyId, parties),
  ],
);
