import { COMPANY_COUNTRIES, callingCodeOf } from '@curbside/domain';
import { z } from 'zod';
import { companyOnly, itemsOf } from './common.ts';
import { readEndpoint } from './endpoint.ts';
import { settings } from './settings.ts';

/**
 * A company's booking rules (`/Settings/ConfigurationSettings`): how far ahead and how late a ride may be
 * booked, how large a party and how much luggage, which guest fields are required, the default gratuity, which
 * guest messages go out, what the guest's link lets the guest change and until when, and what the kiosk offers.
 * The server enforces every rule on every path that books (staff, guest link, kiosk), ADR 0070.
 */
const minutes = (max: number) => z.number().int().min(0).max(max);

/** The most guests a booking's counts hold: 100 adults and 100 children (reservation.ts). */
const MOST_GUESTS = 200;

/** Which guest fields a booking requires (the switches below are kept and sent alike). */
const REQUIRED_FIELDS = {
  requireRoom: z.boolean(),
  requirePhone: z.boolean(),
  requireEmail: z.boolean(),
  requireFlight: z.boolean(),
};
/** Which automatic guest messages go out: when booked, dispatched, picked up, dropped off, cancelled. */
const GUEST_MESSAGES = {
  notifyBooked: z.boolean(),
  notifyDispatched: z.boolean(),
  notifyPickedUp: z.boolean(),
  notifyDroppedOff: z.boolean(),
  notifyCancelled: z.boolean(),
};
/** What the guest's private link lets the guest do. */
const GUEST_LINK_MAY = {
  guestMayReschedule: z.boolean(),
  guestMayResize: z.boolean(),
  guestMayCancel: z.boolean(),
};
/** What a kiosk offers: a ride now, a reservation for later. */
const KIOSK_OFFERS = { kioskRideNow: z.boolean(), kioskReservation: z.boolean() };

export const bookingRulesEntry = z.object({
  /** A reservation is taken only this many minutes or more before its pick-up time (0: any time ahead). */
  leadMinutes: z.number().int(),
  /** How many days ahead a pick-up may be booked: the cut-off of the booking window; null: no cut-off. */
  maxDaysAhead: z.number().int().nullable(),
  /**
   * The most guests (adults and children) one party may be; the default is the most a booking can hold (100
   * adults and 100 children), so a company that never set it refuses nothing it took before.
   */
  maxPartySize: z.number().int(),
  /** The most pieces of luggage per guest; 0 takes no luggage, null sets no limit. */
  maxLuggagePerGuest: z.number().int().nullable(),
  ...REQUIRED_FIELDS,
  /** The gratuity a new booking starts with when it names none. */
  defaultGratuityPercent: z.number().int(),
  ...GUEST_MESSAGES,
  ...GUEST_LINK_MAY,
  /** Until how many minutes before the pick-up the guest's link may change the booking. */
  guestChangeUntilMinutes: z.number().int(),
  ...KIOSK_OFFERS,
});
export type BookingRules = z.infer<typeof bookingRulesEntry>;

export const bookingRules = settings({
  noun: 'booking_rules',
  tag: 'bookingRules',
  item: bookingRulesEntry,
  input: {
    leadMinutes: minutes(10_080),
    maxDaysAhead: z.number().int().min(1).max(3_650).nullable(),
    maxPartySize: z.number().int().min(1).max(MOST_GUESTS),
    maxLuggagePerGuest: z.number().int().min(0).max(20).nullable(),
    ...REQUIRED_FIELDS,
    defaultGratuityPercent: z.number().int().min(0).max(100),
    ...GUEST_MESSAGES,
    ...GUEST_LINK_MAY,
    guestChangeUntilMinutes: minutes(10_080),
    ...KIOSK_OFFERS,
  },
  // What every company did before it had rules: nothing refused that was taken before, every message sent.
  defaults: {
    leadMinutes: 0,
    maxDaysAhead: null,
    maxPartySize: MOST_GUESTS,
    maxLuggagePerGuest: null,
    requireRoom: false,
    requirePhone: false,
    requireEmail: false,
    requireFlight: false,
    defaultGratuityPercent: 0,
    notifyBooked: true,
    notifyDispatched: true,
    notifyPickedUp: true,
    notifyDroppedOff: true,
    notifyCancelled: true,
    guestMayReschedule: true,
    guestMayResize: true,
    guestMayCancel: true,
    guestChangeUntilMinutes: 0,
    kioskRideNow: true,
    kioskReservation: true,
  },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'ConfigReservation/GetResSettings',
    method: 'POST',
    summary:
      "The company's booking rules: lead time, booking window, largest party, luggage, required fields, default gratuity, guest messages, guest-link changes and kiosk offers; the defaults until it saves them.",
  },
  update: {
    path: 'ConfigReservation/UpdateConfigReservation',
    summary: "Replaces the company's booking rules (every field sent); every booking path enforces them.",
  },
});

