import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeDriverUser, makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';
import { renderApp } from '../../testing/render.tsx';

type User = ResponseOf<typeof contract.userManagement.getUser>;
const vehicleId = '00000000-0000-4000-8000-000000000301';

const me = (overrides: Partial<User> = {}) => makeDriverUser({ shift: 'not_available', ...overrides });

const vehicle = {
  id: vehicleId,
  userId: '00000000-0000-4000-8000-000000000101',
  makeId: '00000000-0000-4000-8000-000000000401',
  makeName: 'Ford',
  modelId: '00000000-0000-4000-8000-000000000501',
  modelName: 'Transit 350',
  year: 2024,
  color: 'White',
  plateNumber: 'HV-101',
  seats: 14,
  status: 'active' as const,
  isCurrent: false,
};

/** The driver's rides as the board call answers them. */
const myRides = (items: ReturnType<typeof makePartySummary>[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 500,
  counts: [],
  date: '2026-03-01',
});

describe('my status', () => {
  it('a driver switches their shift on', async () => {
    let shift: User['shift'] = 'not_available';
    const server = mockSignedInApi({
      'UserManagement/GetUser': () => me({ shift }),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [vehicle] }),
      'UserManagement/UpdateUserShift': () => {
        shift = 'available';
        return { userId: me().id, shift };
      },
    });
    const { user } = renderApp('/MyStatus', {
      session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }),
    });
    expect(await screen.findByText('You are not available for rides.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'On shift (available for rides)' }));
    expect(await screen.findByText('You are available for rides.')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/UpdateUserShift')[0]?.url.searchParams.get('commandType')).toBe(
      'AVAILABLE',
    );
  });

  it('says when the driver has no vehicles', async () => {
    mockSignedInApi({
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
    });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    expect(await screen.findByText('You have no vehicles yet')).toBeInTheDocument();
  });

  it('shows an error answer', async () => {
    mockSignedInApi({ 'UserManagement/GetUser': () => problemReply(500, 'INTERNAL') });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows the driver their rides with only each card's actions, and picks up with the party id and version", async () => {
    let status = 2;
    const ride = () =>
      makePartySummary({
        id: '00000000-0000-4000-8000-000000000601',
        number: 1042,
        status,
        guestName: 'Layla Haddad',
        adults: 2,
        children: 1,
        luggage: 3,
        externalNotes: 'Meet at the lobby door',
        version: status === 2 ? 5 : 6,
        actions: status === 2 ? ['PickUp', 'Cancel'] : ['Intransit', 'DropOff', 'UnDoPickup'],
      });
    const other = makePartySummary({
      id: '00000000-0000-4000-8000-000000000602',
      number: 1043,
      status: 4,
      guestName: 'Omar Saleh',
      actions: ['DropOff'],
    });
    const server = mockSignedInApi({
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
      'Transportation/GetRecordManagementByOption': () => myRides([ride(), other]),
      'Transportation/MyCompletedParties': () => ({
        items: [makePartySummary({ status: 5, guestName: 'Nadia Karim', toLocationName: 'Marina Mall' })],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      'Transportation/PickUp': () => {
        status = 3;
        return ride();
      },
    });
    const { user } = renderApp('/MyStatus', {
      session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }),
    });
    const card = await screen.findByRole('article', { name: '#1042 Layla Haddad' });
    expect(within(card).getByText('Guests: 3')).toBeInTheDocument();
    expect(within(card).getByText('Luggage: 3')).toBeInTheDocument();
    expect(within(card).getByText('Harbour View Hotel → City Airport')).toBeInTheDocument();
    expect(within(card).getByText('Meet at the lobby door')).toBeInTheDocument();
    // Only the ride steps the card allows: no Cancel, no Drop off.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pick up']);
    const second = screen.getByRole('article', { name: '#1043 Omar Saleh' });
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Drop off']);
    expect(server.callsTo('Transportation/GetRecordManagementByOption')[0]?.body).toMatchObject({
      statuses: [2, 3, 4],
    });
    expect(await screen.findByText('Nadia Karim')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pick up' }));
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({
      partyId: '00000000-0000-4000-8000-000000000601',
      version: 5,
    });
    const updated = await screen.findByRole('button', { name: 'Undo pick-up' });
    const after = screen.getByRole('article', { name: '#1042 Layla Haddad' });
    expect(after).toContainElement(updated);
    expect(
      within(after)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['In transit', 'Drop off', 'Undo pick-up']);
  });

  it('says when someone else changed the party, and refetches', async () => {
    const server = mockSignedInApi({
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
      'Transportation/GetRecordManagementByOption': () =>
        myRides([
          makePartySummary({ status: 3, actions: ['DropOff'], guestName: 'Layla Haddad', number: 7 }),
        ]),
      'Transportation/MyCompletedParties': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'Transportation/DropOff': () =>
        problemReply(409, 'CONFLICT', { detail: 'The party changed since you saw it' }),
    });
    const { user } = renderApp('/MyStatus', {
      session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }),
    });
    expect(await screen.findByText('No completed rides today')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Drop off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this party. The list has been refreshed.',
    );
    await vi.waitFor(() =>
      expect(server.callsTo('Transportation/GetRecordManagementByOption').length).toBeGreaterThan(1),
    );
  });

  it('says when no ride is assigned', async () => {
    mockSignedInApi({
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
      'Transportation/GetRecordManagementByOption': () => myRides([]),
      'Transportation/MyCompletedParties': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    expect(await screen.findByText('No rides assigned to you')).toBeInTheDocument();
  });

  it('gives each ride a call, directions, a time relative to now and one primary step, and no money', async () => {
    const inTwelve = new Date(Date.now() + 12 * 60_000 + 20_000).toISOString();
    mockSignedInApi({
      'UserManagement/GetUser': () => me(),
      'DriverVehicle/GetDriverAvailableVehicles': () => ({ items: [] }),
      'Transportation/GetRecordManagementByOption': () =>
        myRides([
          makePartySummary({
            number: 88,
            status: 2,
            guestName: 'Layla Haddad',
            phone: '+971 50 123 4567',
            scheduledAt: inTwelve,
            totalCents: 9_900,
            actions: ['PickUp'],
          }),
          makePartySummary({
            id: '00000000-0000-4000-8000-000000000603',
            number: 89,
            status: 3,
            guestName: 'Omar Saleh',
            toLocationName: 'Marina Mall',
            actions: ['Intransit', 'DropOff', 'UnDoPickup'],
          }),
        ]),
      'Transportation/MyCompletedParties': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderApp('/MyStatus', { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) });
    const card = await screen.findByRole('article', { name: '#88 Layla Haddad' });
    expect(within(card).getByRole('link', { name: 'Call Layla Haddad' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    const directions = within(card).getByRole('link', {
      name: 'Directions to the pick-up at Harbour View Hotel',
    });
    expect(directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Harbour/,
    );
    expect(within(card).getByText('in 12 minutes')).toBeInTheDocument();
    // After the pick-up the way leads to the destination, and one step is the primary one.
    const onBoard = screen.getByRole('article', { name: '#89 Omar Saleh' });
    expect(within(onBoard).getByRole('link', { name: 'Directions to Marina Mall' })).toBeInTheDocument();
    const filled = within(onBoard)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-variant') === 'filled');
    expect(filled.map((button) => button.textContent)).toEqual(['In transit']);
    expect(screen.queryByText(/99\.00/)).not.toBeInTheDocument();
  });
});
