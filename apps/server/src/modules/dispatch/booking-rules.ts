import { type BookingRules, bookingRules } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { dateIn, PARTY_STATUS, type PartyStatus } from '@curbside/domain';
import { AppError, unprocessable } from '../../errors.ts';
import { fieldsSettingsStore } from '../../resources/settings-store.ts';

/*
 * A company's booking rules (ADR 0070), and the one place they are enforced: the staff booking, the guest's
 * link and the kiosk all book through `saveReservationIn` or change through `guest-changes.ts`, and each asks
 * these functions, so a rule holds the same on every path whatever the form showed.
 */

const t = schema.bookingRules;
export const bookingRulesStore = fieldsSettingsStore(bookingRules, t);

/** The company's rules, or the definition's defaults while it never saved them. */
export const rulesOf = (tx: Tx, companyId: string): Promise<BookingRules> =>
  bookingRulesStore.read(tx, companyId);

/** Who books: staff at the console, a guest through their link, a guest at a kiosk. */
export type BookingChannel = 'staff' | 'guest' | 'kiosk';

/** What of a booking the rules look at. */
export interface RuledBooking {
  status: number;
  adults: number;
  children: number;
  luggage: number;
  roomNumber: string;
  phone: string;
  email: string;
  flightNumber: string;
  scheduledAt: Date;
  /** The pick-up day in the company's zone (`YYYY-MM-DD`). */
  reservationDate: string;
}

/** What changed on an edit: a rule about the time or the size is checked when that changed, as on a new booking. */
export interface RuledChange {
  timeChanged: boolean;
  sizeChanged: boolean;
}

const REQUIRED = [
  ['requireRoom', 'roomNumber'],
  ['requirePhone', 'phone'],
  ['requireEmail', 'email'],
  ['requireFlight', 'flightNumber'],
] as const;

/** The required guest fields a booking leaves blank: one 422 naming each on its field. */
function checkRequired(rules: BookingRules, booking: RuledBooking): void {
  const missing = REQUIRED.filter(([rule, field]) => rules[rule] && booking[field].trim() === '').map(
    ([, field]) => field,
  );
  if (missing.length === 0) return;
  throw new AppError(
    422,
    'BOOKING_FIELD_REQUIRED',
    'The company asks for these details with every booking.',
    missing.map((field) => ({ path: `body.${field}`, code: 'required', message: 'Required' })),
  );
}

/** The party's size and luggage within the company's limits. */
export function checkSize(
  rules: BookingRules,
  booking: Pick<RuledBooking, 'adults' | 'children' | 'luggage'>,
) {
  const people = booking.adults + booking.children;
  if (people > rules.maxPartySize) {
    throw unprocessable(`A party is at most ${rules.maxPartySize} guests.`, 'PARTY_TOO_LARGE', {
      max: rules.maxPartySize,
    });
  }
  if (rules.maxLuggagePerGuest !== null && booking.luggage > people * rules.maxLuggagePerGuest) {
    throw unprocessable(
      `At most ${rules.maxLuggagePerGuest} pieces of luggage per guest.`,
      'TOO_MUCH_LUGGAGE',
      {
        max: rules.maxLuggagePerGuest,
      },
    );
  }
}

/**
 * A pick-up time within the booking window: a reservation at least the lead time ahead, and no booking further
 * ahead than the window's last day (counted in the company's zone).
 */
export function checkTime(
  rules: BookingRules,
  booking: Pick<RuledBooking, 'status' | 'scheduledAt' | 'reservationDate'>,
  timeZone: string,
  now: Date,
): void {
  if (
    booking.status === PARTY_STATUS.Reservation &&
    booking.scheduledAt.getTime() < now.getTime() + rules.leadMinutes * 60_000
  ) {
    throw unprocessable(
      `A reservation is taken at least ${rules.leadMinutes} minutes before its pick-up.`,
      'BOOKING_TOO_SOON',
      { minutes: rules.leadMinutes },
    );
  }
  if (rules.maxDaysAhead === null) return;
  const today = new Date(`${dateIn(timeZone, now)}T00:00:00Z`).getTime();
  const day = new Date(`${booking.reservationDate}T00:00:00Z`).getTime();
  if ((day - today) / 86_400_000 > rules.maxDaysAhead) {
    throw unprocessable(
      `A ride is booked at most ${rules.maxDaysAhead} days ahead.`,
      'BOOKING_TOO_FAR_AHEAD',
      { days: rules.maxDaysAhead },
    );
  }
}