/** The rules' parts a screen reads on its own: the guest link's, the kiosk's, the guest messages. */
export const guestLinkRules = bookingRulesEntry.pick({
  guestMayReschedule: true,
  guestMayResize: true,
  guestMayCancel: true,
  guestChangeUntilMinutes: true,
});
export const kioskRules = bookingRulesEntry.pick({
  kioskRideNow: true,
  kioskReservation: true,
  maxPartySize: true,
  maxLuggagePerGuest: true,
});
export const guestMessageRules = bookingRulesEntry.pick({
  notifyBooked: true,
  notifyDispatched: true,
  notifyPickedUp: true,
  notifyDroppedOff: true,
  notifyCancelled: true,
});

/** What a booking form starts from and must ask for, and whether the caller may change the rules. */
export const bookingDefaults = bookingRulesEntry
  .pick({
    leadMinutes: true,
    maxDaysAhead: true,
    maxPartySize: true,
    maxLuggagePerGuest: true,
    requireRoom: true,
    requirePhone: true,
    requireEmail: true,
    requireFlight: true,
    defaultGratuityPercent: true,
  })
  .extend({ mayChangeRules: z.boolean() });

/** Which ways of paying a company takes (ConfigReservation/GetPaymentOptions); at least one. */
export const paymentOptionsEntry = z.object({
  acceptCash: z.boolean(),
  /** A room charge or a company account. */
  acceptAccount: z.boolean(),
  acceptCard: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsEntry>;

export const paymentOptions = settings({
  noun: 'payment_options',
  tag: 'paymentOptions',
  item: paymentOptionsEntry,
  input: { acceptCash: z.boolean(), acceptAccount: z.boolean(), acceptCard: z.boolean() },
  check: (input, ctx) => {
    if (!input.acceptCash && !input.acceptAccount && !input.acceptCard) {
      ctx.addIssue({ code: 'custom', path: ['acceptCash'], message: 'atLeastOneMethod' });
    }
  },
  defaults: { acceptCash: true, acceptAccount: true, acceptCard: true },
  read: 'company',
  write: 'rule:settings.manage',
  get: {
    path: 'ConfigReservation/GetPaymentOptions',
    method: 'POST',
    summary:
      'Which ways of paying the company takes: cash, a room charge or account, a card; all until it saves.',
  },
  update: {
    path: 'ConfigReservation/UpdatePaymentOptions',
    summary:
      'Replaces the ways of paying the company takes (at least one); every payment call refuses the others.',
  },
});

export const country = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  /** Dialled before a national number from abroad ("1", "971"). */
  callingCode: z.string(),
});

/** The countries a company can be in, with their calling codes (the web names them in the reader's language). */
export const COUNTRIES = COMPANY_COUNTRIES.map((code) => ({ code, callingCode: callingCodeOf(code) }));

const rulesRead = <R extends z.ZodObject>(path: string, summary: string, response: R) =>
  readEndpoint('POST', { path, summary }, 'company', companyOnly, response, ['bookingRules']);

export const bookingRulesArea = {
  ...bookingRules.entries,
  ...paymentOptions.entries,
  getAccessSettings: rulesRead(
    'ConfigReservation/GetAccessSettings',
    "What the guest's private link lets a guest change (pick-up time, party size, cancel) and until how many minutes before the pick-up.",
    guestLinkRules,
  ),
  getConfigSettings: rulesRead(
    'ConfigReservation/GetConfigSettings',
    'What a kiosk offers (a ride now, a reservation) and the party and luggage limits it books within.',
    kioskRules,
  ),
  getAppSettings: rulesRead(
    'ConfigReservation/GetAppSettings',
    'Which automatic guest messages go out: booked, dispatched, picked up, dropped off, cancelled.',
    guestMessageRules,
  ),
  getDefaultSettingsWithAccess: rulesRead(
    'ConfigReservation/GetDefaultSettingsWithAccess',
    'What a booking form starts from and must ask for (limits, required fields, default gratuity), and whether the caller may change the rules.',
    bookingDefaults,
  ),
  getCountries: readEndpoint(
    'GET',
    {
      path: 'ConfigReservation/GetCountries',
      summary: 'The countries a company can be in, with their calling codes.',
    },
    'company',
    companyOnly,
    itemsOf(country),
    [],
  ),
};
