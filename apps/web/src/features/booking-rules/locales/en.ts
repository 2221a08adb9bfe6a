/** English strings of the "booking-rules" namespace, loaded with its screen. */
export const en = {
  rules: {
    title: 'Booking rules',
    description:
      'How far ahead and how large a booking may be, what it must say, which messages guests get, and what guests may change themselves. Every booking meets them: at the desk, through the guest link and at a kiosk.',
  },
  payments: {
    title: 'Ways of paying',
    acceptCash: 'Cash',
    acceptAccount: 'Room charge or company account',
    acceptCard: 'Card',
  },
  fields: {
    noLimit: 'Leave empty for no limit.',
    leadMinutes: 'Minutes of notice a reservation needs before its pick-up',
    maxDaysAhead: 'Days ahead a ride may be booked',
    maxPartySize: 'Largest party (guests)',
    maxLuggagePerGuest: 'Pieces of luggage per guest',
    requireRoom: 'A room number is required',
    requirePhone: 'A phone number is required',
    requireEmail: 'An e-mail address is required',
    requireFlight: 'A flight number is required',
    defaultGratuityPercent: 'Default gratuity (%)',
    notifyBooked: 'Message the guest when the ride is booked',
    notifyDispatched: 'Message the guest when a driver is on the way',
    notifyPickedUp: 'Message the guest when they are picked up',
    notifyDroppedOff: 'Message the guest when they are dropped off',
    notifyCancelled: 'Message the guest when the ride is cancelled',
    guestMayReschedule: 'Guests may change the pick-up time through their link',
    guestMayResize: 'Guests may change the party size and luggage through their link',
    guestMayCancel: 'Guests may cancel through their link',
    guestChangeUntilMinutes: 'Guests may change their booking until this many minutes before the pick-up',
    kioskRideNow: 'Kiosks offer a ride now',
    kioskReservation: 'Kiosks offer a reservation for later',
  },
} as const;
