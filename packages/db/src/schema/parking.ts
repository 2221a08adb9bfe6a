import { PERMIT_STATUSES } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  guestContact,
  guestIndexes,
  guestLinkKeys,
  guestPhone,
  guestRef,
  paidAndRefunded,
} from './booking-columns.ts';
import { activeStatus, blankText, createdAt, money, timestamps, tstz } from './columns.ts';
import {
  companyKeyedTable,
  companyKindsTable,
  companySettingsTable,
  companyTable,
  namedCompanyTable,
  sameCompanyRef,
} from './company-row.ts';
import { idempotencyKeyIndex, parties, paymentColumns, providerReferenceIndex } from './dispatch.ts';

/** The kinds of parking a company sells: self, valet, overnight, event... */
export const parkingTypes = companyKindsTable('parking_types');

/** A parking lot (the specification's "parking location") and how many vehicles it holds. */
export const parkingLots = namedCompanyTable(
  'parking_lots',
  {
    address: text('address'),
    capacity: integer('capacity').notNull(),
    status: activeStatus(),
  },
  (t) => [check('parking_lots_capacity_not_negative', sql`${t.capacity} >= 0`)],
);

/** What a desk sells: a type of parking for a duration at a price, in the lots it lists. */
export const parkingPackages = namedCompanyTable(
  'parking_packages',
  {
    typeId: uuid('type_id').notNull(),
    priceCents: money('price_cents').notNull(),
    durationHours: integer('duration_hours').notNull(),
    /** The seller's commission in hundredths of a percent (1250 is 12.5 %): exact, unlike a float. */
    commissionHundredths: integer('commission_hundredths').notNull().default(0),
    /** A car handed over before the permit's end may come back on it and keeps its space (ADR 143). */
    inAndOut: boolean('in_and_out').notNull().default(false),
    status: activeStatus(),
  },
  (t) => [
    sameCompanyRef(t, t.typeId, parkingTypes),
    check('parking_packages_price_not_negative', sql`${t.priceCents} >= 0`),
    check('parking_packages_duration_positive', sql`${t.durationHours} > 0`),
    check('parking_packages_commission_percent', sql`${t.commissionHundredths} between 0 and 10000`),
  ],
);

/** The lots a package is sold for. A lot still listed by a package cannot be deleted. */
export const parkingPackageLots = companyKeyedTable(
  'parking_package_lots',
  {
    packageId: uuid('package_id').notNull(),
    lotId: uuid('lot_id').notNull(),
  },
  (t) => [t.packageId, t.lotId],
  (t) => [
    sameCompanyRef(t, t.packageId, parkingPackages).onDelete('cascade'),
    sameCompanyRef(t, t.lotId, parkingLots),
    index('parking_package_lots_lot_idx').on(t.companyId, t.lotId),
  ],
);

/**
 * A parking permit: a guest's vehicle in a lot for a span of time (DOMAIN.md, "Parking"). `status` moves only
 * through the table of `@curbside/domain` (parking.ts); `version` rises on every change.
 */
