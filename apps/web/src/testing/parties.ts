import type { Location, PartyDetails, PartySummary } from '@curbside/contract';
import { id } from './factories.ts';

export const FROM_ID = '00000000-0000-4000-8000-00000000a001';
export const TO_ID = '00000000-0000-4000-8000-00000000a002';

let sequence = 0;
function partyId(): string {
  sequence += 1;
  return id(700_000 + sequence);
}

/** A party as the board and the lists answer it: a reservation of two adults from the hotel to the airport. */
export function makePartySummary(overrides: Partial<PartySummary> = {}): PartySummary {
  return {
    id: partyId(),
    number: 1042,
    bookingKey: '00000000-0000-4000-8000-00000000b001',
    status: 7,
    source: 'staff',
    guestName: 'Layla Haddad',
    phone: '+971 50 123 4567',
    roomNumber: '',
    adults: 2,
    children: 0,
    luggage: 1,
    fromLocationId: FROM_ID,
    fromLocationName: 'Harbour View Hotel',
    toLocationId: TO_ID,
    toLocationName: 'City Airport',
    scheduledAt: '2026-03-01T06:30:00.000Z',
    quotedWaitMinutes: null,
    driverId: null,
    driverName: null,
    otherDriverId: null,
    otherDriverName: null,
    internalNotes: '',
    externalNotes: '',
    totalCents: 10_000,
    paidCents: 0,
    customValues: {},
    guestLatitude: null,
    guestLongitude: null,
    createdAt: '2026-02-28T10:00:00.000Z',
    updatedAt: '2026-02-28T10:00:00.000Z',
    version: 1,
    actions: [],
    ...overrides,
  };
}

/** Everything the party drawer shows, for the same party. */
export function makePartyDetails(overrides: Partial<PartyDetails> = {}): PartyDetails {
  return {
    ...makePartySummary(),
    email: '',
    flightNumber: '',
    tripId: null,
    departureId: null,
    notifyGuest: true,
    guestLanguage: 'en',
    costs: {
      tripCents: 10_000,
      luggageCents: 0,
      discountCents: 0,
      serviceCents: 0,
      taxCents: 0,
      gratuityCents: 0,
      additionalGratuityCents: 0,
      totalCents: 10_000,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: 10_000,
      couponCode: null,
      gratuityPercent: 0,
      currency: 'AED',
    },
    guestLinkExpiresAt: null,
    pickedUpAt: null,
    droppedOffAt: null,
    endedAt: null,
    history: [],
    payments: [],
    messages: [],
    ...overrides,
  };
}

/** A place of the company with no category or zone: the ends of a ride in the booking tests. */
export function makeLocation(id: string, name: string, overrides: Partial<Location> = {}): Location {
  return {
    id,
    name,
    address: '',
    latitude: 25.2,
    longitude: 55.3,
    kind: 'hotel',
    categoryId: null,
    categoryName: null,
    categoryIcon: null,
    zoneId: null,
    zoneName: null,
    active: true,
    ...overrides,
  };
}

type PartyPayment = NonNullable<PartyDetails['payments']>[number];

/** A card payment as the server records it: the amount and last four digits sent, taken by Dana Driver. */
export function makeCardPayment(
  sent: { amountCents?: number; cardLast4?: string } | undefined,
  overrides: Partial<PartyPayment> = {},
): PartyPayment {
  return {
    id: '00000000-0000-4000-8000-000000000801',
    kind: 'payment',
    method: 'card',
    amountCents: sent?.amountCents ?? 0,
    accountReference: null,
    accountHolder: null,
    cardLast4: sent?.cardLast4 ?? null,
    provider: null,
    providerReference: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    createdByName: 'Dana Driver',
    ...overrides,
  };
}
