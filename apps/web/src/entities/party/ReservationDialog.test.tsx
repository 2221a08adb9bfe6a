import type { Trip } from '@curbside/contract';
import { calculateCost } from '@curbside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../testing/factories.ts';
import { type MockHandlers, mockApi, problemReply } from '../../testing/mockApi.ts';
import { FROM_ID, makeCardPayment, makeLocation, makePartyDetails, TO_ID } from '../../testing/parties.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { pick } from '../../testing/select.ts';
import { ReservationDialog } from './ReservationDialog.tsx';

const TRIP_ID = '00000000-0000-4000-8000-00000000c001';
const DEPARTURE_ID = '00000000-0000-4000-8000-00000000d001';
const PAYMENT_ID = '00000000-0000-4000-8000-00000000e001';

const place = (id: string, name: string) => makeLocation(id, name);

const trip = (overrides: Partial<Trip> = {}): Trip => ({
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

const RATES = { serviceFeeBasisPoints: 1_000, taxBasisPoints: 500, cardSurchargeBasisPoints: 300 };

function handlers(options: { roomMandatory?: boolean } = {}): MockHandlers {
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
      },
      recent: [],
    }),
    'Reservation/AddOrEditReservation': () =>
      makePartyDetails({ number: 2001, costs: { ...makePartyDetails().costs, balanceCents: 12_345 } }),
  };
}

/** Money as the dialog shows it, spaces as testing-library normalises them. */
const aed = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'AED' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

function renderDialog(props: { partyId?: string; onSaved?: () => void } = {}) {
  return renderWithProviders(<ReservationDialog opened onClose={() => undefined} {...props} />, {
    session: makeSession(),
  });
}

async function chooseRide(user: ReturnType<typeof renderDialog>['user']) {
  await pick(user, 'From', 'Harbour View Hotel');
  await pick(user, 'To', 'City Airport');
  await screen.findByRole('textbox', { name: 'Trip' });
}

