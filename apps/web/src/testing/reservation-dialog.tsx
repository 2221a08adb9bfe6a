import type { Trip } from '@curbside/contract';
import { screen } from '@testing-library/react';
import { ReservationDialog } from '../entities/party/ReservationDialog.tsx';
import { makeSession } from './factories.ts';
import type { MockHandlers } from './mockApi.ts';
import { FROM_ID, makeLocation, makePartyDetails, TO_ID } from './parties.ts';
import { renderWithProviders } from './render.tsx';
import { pick } from './select.ts';

/** The reservation dialog's world for its tests: one ride between two places, its rates, and helpers to fill it. */

export const TRIP_ID = '00000000-0000-4000-8000-00000000c001';
export const DEPARTURE_ID = '00000000-0000-4000-8000-00000000d001';
export const PAYMENT_ID = '00000000-0000-4000-8000-00000000e001';

export const place = (id: string, name: string) => makeLocation(id, name);

export const trip = (overrides: Partial<Trip> = {}): Trip => ({
  id: TRIP_ID,
  fromLocationId: FROM_ID,
  fromLocationName: 'Harbour View Hotel',
  toLocationId: TO_ID,
  toLocationName: 'City Airport',
  adultCents: 4_550,
  childCents: 2_000,
  luggageCents: 375,
  durationMinutes: 35,
  seats: 14,
  roomMandatory: false,
  active: true,
  ...overrides,
});

export const RATES = { serviceFeeBasisPoints: 1_000, taxBasisPoints: 500, cardSurchargeBasisPoints: 300 };

export function handlers(options: { roomMandatory?: boolean } = {}): MockHandlers {
  return {
    'Transportation/Locations': () => ({
      items: [place(FROM_ID, 'Harbour View Hotel'), place(TO_ID, 'City Airport')],
    }),
    'Reservation/GetTripsBetweenLocations': () => ({
      items: [trip({ roomMandatory: options.roomMandatory ?? false })],
      zoneCharge: null,
    }),
    'Transportation/GetAvailableTrips': (request) => ({
      date: request.body?.date ?? '2026-03-01',
      weekday: 0,
      items: [
        {
          scheduleTimeId: DEPARTURE_ID,
          tripId: TRIP_ID,
          fromLocationName: 'Harbour View Hotel',
          toLocationName: 'City Airport',
          departureMinute: 9 * 60 + 30,
          seats: 14,
          seatsLeft: 6,
        },
      ],
    }),
    'Reservation/GetDiscountTaxesByTripId': () => ({ tripId: TRIP_ID, codes: [], rates: RATES }),
    'Transportation/PercentagesForCredit': () => ({
      cardSurchargeBasisPoints: 300,
      gratuityPercentages: [0, 10, 15],
    }),
    'Transportation/Notes': () => ({
      items: [
        { id: '00000000-0000-4000-8000-00000000f001', kind: 'party', text: 'Wheelchair', sortOrder: 0 },
      ],
      total: 1,
      page: 1,
      pageSize: 200,
    }),
    'Reservation/ApplyDiscountCode': () => ({
      prices: { source: 'trip', adultCents: 4_550, childCents: 2_000, luggageCents: 375 },
      tripId: TRIP_ID,
      rates: RATES,
      coupon: { code: 'SPRING15', kind: 'percent', value: 1_500 },
      cost: {
        tripCents: 0,
        luggageCents: 0,
        subtotalCents: 0,
        discountCents: 0,
        discountedSubtotalCents: 0,
        serviceFeeCents: 0,
        taxCents: 0,
        gratuityCents: 0,
        cardSurchargeCents: 0,
        totalCents: 0,
      },
    }),
    'Reservation/GetPartyInfoByPhoneNumber': () => ({
      guest: {
        guestName: 'Omar Saleh',
        phone: '+971501234567',
        email: 'omar@guest.example',
        roomNumber: '812',
        language: 'ar',
      },
      recent: [],
    }),
    'Reservation/AddOrEditReservation': () =>
      makePartyDetails({ number: 2001, costs: { ...makePartyDetails().costs, balanceCents: 12_345 } }),
  };
}

/** Money as the dialog shows it, spaces as testing-library normalises them. */
export const aed = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'AED' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

export function renderDialog(props: { partyId?: string; onSaved?: () => void } = {}) {
  return renderWithProviders(<ReservationDialog opened onClose={() => undefined} {...props} />, {
    session: makeSession(),
  });
}

export async function chooseRide(user: ReturnType<typeof renderDialog>['user']) {
  await pick(user, 'From', 'Harbour View Hotel');
  await pick(user, 'To', 'City Airport');
  await screen.findByRole('textbox', { name: 'Trip' });
}

export async function setNumber(user: ReturnType<typeof renderDialog>['user'], label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

export const COUNT_LABELS = { adults: 'Adults', children: 'Children', luggage: 'Luggage items' } as const;
export type Counts = Record<keyof typeof COUNT_LABELS, number>;

/** Types the counts given into their fields (the others stay at zero); answers all three, as calculateCost takes them. */
export async function typeCounts(
  user: ReturnType<typeof renderDialog>['user'],
  typed: Partial<Counts>,
): Promise<Counts> {
  for (const [field, value] of Object.entries(typed) as [keyof Counts, number][]) {
    await setNumber(user, COUNT_LABELS[field], String(value));
  }
  return { adults: 0, children: 0, luggage: 0, ...typed };
}
