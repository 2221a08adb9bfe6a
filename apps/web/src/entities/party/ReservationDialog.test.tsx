import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { FROM_ID, makeCardPayment, makePartyDetails, TO_ID } from '../../testing/parties.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import {
  aed,
  chooseRide,
  DEPARTURE_ID,
  handlers,
  PAYMENT_ID,
  place,
  renderDialog,
  setNumber,
  TRIP_ID,
  typeCounts,
} from '../../testing/reservation-dialog.tsx';
import { pick } from '../../testing/select.ts';
import { ReservationDialog } from './ReservationDialog.tsx';

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

describe('a company with nothing to book yet', () => {
  const noPlaces = () => mockApi({ ...handlers(), 'Transportation/Locations': () => ({ items: [] }) });

  it('says what a booking needs first, linking to where the administrator adds it', async () => {
    noPlaces();
    renderDialog();
    expect(await screen.findByText('Add your places first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add places' })).toHaveAttribute('href', '/Locations/Location');
    expect(screen.getByRole('link', { name: 'Add a trip' })).toHaveAttribute('href', '/Locations/NewTrips');
  });

  it('tells someone who cannot open those screens whom to ask', async () => {
    noPlaces();
    const menu = companyMenu.filter((item) => !item.code.startsWith('Locations/'));
    renderWithProviders(<ReservationDialog opened onClose={() => undefined} />, {
      session: makeSession({ roleCode: 'DISPATCHER', menu }),
    });
    expect(await screen.findByText('Ask your administrator to add them.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add places' })).toBeNull();
  });

  it('links to the trip builder when no trip joins the two places chosen', async () => {
    mockApi({
      ...handlers(),
      'Reservation/GetTripsBetweenLocations': () => ({ items: [], zoneCharge: null }),
    });
    const { user } = renderDialog();
    await pick(user, 'From', 'Harbour View Hotel');
    await pick(user, 'To', 'City Airport');
    expect(await screen.findByText('No trip or zone charge joins these locations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a trip' })).toHaveAttribute('href', '/Locations/NewTrips');
    expect(screen.queryByRole('link', { name: 'Add places' })).toBeNull();
  });
});

describe('reservation dialog', () => {
  it('requires a room number for a trip that needs one, before sending, and goes to the field', async () => {
    const server = mockApi(handlers({ roomMandatory: true }));
    const { user } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: /Guest name/ }), 'Layla Haddad');
    await setNumber(user, 'Adults', '2');
    await chooseRide(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This trip needs a room number')).toBeInTheDocument();
    expect(server.callsTo('Reservation/AddOrEditReservation')).toHaveLength(0);
    // The room is far above the Book button in the dialog that scrolls: the press takes the person to it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Room number/ })).toHaveFocus());
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
    // They were written to in Arabic last time: this booking's texts are too, unless the desk chooses otherwise.
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
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
    // The guest's language starts as the desk's own (English here) and is theirs to change.
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Party #2001 saved')).toBeInTheDocument();
    // Book left the page with the form: the focus is on the payment step, not lost to the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Record a payment' })).toHaveFocus());
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
      guestLanguage: 'ar',
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());

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
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Guest name/ })).toHaveFocus());
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