/** A kiosk books only what the company offers there: a ride now or a reservation. */
function checkKiosk(rules: BookingRules, status: number): void {
  const offered =
    (status === PARTY_STATUS.Pending && rules.kioskRideNow) ||
    (status === PARTY_STATUS.Reservation && rules.kioskReservation);
  if (!offered) {
    throw unprocessable('The kiosk does not offer this kind of booking.', 'KIOSK_BOOKING_NOT_OFFERED');
  }
}

/**
 * Every rule a new booking or an edit must meet, on whichever path it comes: the kiosk's offers, the required
 * fields, and (when new, or when they changed) the size and the time.
 */
export function enforceBookingRules(
  rules: BookingRules,
  booking: RuledBooking,
  options: { channel: BookingChannel; timeZone: string; now?: Date; change?: RuledChange },
): void {
  const now = options.now ?? new Date();
  if (options.channel === 'kiosk' && !options.change) checkKiosk(rules, booking.status);
  checkRequired(rules, booking);
  if (!options.change || options.change.sizeChanged) checkSize(rules, booking);
  if (!options.change || options.change.timeChanged) checkTime(rules, booking, options.timeZone, now);
}

/** What the guest asks their link to do. */
export type GuestChange = 'reschedule' | 'resize' | 'cancel';

const GUEST_MAY: Record<GuestChange, keyof BookingRules> = {
  reschedule: 'guestMayReschedule',
  resize: 'guestMayResize',
  cancel: 'guestMayCancel',
};

/**
 * A guest's change through their link: one the company lets guests make, and early enough before the pick-up
 * (`guestChangeUntilMinutes`; the party's current pick-up time decides).
 */
export function enforceGuestChange(
  rules: BookingRules,
  changes: readonly GuestChange[],
  scheduledAt: Date,
  now: Date = new Date(),
): void {
  for (const change of changes) {
    if (!rules[GUEST_MAY[change]]) {
      throw unprocessable(`The ${change} is made by the front desk.`, 'GUEST_CHANGE_NOT_ALLOWED');
    }
  }
  if (changes.length > 0 && scheduledAt.getTime() < now.getTime() + rules.guestChangeUntilMinutes * 60_000) {
    throw unprocessable(
      `Changes through the link close ${rules.guestChangeUntilMinutes} minutes before the pick-up.`,
      'GUEST_CHANGE_TOO_LATE',
      { minutes: rules.guestChangeUntilMinutes },
    );
  }
}

const MESSAGE_RULE: Partial<Record<PartyStatus, keyof BookingRules>> = {
  [PARTY_STATUS.Pending]: 'notifyBooked',
  [PARTY_STATUS.Reservation]: 'notifyBooked',
  [PARTY_STATUS.WillCall]: 'notifyBooked',
  [PARTY_STATUS.MapRequest]: 'notifyBooked',
  [PARTY_STATUS.Dispatched]: 'notifyDispatched',
  [PARTY_STATUS.PickedUp]: 'notifyPickedUp',
  [PARTY_STATUS.DroppedOff]: 'notifyDroppedOff',
  [PARTY_STATUS.Cancelled]: 'notifyCancelled',
};

/** Whether the company sends the automatic guest message of reaching `status`. */
export function sendsGuestMessage(rules: BookingRules, status: PartyStatus): boolean {
  const rule = MESSAGE_RULE[status];
  return rule === undefined || rules[rule] === true;
}
