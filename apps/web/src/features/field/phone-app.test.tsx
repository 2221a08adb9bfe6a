import type { contract, ResponseOf } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDriverUser, makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { makePartyDetails, makePartySummary } from '../../testing/parties.ts';

type Driver = ResponseOf<typeof contract.userManagement.getUserAvailabilityList>['items'][number];
const BOOKING = '00000000-0000-4000-8000-000000000701';

describe('the multi-trip summary', () => {
  it("shows every trip of the booking with its costs and the booking's total, and prints when allowed", async () => {
    const outbound = makePartyDetails({ id: BOOKING, number: 3001, guestName: 'Maya Return' });
    const back = makePartyDetails({
      number: 3002,
      guestName: 'Maya Return',
      fromLocationName: 'City Airport',
    });
    const { server } = openScreen(`/MultiTripSummery/${BOOKING}/VIEW/1/c/Dana/u/l/ADMIN`, {
      'Reservation/ReservationSummary': () => ({
        parties: [outbound, back],
        totalCents: 20_000,
        paidCents: 5_000,
        currency: 'AED',
      }),
    });
    const first = await screen.findByRole('region', { name: 'Trip 1 · #3001' });
    expect(within(first).getByRole('table', { name: 'Costs' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trip 2 · #3002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(server.callsTo('Reservation/ReservationSummary')[0]?.body).toEqual({ partyId: BOOKING });
  });

  it('offers no printing when the path says not to, and says when the key opens no booking', async () => {
    openScreen(`/MultiTripSummery/${BOOKING}/VIEW/0/c/Dana/u/l/ADMIN`, {
      'Reservation/ReservationSummary': () => problemReply(404, 'NOT_FOUND'),
    });
    expect(await screen.findByText('No booking with this key')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

describe('the phone app pages', () => {
  it('lists the team on shift first, each with a call button', async () => {
    const on = makeDriverUser({ name: 'Ava On', shift: 'available', phone: '+12125550102' }) as Driver;
    const off = makeDriverUser({
      id: '00000000-0000-4000-8000-000000000102',
      name: 'Ben Off',
      shift: 'not_available',
    });
    const { server, user } = openScreen('/mobileApp/team/android/c/r/true/Dana/u/Harbour', {
      'UserManagement/GetUserAvailabilityList': (request) => ({
        items: request.url.searchParams.get('status') === 'available' ? [on] : [off, on],
      }),
    });
    const card = await screen.findByRole('article', { name: 'Ava On' });
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Ava On' })).toHaveAttribute(
      'href',
      'tel:+12125550102',
    );
    await user.click(screen.getByRole('radio', { name: 'All drivers' }));
    await screen.findByRole('article', { name: 'Ben Off' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Ava On',
      'Ben Off',
    ]);
    expect(server.callsTo('UserManagement/GetUserAvailabilityList')).toHaveLength(2);
  });

  it("lists the driver's own completed rides and pages on", async () => {
    const ride = (n: number) => makePartySummary({ number: 4000 + n, status: 5, guestName: `Guest ${n}` });
    const { server, user } = openScreen(
      '/mobileApp/completedAssignments/ios/c/r/true/Dana/u/Harbour/+1555',
      {
        'Transportation/MyCompletedParties': (request) => {
          const size = (request.body as { pageSize: number }).pageSize;
          const items = Array.from({ length: Math.min(size, 30) }, (_, i) => ride(i));
          return { items, total: 30, page: 1, pageSize: size };
        },
      },
      { session: makeSession({ canBeDriver: true, roleCode: 'DRIVER' }) },
    );
    const list = await screen.findByRole('list', { name: 'My completed assignments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await screen.findByText('Guest 29');
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    // The path's user id is never sent: the server answers the signed-in driver's own.
    expect(server.callsTo('Transportation/MyCompletedParties')[0]?.url.search).toBe('');
  });

  it('shows the booking form as a page', async () => {
    openScreen('/mobileApp/reservation/android/1/c/u/l/Dana/ADMIN', {});
    expect(await screen.findByRole('heading', { name: 'New reservation' })).toBeInTheDocument();
  });
});