async function setNumber(user: ReturnType<typeof renderDialog>['user'], label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

const COUNT_LABELS = { adults: 'Adults', children: 'Children', luggage: 'Luggage items' } as const;
type Counts = Record<keyof typeof COUNT_LABELS, number>;

/** Types the counts given into their fields (the others stay at zero); answers all three, as calculateCost takes them. */
async function typeCounts(
  user: ReturnType<typeof renderDialog>['user'],
  typed: Partial<Counts>,
): Promise<Counts> {
  for (const [field, value] of Object.entries(typed) as [keyof Counts, number][]) {
    await setNumber(user, COUNT_LABELS[field], String(value));
  }
  return { adults: 0, children: 0, luggage: 0, ...typed };
}

// The dialog has many fields to fill in; a busy machine needs more than the default time.
const BEACH_ID = '00000000-0000-4000-8000-00000000b0b0';

describe('where from and where to', () => {
  it('starts from the usual origin and offers only the places a ride reaches from it', async () => {
    const asked: (string | undefined)[] = [];
    mockApi({
      ...handlers(),
      'Transportation/Locations': (request) => {
        const query = request.query;
        asked.push(query.from);
        // The from-list names the hotel; the beach is a place no ride from the hotel reaches.
        if (query.list === 'from') return { items: [place(FROM_ID, 'Harbour View Hotel')] };
        if (query.from === FROM_ID) return { items: [place(TO_ID, 'City Airport')] };
        return {
          items: [
            place(TO_ID, 'City Airport'),
            place(BEACH_ID, 'Beach Club'),
            place(FROM_ID, 'Harbour View Hotel'),
          ],
        };
      },
    });
    const { user } = renderDialog();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('Harbour View Hotel'),
    );
    await waitFor(() => expect(asked).toContain(FROM_ID));
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.click(to);
    const listbox = await waitFor(() => {
      const found = document.getElementById(to.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no options for To');
      return found;
    });
    await within(listbox).findByRole('option', { name: 'City Airport', hidden: true });
    const options = within(listbox)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(['City Airport']);
  });
});

describe('reservation dialog', { timeout: 45_000 }, () => {
  it('previews the cost with calculateCost for the chosen trip, coupon, gratuity and a card payment', async () => {
    mockApi(handlers());
    const { user } = renderDialog();
    // One adult and no bags to start with.
    expect(await screen.findByRole('textbox', { name: 'Adults' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Luggage items' })).toHaveValue('0');
    await chooseRide(user);
    const counts = await typeCounts(user, { adults: 3, children: 1, luggage: 2 });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SPRING15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SPRING15 applied')).toBeInTheDocument();
    await pick(user, 'Gratuity', '15 %');
    await pick(user, 'Preview for payment by', 'Card');

    const expected = calculateCost({
      prices: { adultCents: 4_550, childCents: 2_000, luggageCents: 375 },
      ...counts,
      discount: { kind: 'percent', basisPoints: 1_500 },
      ...RATES,
      gratuityBasisPoints: 1_500,
      paymentMethod: 'card',
    });
    const table = await screen.findByRole('table', { name: 'Estimated cost' });
    await waitFor(() => {
      const total = table.querySelector('[data-line="totalCents"]');
      expect(total).toHaveTextContent(aed(expected.totalCents));
    });
    expect(table.querySelector('[data-line="discountCents"]')).toHaveTextContent(
      `−${aed(expected.discountCents)}`,
    );
    expect(table.querySelector('[data-line="cardSurchargeCents"]')).toHaveTextContent(
      aed(expected.cardSurchargeCents),
    );
    expect(expected.cardSurchargeCents).toBeGreaterThan(0);
  });

  it('prices a ride no trip joins by its zone charge, with the company rates', async () => {
    const base = handlers();
    const server = mockApi({
      ...base,
      'Reservation/GetTripsBetweenLocations': () => ({
        items: [],
        zoneCharge: { source: 'zone_charge', adultCents: 3_000, childCents: 1_500, luggageCents: 250 },
      }),
    });
    const { user } = renderDialog();
    await pick(user, 'From', 'Harbour View Hotel');
    await pick(user, 'To', 'City Airport');
    expect(
      await screen.findByText('No trip joins these locations: the zone charge prices the ride.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Trip' })).not.toBeInTheDocument();
    const counts = await typeCounts(user, { adults: 2, luggage: 1 });
    const expected = calculateCost({
      prices: { adultCents: 3_000, childCents: 1_500, luggageCents: 250 },
      ...counts,
      ...RATES,
      paymentMethod: 'cash',
    });
    const table = await screen.findByRole('table', { name: 'Estimated cost' });
    await waitFor(() =>
      expect(table.querySelector('[data-line="totalCents"]')).toHaveTextContent(aed(expected.totalCents)),
    );
    expect(expected.taxCents).toBeGreaterThan(0);
    expect(server.callsTo('Reservation/GetDiscountTaxesByTripId')).toHaveLength(0);
  });

  it('requires a room number for a trip that needs one, before sending', async () => {
    const server = mockApi(handlers({ roomMandatory: true }));
    const { user } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Guest name/ }), 'Layla Haddad');
    await setNumber(user, 'Adults', '2');
    await chooseRide(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This trip needs a room number')).toBeInTheDocument();
    expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(0);
  });

  it("asks for what the company's booking rules require, and starts with their default gratuity", async () => {
    const server = mockApi({
      ...handlers(),
      'ConfigReservation/GetDefaultSettingsWithAccess': () => ({
        leadMinutes: 0,
        maxDaysAhead: null,
        maxPartySize: 100,
        maxLuggagePerGuest: null,
        requireRoom: false,
        requirePhone: false,
        requireEmail: false,
        requireFlight: true,
        defaultGratuityPercent: 12,
        mayChangeRules: false,
      }),
    });
    const { user } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Guest name/ }), 'Layla Haddad');
    await setNumber(user, 'Adults', '2');
    await chooseRide(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const flight = screen.getByRole('textbox', { name: /Flight number/ });
    await waitFor(() => expect(flight).toHaveAttribute('aria-invalid', 'true'));
    expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(0);
    await user.type(flight, 'EK 202');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(1));
    expect(server.callsTo('Reservation/AddOrEditReservation')[0]?.body).toMatchObject({
      flightNumber: 'EK 202',
      gratuityPercent: 12,
    });
  });

  it('warns of a party larger than the trip seats, and still books it', async () => {
    const server = mockApi(handlers());
    const { user } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Guest name/ }), 'Layla Haddad');
    await setNumber(user, 'Adults', '100');
    await chooseRide(user);
    expect(
      await screen.findByText(
        'A party of 100 is more than the 14 seats of this trip. You can still book it; it will take more than one run.',
      ),
    ).toBeInTheDocument();
    await setNumber(user, 'Adults', '14');
    await waitFor(() => expect(screen.queryByText(/more than the 14 seats/)).not.toBeInTheDocument());
    await setNumber(user, 'Adults', '100');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(1));
    expect(server.callsTo('Reservation/AddOrEditReservation')[0]?.body).toMatchObject({ adults: 100 });
  });

  it('recognises a returning guest by phone and fills their details', async () => {
    const server = mockApi(handlers());
    const { user } = renderDialog();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '+971 50');
    // Too few digits: no lookup yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.callsTo('Reservation/GetPartyInfoByPhoneNumber')).toHaveLength(0);
    await user.type(phone, '1234567');
    expect(await screen.findByText('Returning guest: Omar Saleh')).toBeInTheDocument();
    expect(server.callsTo('Reservation/GetPartyInfoByPhoneNumber').at(-1)?.body).toEqual({
      phone: '+971 501234567',
    });
    await user.click(screen.getByRole('button', { name: 'Use these details' }));
    expect(screen.getByRole('textbox', { name: /Guest name/ })).toHaveValue('Omar Saleh');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('omar@guest.example');
    expect(screen.getByRole('textbox', { name: /Room number/ })).toHaveValue('812');
  });

  it('sends the booking, then records a card payment by its last four digits with one idempotency key', async () => {
    let payments = 0;
    const onSaved = vi.fn();
    const server = mockApi({
      ...handlers(),
      'Reservation/PartyPayment': (request) => {
        payments += 1;
        if (payments === 1) return problemReply(503, 'UNAVAILABLE', { detail: 'The card service is busy' });
        return {
          payment: makeCardPayment(request.body, { id: PAYMENT_ID, createdAt: '2026-03-01T06:00:00.000Z' }),
          costs: makePartyDetails().costs,
          version: 2,
        };
      },
    });
    const { user } = renderDialog({ onSaved });
    await user.click(await screen.findByRole('radio', { name: 'Ride now' }));
    await user.type(screen.getByRole('textbox', { name: /Guest name/ }), 'Layla Haddad');
    await typeCounts(user, { adults: 2, luggage: 1 });
    await chooseRide(user);
    await pick(user, 'Departure', '09:30 · 6 seats left');
    await pick(user, 'Internal notes (staff only): Add a predefined note', 'Wheelchair');
    await user.click(screen.getByRole('checkbox', { name: 'Send the guest a message' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Party #2001 saved')).toBeInTheDocument();
    const body = server.callsTo('Reservation/AddOrEditReservation')[0]?.body;
    expect(body).toMatchObject({
      status: 1,
      guestName: 'Layla Haddad',
      adults: 2,
      children: 0,
      luggage: 1,
      fromLocationId: FROM_ID,
      toLocationId: TO_ID,
      tripId: TRIP_ID,
      departureId: DEPARTURE_ID,
      reservationTime: '09:30',
      internalNotes: 'Wheelchair',
      isNotifyGuest: false,
      gratuityPercent: 0,
    });
    expect(body).not.toHaveProperty('partyId');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ number: 2001 }));

    // The payment step: a card is recorded by its last four digits only.
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByLabelText(/card number|expiry|cvv|cvc/i)).not.toBeInTheDocument();
    const last4 = screen.getByRole('textbox', { name: /Last four digits/ });
    await user.type(last4, '42a4219');
    expect(last4).toHaveValue('4242');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Something went wrong. Try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(`Payment of ${aed(12_345)} recorded`)).toBeInTheDocument();

    const sent = server
      .callsTo('Reservation/PartyPayment')
      .map((call) => call.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      partyId: expect.any(String),
      method: 'card',
      amountCents: 12_345,
      cardLast4: '4242',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The retry carries the same key: the server never charges twice.
    expect(sent[0]?.idempotencyKey).toBe(sent[1]?.idempotencyKey);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('edits a party with its id and version, and shows the field errors the server names', async () => {
    const party = makePartyDetails({
      guestName: 'Layla Haddad',
      version: 4,
      tripId: TRIP_ID,
      adults: 2,
    });
    const server = mockApi({
      ...handlers(),
      'Reservation/GetPartyInfoById': () => party,
      'Reservation/AddOrEditReservation': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          detail: 'Some fields are not valid.',
          errors: [{ path: 'body.guestName', message: 'Too long for the guest list' }],
        }),
    });
    const { user } = renderDialog({ partyId: party.id });
    expect(await screen.findByText(`Edit party #${party.number}`)).toBeInTheDocument();
    expect(screen.queryByText('Start as')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Guest name/ })).toHaveValue('Layla Haddad');
    await screen.findByRole('textbox', { name: 'Trip' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Too long for the guest list')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some values are not valid. Check the form.');
    expect(server.callsTo('Reservation/AddOrEditReservation')[0]?.body).toMatchObject({
      partyId: party.id,
      version: 4,
      guestName: 'Layla Haddad',
    });
    expect(server.callsTo('Reservation/AddOrEditReservation')[0]?.body).not.toHaveProperty('status');
  });
});
