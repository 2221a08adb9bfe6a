import type { PartyDetails, PartySummary } from '@curbside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRealtimeEvent } from '../../lib/realtime.ts';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { type MockHandlers, mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BOARD = 'Transportation/GetRecordManagementByOption';

function party(overrides: Partial<PartySummary> = {}): PartySummary {
  return {
    id: id(101),
    number: 101,
    bookingKey: id(901),
    status: 1,
    source: 'staff',
    guestName: 'Ada Lovelace',
    phone: '+971500000001',
    roomNumber: '402',
    adults: 2,
    children: 1,
    luggage: 3,
    fromLocationId: id(501),
    fromLocationName: 'Hotel lobby',
    toLocationId: id(502),
    toLocationName: 'Airport T3',
    scheduledAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    quotedWaitMinutes: 15,
    driverId: null,
    driverName: null,
    otherDriverId: null,
    otherDriverName: null,
    internalNotes: '',
    externalNotes: '',
    totalCents: 5000,
    paidCents: 2000,
    guestLatitude: null,
    guestLongitude: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 3,
    actions: ['AssignDriver', 'ConvertToReservation', 'Cancel'],
    ...overrides,
  };
}

function details(summary: PartySummary, overrides: Partial<PartyDetails> = {}): PartyDetails {
  return {
    ...summary,
    email: 'ada@example.com',
    tripId: null,
    departureId: null,
    notifyGuest: true,
    costs: {
      tripCents: 4000,
      luggageCents: 1000,
      discountCents: 0,
      serviceCents: 0,
      taxCents: 0,
      gratuityCents: 0,
      additionalGratuityCents: 0,
      totalCents: 5000,
      paidCents: 2000,
      refundedCents: 0,
      balanceCents: 3000,
      couponCode: null,
      gratuityPercent: 0,
      currency: 'AED',
    },
    guestLink: 'https://example.com/g/abc',
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

const pending = party();
const overdue = party({
  id: id(102),
  number: 102,
  guestName: 'Grace Hopper',
  scheduledAt: new Date(Date.now() - 40 * 60_000).toISOString(),
  quotedWaitMinutes: 20,
});
const dispatched = party({
  id: id(103),
  number: 103,
  status: 2,
  guestName: 'Alan Turing',
  driverId: id(301),
  driverName: 'Sam Patel',
  version: 7,
  actions: ['PickUp', 'UnDoGmap', 'Cancel'],
});
const mapRequest = party({ id: id(104), number: 104, status: 9, guestName: 'Edsger Dijkstra', actions: [] });
const parties = [pending, overdue, dispatched, mapRequest];

function boardAnswer(items: PartySummary[] = parties) {
  const counts = [1, 2, 3, 4, 7, 8, 9].map((status) => ({
    status,
    count: items.filter((p) => p.status === status).length,
  }));
  return { items, total: items.length, page: 1, pageSize: 2000, counts, date: '2026-03-01' };
}

function setup(handlers: MockHandlers = {}, items: PartySummary[] = parties) {
  return mockApi({
    'Login/InsertOrUpdateUserLoginHistory': recordLogin,
    'Transportation/GetRecordManagementByOption': () => boardAnswer(items),
    'Transportation/GetDriverList': () => ({
      items: [
        {
          id: id(302),
          name: 'Omar Off-shift',
          phone: null,
          status: 'active',
          onShift: false,
          vehicle: null,
          activeParties: 0,
          assignable: false,
        },
        {
          id: id(301),
          name: 'Sam Patel',
          phone: '+971500000009',
          status: 'active',
          onShift: true,
          vehicle: 'Van HV-101',
          activeParties: 2,
          assignable: true,
        },
      ],
    }),
    'Transportation/GetOtherDriverList': () => ({
      items: [
        { id: id(401), name: 'City Taxi', phone: '+97140000000', description: 'Partner', active: true },
      ],
    }),
    'Transportation/Locations': () => ({ items: [] }),
    ...handlers,
  });
}

const lane = (name: string) => screen.getByRole('region', { name });
const card = (name: RegExp) => screen.getByRole('article', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dispatch board', () => {
  it('shows the lanes with their counts and the cards in them', async () => {
    const server = setup();
    renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 101/ });
    for (const name of [
      'Pending',
      'Map request',
      'Will-call',
      'Reservation',
      'Dispatched',
      'Picked up',
      'In transit',
    ]) {
      expect(lane(name)).toBeInTheDocument();
    }
    expect(within(lane('Pending')).getByLabelText('Pending: 2')).toHaveTextContent('2');
    expect(within(lane('Dispatched')).getByLabelText('Dispatched: 1')).toBeInTheDocument();
    expect(
      within(lane('Pending'))
        .getAllByRole('article')
        .map((el) => el.getAttribute('aria-label')),
    ).toEqual(['Party 102, Grace Hopper', 'Party 101, Ada Lovelace']);
    expect(within(lane('Map request')).getByRole('article', { name: /Party 104/ })).toBeInTheDocument();
    expect(within(lane('Will-call')).getByText('No parties')).toBeInTheDocument();

    const ada = card(/Party 101/);
    expect(within(ada).getByText('Guests: 3')).toBeInTheDocument();
    expect(within(ada).getByText('Bags: 3')).toBeInTheDocument();
    expect(within(ada).getByLabelText('From Hotel lobby to Airport T3')).toBeInTheDocument();
    expect(within(ada).getByText('Waiting 5 of 15 min')).not.toHaveAttribute('data-over-quote');
    expect(within(card(/Party 102/)).getByText('Waiting 40 of 20 min')).toHaveAttribute(
      'data-over-quote',
      'true',
    );
    expect(within(card(/Party 103/)).getByText('Sam Patel')).toBeInTheDocument();

    const body = server.callsTo(BOARD)[0]?.body as { date: string; pageSize: number };
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.pageSize).toBe(2000);
  });

  it('filters by the address: ?status and ?date reach the call and show that lane only', async () => {
    const server = setup({}, [dispatched]);
    renderApp(`/ui/RecordManagement?status=2&date=2026-03-01&driverId=${id(301)}`, {
      session: makeSession(),
    });
    await screen.findByRole('article', { name: /Party 103/ });
    expect(server.callsTo(BOARD)[0]?.body).toMatchObject({
      date: '2026-03-01',
      statuses: [2],
      driverId: id(301),
    });
    expect(screen.queryByRole('region', { name: 'Pending' })).not.toBeInTheDocument();
    expect(lane('Dispatched')).toBeInTheDocument();
  });

  it("shows only the card's own actions", async () => {
    setup();
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    const group = within(alan).getByRole('group', { name: 'Actions of party 103' });
    expect(within(group).getByRole('button', { name: 'Pick up' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Drop off' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Assign driver' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'More actions' }));
    // The lane scrolls, so jsdom's empty layout counts the menu as detached: it is in the page but hidden.
    await screen.findByRole('menuitem', { name: 'Cancel party', hidden: true });
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Undo map request',
      'Cancel party',
    ]);
    // A card without actions has no action buttons at all.
    expect(within(card(/Party 104/)).queryByRole('group')).not.toBeInTheDocument();
  });

  it('picks up with the party id and the version of the card, then refreshes the board', async () => {
    const server = setup({
      'Transportation/PickUp': () => ({ ...dispatched, status: 3, version: 8, actions: [] }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    await user.click(within(alan).getByRole('button', { name: 'Pick up' }));
    await waitFor(() => expect(server.callsTo('Transportation/PickUp')).toHaveLength(1));
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId: dispatched.id, version: 7 });
    await waitFor(() => expect(server.callsTo(BOARD).length).toBeGreaterThan(1));
    // Opening the drawer is not a side effect of the button.
    expect(server.callsTo('Reservation/GetPartyInfoById')).toHaveLength(0);
  });

  it('explains a 409 and refreshes the board', async () => {
    const server = setup({
      'Transportation/PickUp': () => problemReply(409, 'VERSION_CONFLICT', { detail: 'stale version' }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    const before = server.callsTo(BOARD).length;
    await user.click(within(alan).getByRole('button', { name: 'Pick up' }));
    expect(
      await screen.findByText('Someone else changed this party; the board has been refreshed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(BOARD).length).toBeGreaterThan(before));
  });

  it('applies a bulk action and shows what succeeded and what failed', async () => {
    const server = setup({
      'Transportation/BulkUpdate': () => ({
        succeeded: [{ ...pending, status: 2 }],
        failed: [{ partyId: overdue.id, status: 409, code: 'NOT_ALLOWED', message: 'Not from this status' }],
      }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 101/ });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select party 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select party 102' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Move to pending' }));
    expect(await screen.findByText('1 succeeded, 1 failed')).toBeInTheDocument();
    expect(screen.getByText('Party 102: Not from this status')).toBeInTheDocument();
    expect(server.callsTo('Transportation/BulkUpdate')[0]?.body).toEqual({
      partyIds: [pending.id, overdue.id],
      action: 'ToPending',
    });
    // The party that succeeded leaves the selection; the failed one stays chosen.
    expect(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('1 selected'),
    ).toBeInTheDocument();
  });

  it('opens the drawer with the timeline, an undone step marked', async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () =>
        details(dispatched, {
          history: [
            {
              id: id(700),
              action: 'AddOrEditReservation',
              fromStatus: null,
              toStatus: 1,
              note: '',
              userName: 'Dana Driver',
              undone: false,
              createdAt: '2026-03-01T08:00:00.000Z',
            },
            {
              id: id(701),
              action: 'AssignDriver',
              fromStatus: 1,
              toStatus: 2,
              note: '',
              userName: 'Dana Driver',
              undone: false,
              createdAt: '2026-03-01T08:05:00.000Z',
            },
            {
              id: id(702),
              action: 'PickUp',
              fromStatus: 2,
              toStatus: 3,
              note: '',
              userName: 'Sam Patel',
              undone: true,
              createdAt: '2026-03-01T08:10:00.000Z',
            },
            {
              id: id(703),
              action: 'UnDoPickup',
              fromStatus: 3,
              toStatus: 2,
              note: 'Wrong guest',
              userName: 'Sam Patel',
              undone: false,
              createdAt: '2026-03-01T08:11:00.000Z',
            },
          ],
        }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await user.click(await screen.findByRole('article', { name: /Party 103/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Party 103' });
    expect(server.callsTo('Reservation/GetPartyInfoById')[0]?.body).toEqual({ partyId: dispatched.id });
    const timeline = within(drawer).getByLabelText('History');
    const steps = [...timeline.querySelectorAll('.mantine-Timeline-item')];
    expect(steps).toHaveLength(4);
    // The booking step reads as words, not as the call's name.
    expect(within(steps[0] as HTMLElement).getByText('Booked')).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute('data-undone', 'true');
    expect(within(steps[2] as HTMLElement).getByText('Undone')).toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).getByText('Undo pick-up')).toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).queryByText('Undone')).not.toBeInTheDocument();
    expect(within(steps[3] as HTMLElement).getByText('Wrong guest')).toBeInTheDocument();
    expect(within(drawer).getByText('AED 50.00')).toBeInTheDocument();
    // The drawer offers the same actions as the card.
    expect(within(drawer).getByRole('button', { name: 'Pick up' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Drop off' })).not.toBeInTheDocument();
  });

  it('lists assignable drivers first and disables the others with the reason', async () => {
    const server = setup({
      'Transportation/AssignDriver': () => ({ ...pending, status: 2, version: 4 }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    const ada = await screen.findByRole('article', { name: /Party 101/ });
    await user.click(within(ada).getByRole('button', { name: 'Assign driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to party 101' });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Choose a driver' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const omar = within(dialog).getByRole('radio', { name: /Omar Off-shift/ });
    expect(omar).toBeDisabled();
    expect(within(dialog).getByText('Off shift')).toBeInTheDocument();
    expect(radios[0]).toBe(within(dialog).getByRole('radio', { name: /Sam Patel/ }));
    expect(radios[0]).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: /Sam Patel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.callsTo('Transportation/AssignDriver')).toHaveLength(1));
    expect(server.callsTo('Transportation/AssignDriver')[0]?.body).toEqual({
      partyId: pending.id,
      version: 3,
      driverId: id(301),
      isNotifyGuest: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Assign a driver/ })).not.toBeInTheDocument(),
    );
  });

  it('records a card payment with the last four digits only and one key per opening of the form', async () => {
    const server = setup({
      'Reservation/GetPartyInfoById': () => details(dispatched),
      'Reservation/PartyPayment': (request) => ({
        payment: {
          id: id(801),
          kind: 'payment',
          method: 'card',
          amountCents: request.body?.amountCents ?? 0,
          accountReference: null,
          accountHolder: null,
          cardLast4: request.body?.cardLast4 ?? null,
          provider: null,
          providerReference: null,
          createdAt: '2026-03-01T09:00:00.000Z',
          createdByName: 'Dana Driver',
        },
        costs: details(dispatched).costs,
        version: 8,
      }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await user.click(await screen.findByRole('article', { name: /Party 103/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Party 103' });
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    const form = within(drawer).getByRole('form', { name: 'Record a payment' });
    await user.click(within(form).getByText('Card'));
    expect(within(form).queryByLabelText(/card number/i)).not.toBeInTheDocument();
    const last4 = within(form).getByRole('textbox', { name: /Last four digits/ });
    await user.type(last4, '4242 4242');
    expect(last4).toHaveValue('4242');
    await user.dblClick(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.callsTo('Reservation/PartyPayment').length).toBeGreaterThan(0));
    const bodies = server
      .callsTo('Reservation/PartyPayment')
      .map((call) => call.body as Record<string, unknown>);
    const first = bodies[0] ?? {};
    expect(Object.keys(first).sort()).toEqual([
      'amountCents',
      'cardLast4',
      'idempotencyKey',
      'method',
      'partyId',
    ]);
    expect(first).toMatchObject({
      partyId: dispatched.id,
      method: 'card',
      amountCents: 3000,
      cardLast4: '4242',
    });
    expect(String(first.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    // However many requests a double click makes, they carry the same key.
    expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);

    await user.click(await within(drawer).findByRole('button', { name: 'Record payment' }));
    const again = within(drawer).getByRole('form', { name: 'Record a payment' });
    await user.click(within(again).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.callsTo('Reservation/PartyPayment').length).toBe(bodies.length + 1));
    const last = server.callsTo('Reservation/PartyPayment').at(-1)?.body as Record<string, unknown>;
    expect(last.method).toBe('cash');
    expect(last.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('moves between cards with the keyboard and picks up with p, but not while typing', async () => {
    const server = setup({
      'Transportation/PickUp': () => ({ ...dispatched, status: 3, version: 8, actions: [] }),
      'Reservation/GetPartyInfoById': () => details(mapRequest),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 103/ });
    const search = screen.getByRole('textbox', { name: /Search name/ });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('p');
    expect(search).toHaveValue('p');
    await user.clear(search);
    search.blur();
    // Pending (102, 101), then map request (104), then dispatched (103).
    await user.keyboard('jjjj');
    await waitFor(() => expect(card(/Party 103/)).toHaveAttribute('aria-current', 'true'));
    expect(server.callsTo('Transportation/PickUp')).toHaveLength(0);
    await user.keyboard('p');
    await waitFor(() => expect(server.callsTo('Transportation/PickUp')).toHaveLength(1));
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId: dispatched.id, version: 7 });
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select party 103' })).toBeChecked();
    // Arrows move too; Enter opens the focused card's drawer.
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(card(/Party 104/)).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(card(/Party 104/)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Party 104' })).toBeInTheDocument();
    expect(server.callsTo('Reservation/GetPartyInfoById')[0]?.body).toEqual({ partyId: mapRequest.id });
  });

  it('searches through the address after a pause, and a refetch leaves the focus where it is', async () => {
    const server = setup();
    const { user, router } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 101/ });
    await user.keyboard('j');
    await waitFor(() => expect(card(/Party 102/)).toHaveFocus());
    const search = screen.getByRole('textbox', { name: /Search name/ });
    await user.click(search);
    await user.type(search, 'Ada');
    await waitFor(() =>
      expect(server.callsTo(BOARD).some((call) => (call.body as { search?: string }).search === 'Ada')).toBe(
        true,
      ),
    );
    expect(router.state.location.search).toContain('search=Ada');
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(search).toHaveFocus();
  });

  it('refetches the board when a server event names its contract path', async () => {
    const server = setup();
    const { queryClient } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 101/ });
    const before = server.callsTo(BOARD).length;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'] }));
    await waitFor(() => expect(server.callsTo(BOARD).length).toBe(before + 1));
  });

  it('keeps only a window of a long lane in the page', async () => {
    const many = Array.from({ length: 1200 }, (_, index) =>
      party({ id: id(10_000 + index), number: 10_000 + index, guestName: `Guest ${index}` }),
    );
    setup({}, many);
    renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await screen.findByRole('article', { name: /Party 10000,/ });
    expect(within(lane('Pending')).getByLabelText('Pending: 1200')).toBeInTheDocument();
    const drawn = within(lane('Pending')).getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(40);
  });

  it('cancels with a partial refund of at most what was paid', async () => {
    const server = setup({
      'Transportation/Cancel': () => ({ ...dispatched, status: 6, version: 8, actions: ['UndoCancel'] }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', {
      session: makeSession({ rules: ['party.cancel', 'party.refund'] }),
    });
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    await user.click(within(alan).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel party', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel party 103' });
    await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
    const amount = within(dialog).getByRole('textbox', { name: /Refund amount/ });
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the party' }));
    expect(await within(dialog).findByText(/At most/)).toBeInTheDocument();
    expect(server.callsTo('Transportation/Cancel')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the party' }));
    await waitFor(() => expect(server.callsTo('Transportation/Cancel')).toHaveLength(1));
    expect(server.callsTo('Transportation/Cancel')[0]?.body).toEqual({
      partyId: dispatched.id,
      version: 7,
      refund: 'partial',
      refundCents: 1250,
    });
  });

  it('offers no refund to a user without the refund rule (the server would refuse it)', async () => {
    const server = setup({
      'Transportation/Cancel': () => ({ ...dispatched, status: 6, version: 8, actions: ['UndoCancel'] }),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', {
      session: makeSession({ roleCode: 'DISPATCHER', rules: ['party.cancel', 'party.undo'] }),
    });
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    await user.click(within(alan).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel party', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel party 103' });
    expect(within(dialog).getByRole('radio', { name: 'Full refund' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Partial refund' })).toBeDisabled();
    expect(within(dialog).getByText('You may cancel this party but not refund it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the party' }));
    await waitFor(() => expect(server.callsTo('Transportation/Cancel')).toHaveLength(1));
    expect(server.callsTo('Transportation/Cancel')[0]?.body).toEqual({
      partyId: dispatched.id,
      version: 7,
      refund: 'none',
    });
  });

  it('offers no payment on a cancelled party (the server refuses one)', async () => {
    setup({
      'Reservation/GetPartyInfoById': () =>
        details(
          { ...dispatched, status: 6, actions: ['UndoCancel'] },
          { endedAt: '2026-03-01T09:00:00.000Z' },
        ),
    });
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    await user.click(await screen.findByRole('article', { name: /Party 103/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Party 103' });
    await within(drawer).findByRole('button', { name: 'Undo cancel' });
    expect(within(drawer).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation, by status 10 with the version', async () => {
    const server = setup(
      { 'Reservation/UpdatePartyStatus': () => ({ ...mapRequest, status: 10, actions: [] }) },
      [party({ id: id(105), number: 105, status: 9, version: 5, actions: ['Delete'] })],
    );
    const { user } = renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    const card105 = await screen.findByRole('article', { name: /Party 105/ });
    await user.click(within(card105).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete party 105' });
    expect(server.callsTo('Reservation/UpdatePartyStatus')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('Reservation/UpdatePartyStatus')).toHaveLength(1));
    expect(server.callsTo('Reservation/UpdatePartyStatus')[0]?.body).toEqual({
      partyId: id(105),
      version: 5,
      status: 10,
    });
  });

  it('refetches the open drawer when a server event names the party call', async () => {
    const server = setup({ 'Reservation/GetPartyInfoById': () => details(dispatched) });
    const { user, queryClient } = renderApp('/TrasactionManagement/RecordManagement', {
      session: makeSession(),
    });
    await user.click(await screen.findByRole('article', { name: /Party 103/ }));
    await screen.findByRole('dialog', { name: 'Party 103' });
    const before = server.callsTo('Reservation/GetPartyInfoById').length;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'] }));
    await waitFor(() => expect(server.callsTo('Reservation/GetPartyInfoById').length).toBe(before + 1));
  });

  it('shows an error with a retry', async () => {
    setup({ 'Transportation/GetRecordManagementByOption': () => problemReply(500, 'INTERNAL') });
    renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    expect(await screen.findByText('The board could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({}, []);
    renderApp('/TrasactionManagement/RecordManagement', { session: makeSession() });
    expect(await screen.findByText('No parties on this day')).toBeInTheDocument();
  });

  it('renders right to left in Arabic', async () => {
    setup();
    renderApp('/TrasactionManagement/RecordManagement', { session: makeSession(), language: 'ar' });
    expect(await screen.findByRole('region', { name: 'قيد الانتظار' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'لوحة التوزيع' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'تعيين سائق' }).length).toBeGreaterThan(0);
  });

  it('is refused to a role without the screen, on both paths', async () => {
    mockApi({ 'Login/InsertOrUpdateUserLoginHistory': recordLogin });
    const session = makeSession({ menu: companyMenu.filter((item) => item.code === 'Dashboard') });
    renderApp('/ui/RecordManagement', { session });
    expect(await screen.findByText(/Your role cannot open this screen/)).toBeInTheDocument();
  });
});
