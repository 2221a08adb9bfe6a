import { sql } from 'drizzle-orm';
import { boolean, check, integer } from 'drizzle-orm/pg-core';
import { companySettingsTable } from './company-row.ts';

/**
 * A company's booking rules (ADR 0070): one row per company, added by its first update; until then it reads
 * the defaults of the contract's definition (the one place they are kept). Behind the tenant wall by its
 * `company_id` (tenancy.ts). The checks repeat the contract's ranges, so no path writes a rule no booking could meet.
 */
export const bookingRules = companySettingsTable(
  'booking_rules',
  {
    leadMinutes: integer('lead_minutes').notNull(),
    maxDaysAhead: integer('max_days_ahead'),
    maxPartySize: integer('max_party_size').notNull(),
    maxLuggagePerGuest: integer('max_luggage_per_guest'),
    requireRoom: boolean('require_room').notNull(),
    requirePhone: boolean('require_phone').notNull(),
    requireEmail: boolean('require_email').notNull(),
    requireFlight: boolean('require_flight').notNull(),
    defaultGratuityPercent: integer('default_gratuity_percent').notNull(),
    notifyBooked: boolean('notify_booked').notNull(),
    notifyDispatched: boolean('notify_dispatched').notNull(),
    notifyPickedUp: boolean('notify_picked_up').notNull(),
    notifyDroppedOff: boolean('notify_dropped_off').notNull(),
    notifyCancelled: boolean('notify_cancelled').notNull(),
    guestMayReschedule: boolean('guest_may_reschedule').notNull(),
    guestMayResize: boolean('guest_may_resize').notNull(),
    guestMayCancel: boolean('guest_may_cancel').notNull(),
    guestChangeUntilMinutes: integer('guest_change_until_minutes').notNull(),
    kioskRideNow: boolean('kiosk_ride_now').notNull(),
    kioskReservation: boolean('kiosk_reservation').notNull(),
  },
  (t) => [
    check(
      'booking_rules_ranges',
      sql`${t.leadMinutes} between 0 and 10080 and ${t.maxDaysAhead} between 1 and 3650 and ${t.maxPartySize} between 1 and 200 and ${t.maxLuggagePerGuest} between 0 and 20 and ${t.defaultGratuityPercent} between 0 and 100 and ${t.guestChangeUntilMinutes} between 0 and 10080`,
    ),
  ],
);

/** Which ways of paying a company takes (ADR 0071): one row per company once it saves; at least one. */
export const paymentOptions = companySettingsTable(
  'payment_options',
  {
    acceptCash: boolean('accept_cash').notNull(),
    acceptAccount: boolean('accept_account').notNull(),
    acceptCard: boolean('accept_card').notNull(),
  },
  (t) => [check('payment_options_one', sql`${t.acceptCash} or ${t.acceptAccount} or ${t.acceptCard}`)],
);