export const parkingPermits = companyTable(
  'parking_permits',
  {
    /** A short number the desk reads aloud and prints on the card; unique platform-wide. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    status: text('status', { enum: PERMIT_STATUSES }).notNull().default('Active'),
    ...guestContact(),
    guestRef: guestRef(true),
    guestPhone: guestPhone(),
    /** The language the guest's texts are written in (`en`, `ar`); null reads English (ADR 212). */
    guestLanguage: text('guest_language'),
    /** The plate as written, its normalised form, and the form searches compare (O/0, I/1, S/5 folded). */
    plate: text('plate').notNull(),
    plateNormalised: text('plate_normalised').notNull(),
    plateSearch: text('plate_search').notNull(),
    /** The issuing state or country, apart from the plate (`CA`, `Dubai`). */
    plateRegion: blankText('plate_region'),
    make: blankText('make'),
    model: blankText('model'),
    colour: blankText('colour'),
    lotId: uuid('lot_id').notNull(),
    packageId: uuid('package_id').notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    costCents: money('cost_cents').notNull(),
    ...paidAndRefunded(),
    /** The package's commission when sold: a later change of the package does not rewrite earned commission. */
    commissionHundredths: integer('commission_hundredths').notNull().default(0),
    soldBy: uuid('sold_by'),
    /** The shuttle booking sold with this permit (Reservation/AddReservationAndParking), if any. */
    partyId: uuid('party_id'),
    notes: blankText('notes'),
    /** Opens the permit's page, where the guest asks for the car (will-call from the phone). */
    ...guestLinkKeys(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('parking_permits_number_key').on(t.number),
    ...guestIndexes('parking_permits', t),
    // Availability: the permits of a lot overlapping a span of days.
    index('parking_permits_lot_span_idx').on(t.companyId, t.lotId, t.startsAt, t.endsAt),
    index('parking_permits_plate_search_idx').on(t.companyId, t.plateSearch),
    index('parking_permits_company_created_idx').on(t.companyId, t.createdAt),
    index('parking_permits_company_status_start_idx').on(t.companyId, t.status, t.startsAt),
    index('parking_permits_company_room_idx').on(t.companyId, t.roomNumber),
    // The search's newest permits of a guest name (ADR 146): every column it reads, so the index answers alone.
    index('parking_permits_search_name_idx').on(t.companyId, t.guestName, t.startsAt, t.id),
    sameCompanyRef(t, t.lotId, parkingLots),
    sameCompanyRef(t, t.packageId, parkingPackages),
    sameCompanyRef(t, t.partyId, parties),
    index('parking_permits_party_idx').on(t.companyId, t.partyId).where(sql`${t.partyId} is not null`),
    check('parking_permits_span', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'parking_permits_money',
      sql`${t.costCents} >= 0 and ${t.paidCents} >= 0 and ${t.refundedCents} >= 0`,
    ),
  ],
);

/**
 * How many space-holding permits (Active, WillCallRequested, Out) each lot has on each day of the company's calendar:
 * a counter the database keeps (triggers of the baseline migration, ADR 34; Out since ADR 143) on every write of `parking_permits` and on a
 * change of the company's time zone, so availability reads one row per lot and day instead of expanding every
 * overlapping permit. A day with no row has none.
 */
export const parkingLotDays = companyKeyedTable(
  'parking_lot_days',
  {
    lotId: uuid('lot_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [t.lotId, t.day],
  (t) => [
    // The availability grid: every lot of the company over a window of days.
    index('parking_lot_days_day_idx').on(t.companyId, t.day),
    sameCompanyRef(t, t.lotId, parkingLots).onDelete('cascade'),
    check('parking_lot_days_used_not_negative', sql`${t.used} >= 0`),
  ],
);

/** Every step of a permit: who moved it from which status to which, and when. */
export const parkingPermitHistory = companyTable(
  'parking_permit_history',
  {
    permitId: uuid('permit_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: PERMIT_STATUSES }),
    toStatus: text('to_status', { enum: PERMIT_STATUSES }).notNull(),
    note: blankText('note'),
    userId: uuid('user_id'),
    userName: blankText('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('parking_permit_history_permit_idx').on(t.companyId, t.permitId, t.createdAt),
    sameCompanyRef(t, t.permitId, parkingPermits),
  ],
);

/** Money received for a permit and refunds, with the same idempotency rule as a party's payments (ADR 20). */
export const parkingPayments = companyTable(
  'parking_payments',
  {
    permitId: uuid('permit_id').notNull(),
    ...paymentColumns(),
  },
  (t) => [
    idempotencyKeyIndex('parking_payments', t),
    providerReferenceIndex('parking_payments', t),
    index('parking_payments_permit_idx').on(t.companyId, t.permitId),
    sameCompanyRef(t, t.permitId, parkingPermits),
  ],
);

/**
 * A guest's request for their car. At most one open (`queued`) request per permit; `promisedAt` is the time the
 * guest was last told, `expectedAt` the current estimate (recomputed as the queue moves).
 */
export const willCallRequests = companyTable(
  'will_call_requests',
  {
    permitId: uuid('permit_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    source: text('source', { enum: ['staff', 'guest', 'sms', 'kiosk'] }).notNull(),
    status: text('status', { enum: ['queued', 'delivered', 'deleted'] })
      .notNull()
      .default('queued'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    expectedAt: tstz('expected_at').notNull(),
    promisedAt: tstz('promised_at').notNull(),
    closedAt: tstz('closed_at'),
    closedBy: uuid('closed_by'),
    requestedBy: uuid('requested_by'),
    /** Whether the car-ready text was queued (when the car was ready, or when delivered if never marked ready). */
    notified: boolean('notified').notNull().default(false),
    /** When a valet brought the car to the curb and the guest was texted; the request stays open until handed over. */
    readyAt: tstz('ready_at'),
  },
  (t) => [
    uniqueIndex('will_call_requests_one_open_key')
      .on(t.companyId, t.permitId)
      .where(sql`${t.status} = 'queued'`),
    index('will_call_requests_queue_idx').on(t.companyId, t.status, t.lotId, t.requestedAt),
    index('will_call_requests_requested_idx').on(t.companyId, t.requestedAt),
    sameCompanyRef(t, t.permitId, parkingPermits),
    sameCompanyRef(t, t.lotId, parkingLots),
  ],
);

/** The company's printable or e-mailed permit card: one row per company (a settings definition). */
export const parkingPermitCards = companySettingsTable('parking_permit_cards', {
  title: text('title').notNull(),
  header: text('header').notNull(),
  footer: text('footer').notNull(),
  showRoom: boolean('show_room').notNull(),
  showVehicle: boolean('show_vehicle').notNull(),
  showPrice: boolean('show_price').notNull(),
});
