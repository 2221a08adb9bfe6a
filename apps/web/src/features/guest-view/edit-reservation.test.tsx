import type { AskedField } from '@curbside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGuestParty } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const KEY = 'k'.repeat(43);
/** The specification's path: the ids after the key are placeholders the page never reads. */
const PATH = `/EditReservation/${KEY}/EDIT/other-company/someone/other-user/1042/x`;
const party = makeGuestParty({
  status: 7,
  // 10:30 in New York.
  scheduledAt: '2030-05-10T14:30:00.000Z',
  quotedWaitMinutes: null,
  driverName: null,
  vehicle: null,
  totalCents: 8_300,
  balanceCents: 8_300,
  version: 4,
  pickupEta: null,
  canChange: true,
});

/** One of the company's own questions as the guest's page asks it, of a kind that offers no choices. */
const askedField = (
  idEnd: string,
  label: AskedField['label'],
  kind: AskedField['kind'],
  required: boolean,
): AskedField => ({ id: `00000000-0000-4000-8000-000000000${idEnd}`, label, kind, required, choices: [] });

describe('the guest’s booking change', () => {
  it('edits the pick-up in the company’s zone and the size, by the key alone', async () => {
    const server = mockApi({
      'Reservation/GetGuestPartyInformation': () => party,
      'Reservation/EditGuestReservation': () => ({ ...party, adults: 3, version: 5 }),
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Change ride #1042' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pick-up date/)).toHaveValue('2030-05-10');
    // The guest's page has no company clock: the interface's English (en-GB) reads 24 hours.
    expect(screen.getByRole('spinbutton', { name: 'Pick-up time: hours' })).toHaveValue('10');
    expect(screen.getByRole('spinbutton', { name: 'Pick-up time: minutes' })).toHaveValue('30');
    expect(screen.queryByRole('combobox', { name: 'Pick-up time: am or pm' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Adults'));
    await user.type(screen.getByLabelText('Adults'), '3');
    await user.type(screen.getByLabelText('Note for the desk and driver'), 'Stroller');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your booking is updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('Reservation/EditGuestReservation')[0]?.body).toEqual({
        key: KEY,
        version: 4,
        adults: 3,
        children: 0,
        luggage: 1,
        externalNotes: 'Stroller',
        customValues: {},
        reservationDate: '2030-05-10',
        reservationTime: '10:30',
      }),
    );
  });

  it("asks the company's own questions, checks the required one, and leaves out what the company switched off", async () => {
    const gate = askedField('301', { en: 'Arrival gate', ar: 'بوابة الوصول' }, 'text', true);
    const seat = askedField('302', { en: 'Child seat', ar: 'مقعد طفل' }, 'yesNo', false);
    const server = mockApi({
      'Reservation/GetGuestPartyInformation': () => ({
        ...party,
        askedFields: [gate, seat],
        customValues: { [seat.id]: true },
        showsLuggage: false,
        showsNotes: false,
      }),
      'Reservation/EditGuestReservation': () =>
        problemReply(400, 'VALIDATION_FAILED', {
          errors: [{ path: `body.customValues.${gate.id}`, code: 'aText', message: 'A text' }],
        }),
    });
    const { user } = renderApp(PATH);
    const answer = await screen.findByRole('textbox', { name: /Arrival gate/ });
    expect(screen.queryByLabelText('Luggage')).toBeNull();
    expect(screen.queryByLabelText('Note for the desk and driver')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please answer this')).toBeInTheDocument();
    expect(server.callsTo('Reservation/EditGuestReservation')).toHaveLength(0);
    await user.type(answer, 'B12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(server.callsTo('Reservation/EditGuestReservation')[0]?.body).toMatchObject({
        luggage: 1,
        customValues: { [gate.id]: 'B12', [seat.id]: true },
      }),
    );
    expect(await screen.findByText('A text')).toBeInTheDocument();
  });

  it('asks before cancelling, opens on the question for CANCEL, and shows the server’s refusal', async () => {
    mockApi({
      'Reservation/GetGuestPartyInformation': () => party,
      'Reservation/CancelGuestReservation': () => problemReply(409, 'GUEST_CHANGE_NEEDS_DESK'),
    });
    const { user } = renderApp(PATH.replace('/EDIT/', '/CANCEL/'));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('front desk');
  });

  it('says a dispatched ride is the desk’s, and an unknown key gets the guest link’s one answer', async () => {
    mockApi({ 'Reservation/GetGuestPartyInformation': () => ({ ...party, status: 2, canChange: false }) });
    renderApp(PATH);
    expect(await screen.findByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();

    mockApi({ 'Reservation/GetGuestPartyInformation': () => problemReply(404, 'NOT_FOUND') });
    renderApp(`/EditReservation/${'u'.repeat(43)}/EDIT/-/-/-/-/-`);
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
  });
});
