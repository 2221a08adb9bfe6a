import type { WillCallItem } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const NOW = Date.parse('2027-03-10T10:00:00Z'); // 14:00 in Dubai
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const desk = () => makeSession({ rules: ['parking.confirm'] });

const request = (
  n: number,
  plate: string,
  promisedIn: number,
  extra: Partial<WillCallItem> = {},
): WillCallItem => ({
  id: id(n),
  permitId: id(100 + n),
  permitNumber: 1000 + n,
  guestName: `Guest ${n}`,
  roomNumber: '412',
  plate,
  plateRegion: 'CA',
  make: 'Toyota',
  model: 'Camry',
  colour: 'Silver',
  lotId: id(50),
  lotName: 'Valet lot',
  source: 'guest',
  status: 'queued',
  requestedAt: at(-15),
  expectedAt: at(promisedIn),
  promisedAt: at(promisedIn),
  readyAt: null,
  closedAt: null,
  balanceCents: 0,
  ...extra,
});

describe('the will-call queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each car with its expected-ready time and ages it against the promise', async () => {
    mockSignedInApi({
      'Parking/GetWillCallParking': () => ({
        items: [
          request(1, 'LATE 1', -2),
          request(2, 'SOON 2', 4, { expectedAt: at(9) }),
          request(3, 'FINE 3', 20, { source: 'staff' }),
        ],
      }),
    });
    renderApp('/ParkingPermit/ParkingWillCall', { session: desk() });
    const list = await screen.findByRole('list', { name: 'Will-call queue' });
    const card = (plate: string) => within(list).getByRole('listitem', { name: plate });
    expect(within(card('LATE 1')).getByText('Late')).toBeInTheDocument();
    expect(within(card('SOON 2')).getByText('Due soon')).toBeInTheDocument();
    expect(within(card('SOON 2')).getByText('Expected ready 2:09 pm')).toBeInTheDocument();
    expect(within(card('SOON 2')).getByText(/Promised 2:04 pm/)).toBeInTheDocument();
    expect(within(card('FINE 3')).getByText('On time')).toBeInTheDocument();
    expect(within(card('FINE 3')).getByText(/Desk/)).toBeInTheDocument();
  });

  it('confirms a car delivered and deletes a request, and the queue refreshes', async () => {
    let items = [request(1, 'CAR 1', 5), request(2, 'CAR 2', 15)];
    const server = mockSignedInApi({
      'Parking/GetWillCallParking': () => ({ items }),
      'Parking/ConfirmOrDeleteWillCallParking': (call) => {
        const body = call.body as { id: string };
        const done = items.find((i) => i.id === body.id) ?? request(9, 'X', 0);
        items = items.filter((i) => i.id !== body.id);
        return {
          ...done,
          status: call.query?.commandType === 'CONFIRM' ? 'delivered' : 'deleted',
          closedAt: at(0),
        };
      },
    });
    const { user } = renderApp('/ParkingPermit/ParkingWillCall', { session: desk() });
    const list = await screen.findByRole('list', { name: 'Will-call queue' });
    await user.click(
      within(within(list).getByRole('listitem', { name: 'CAR 1' })).getByRole('button', {
        name: 'Delivered',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CAR 1' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete request' }));
    expect(await screen.findByText('No cars asked for')).toBeInTheDocument();
    const calls = server.callsTo('Parking/ConfirmOrDeleteWillCallParking');
    expect(calls.map((c) => [c.url.searchParams.get('commandType'), (c.body as { id: string }).id])).toEqual([
      ['CONFIRM', id(1)],
      ['DELETE', id(2)],
    ]);
  });

  it('marks a car ready, and asks before a car with a balance leaves', async () => {
    let items = [request(1, 'OWE 1', 5, { balanceCents: 2000 })];
    const server = mockSignedInApi({
      'Parking/GetWillCallParking': () => ({ items }),
      'Parking/ConfirmOrDeleteWillCallParking': (call) => {
        const command = call.url.searchParams.get('commandType');
        const [item] = items;
        if (!item) throw new Error('no item');
        if (command === 'READY') items = [{ ...item, readyAt: at(0) }];
        else items = [];
        return { ...item, ...(command === 'READY' ? { readyAt: at(0) } : { status: 'delivered' }) };
      },
    });
    const { user } = renderApp('/ParkingPermit/ParkingWillCall', { session: desk() });
    const list = await screen.findByRole('list', { name: 'Will-call queue' });
    const card = () => within(list).getByRole('listitem', { name: 'OWE 1' });
    expect(within(card()).getByText(/^Balance due .*20\.00/)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Car ready' }));
    expect(await within(card()).findByText('At the curb')).toBeInTheDocument();
    expect(within(card()).getByText('Ready since 2:00 pm')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Car ready' })).toBeNull();
    await user.click(within(card()).getByRole('button', { name: 'Delivered' }));
    // Nothing is sent until the desk chooses: the balance is said first.
    expect(server.callsTo('Parking/ConfirmOrDeleteWillCallParking')).toHaveLength(1);
    await user.click(within(card()).getByRole('button', { name: 'Release anyway' }));
    expect(await screen.findByText('No cars asked for')).toBeInTheDocument();
    const calls = server.callsTo('Parking/ConfirmOrDeleteWillCallParking');
    expect(calls.map((c) => [c.url.searchParams.get('commandType'), c.body])).toEqual([
      ['READY', { id: id(1) }],
      ['CONFIRM', { id: id(1), releaseWithBalance: true }],
    ]);
  });

  it('says why a step was refused', async () => {
    mockSignedInApi({
      'Parking/GetWillCallParking': () => ({ items: [request(1, 'CAR 1', 5)] }),
      'Parking/ConfirmOrDeleteWillCallParking': () => problemReply(409, 'WILL_CALL_CLOSED'),
    });
    const { user } = renderApp('/ParkingPermit/ParkingWillCall', { session: desk() });
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('This request was handled already.')).toBeInTheDocument();
  });

  loadCases('/ParkingPermit/ParkingWillCall', {
    call: 'Parking/GetWillCallParking',
    error: 'The queue could not be loaded',
    session: desk,
  });
});
