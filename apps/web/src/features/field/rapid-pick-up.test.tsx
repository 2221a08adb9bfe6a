import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedActions, replayQueue } from '../../lib/offline-queue.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';
import { renderApp } from '../../testing/render.tsx';

const KEY = 'k3yOfTheGuestLink_abcdefghij0123456789';
const partyId = '00000000-0000-4000-8000-000000000611';
/** Finds room 1204's party on the curbside screen and presses "Pick up" while offline: the press waits, queued. */
async function pickUpOffline() {
  const { user } = renderApp('/RapidPickUp/a/b/c/d', { session: makeSession() });
  await user.click(await screen.findByRole('radio', { name: 'Room' }));
  await user.type(screen.getByLabelText('Room number'), '1204');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.click(await screen.findByRole('button', { name: 'Pick up Sami Curbside' }));
  expect(await screen.findByText('Waiting for the network: 1')).toBeInTheDocument();
}

const waiting = (status = 2) =>
  makePartySummary({
    id: partyId,
    number: 2051,
    status,
    guestName: 'Sami Curbside',
    roomNumber: '1204',
    version: 4,
    actions: status === 2 ? ['PickUp', 'Cancel'] : [],
  });

afterEach(async () => {
  // Each test starts with an empty queue: what one left waiting is sent to nowhere.
  await replayQueue(async () => 'done');
});

describe('curbside pick-up', () => {
  it("finds the guest by the link pasted as a code and picks them up with the card's version", async () => {
    const server = mockSignedInApi({
      'RapidPickUp/FindParties': () => ({ items: [waiting()] }),
      'Transportation/PickUp': () => waiting(3),
    });
    // The path's ids are someone else's: they are never read.
    const { user } = renderApp('/RapidPickUp/other-company/other-user/ADMIN/Mallory', {
      session: makeSession(),
    });
    await user.click(await screen.findByRole('radio', { name: 'Code' }));
    await user.type(
      screen.getByLabelText("Code from the guest's link"),
      `https://curbside.example/GuestView/${KEY}`,
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));

    const card = await screen.findByRole('article', { name: 'Sami Curbside' });
    expect(server.callsTo('RapidPickUp/FindParties')[0]?.url.searchParams.get('code')).toBe(KEY);
    expect(within(card).getByText('#2051 · Room 1204')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pick up Sami Curbside' }));
    expect(await screen.findByText('Sami Curbside is picked up.')).toBeInTheDocument();
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId, version: 4 });
  });

  it('refuses a code that is no guest link before asking the server, and says when nobody waits', async () => {
    const server = mockSignedInApi({ 'RapidPickUp/FindParties': () => ({ items: [] }) });
    const { user } = renderApp('/mobileApp/rapidPickUp/android/c/u/DRIVER/Dana', { session: makeSession() });
    await user.click(await screen.findByRole('radio', { name: 'Code' }));
    await user.type(screen.getByLabelText("Code from the guest's link"), 'https://evil.example/x');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('This QR code is not a guest link.')).toBeInTheDocument();
    expect(server.callsTo('RapidPickUp/FindParties')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Room' }));
    await user.type(screen.getByLabelText('Room number'), '999');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No guest waiting matches')).toBeInTheDocument();
    expect(server.callsTo('RapidPickUp/FindParties')[0]?.url.searchParams.get('room')).toBe('999');
  });

  it('keeps a pick-up taken offline in the queue, says so, and sends it once when the network returns', async () => {
    let online = false;
    const server = mockSignedInApi({
      'RapidPickUp/FindParties': () => ({ items: [waiting()] }),
      'Transportation/PickUp': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return waiting(3);
      },
    });
    const { user } = renderApp('/RapidPickUp/a/b/c/d', { session: makeSession() });
    await user.click(await screen.findByRole('radio', { name: 'Name' }));
    await user.type(screen.getByLabelText("Guest's name"), 'Sami');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Pick up Sami Curbside' }));

    expect(
      await screen.findByText(
        'No network: the pick-up of Sami Curbside waits and is sent when the network returns.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the network: 1')).toBeInTheDocument();
    expect(screen.getByText('Pick up #2051 Sami Curbside')).toBeInTheDocument();
    const [queued] = await queuedActions();
    expect(queued?.body).toEqual({ partyId, version: 4 });

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent after waiting: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Waiting for the network/)).not.toBeInTheDocument());
    // One failed try, then exactly one replay, though the network was announced twice.
    expect(server.callsTo('Transportation/PickUp')).toHaveLength(2);
    expect(await queuedActions()).toEqual([]);
  });

  it('queues a pick-up at once when the phone knows it is offline, without trying the call', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = mockSignedInApi({
      'RapidPickUp/FindParties': () => ({ items: [waiting()] }),
      'Transportation/PickUp': () => waiting(3),
    });
    await pickUpOffline();
    expect(server.callsTo('Transportation/PickUp')).toHaveLength(0);
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent after waiting: 1')).toBeInTheDocument();
    expect(server.callsTo('Transportation/PickUp')).toHaveLength(1);
  });

  it('says what the server refused on a replay and drops it: a party changed meanwhile is not picked up twice', async () => {
    let online = false;
    mockSignedInApi({
      'RapidPickUp/FindParties': () => ({ items: [waiting()] }),
      'Transportation/PickUp': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return problemReply(409, 'PARTY_CHANGED');
      },
    });
    await pickUpOffline();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/^Pick up #2051 Sami Curbside: not done\./)).toBeInTheDocument();
    expect(await queuedActions()).toEqual([]);
  });
});
