/** Rules a booking of a trip must meet before it is priced or saved (DOMAIN.md, "Trips, locations and costs"). */

export interface BookingFieldError {
  field: string;
  message: string;
}

export interface TripBookingRules {
  roomMandatory: boolean;
}

export const ROOM_NUMBER_REQUIRED = 'A room number is required for this trip';

/** The field errors of a booking of this trip: a trip with `roomMandatory` refuses a missing room number. */
export function validateTripBooking(
  trip: TripBookingRules,
  booking: { roomNumber?: string | null | undefined },
): BookingFieldError[] {
  const room = booking.roomNumber?.trim() ?? '';
  return trip.roomMandatory && room === '' ? [{ field: 'roomNumber', message: ROOM_NUMBER_REQUIRED }] : [];
}

/** 0 = Sunday … 6 = Saturday, of an ISO calendar date `YYYY-MM-DD` (a date, so no time zone applies). */
export function weekdayOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

/**
 * How many people of a party a vehicle or trip of `seats` seats leaves standing: 0 when they fit or the seats
 * are unknown. DOMAIN.md refuses only a departure without the seats left; a party larger than a trip's or a
 * vehicle's seats is a warning the dispatcher may proceed past (several runs, a larger vehicle; ADR 41).
 */
export function seatsShort(people: number, seats: number | null | undefined): number {
  return seats === null || seats === undefined ? 0 : Math.max(0, people - seats);
}
