import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

const recordLogin = () => ({ id: '00000000-0000-4000-8000-000000000999' });
const figures = () => ({
  view: 'company' as const,
  date: '2026-03-01',
  counts: [
    { status: 2, count: 4 },
    { status: 1, count: 3 },
    { status: 7, count: 12 },
  ],
  driversOnShift: 5,
  driversTotal: 9,
  averageWaitMinutes: 7.5,
  averageQuotedMinutes: 10,
  revenueTodayCents: 123_450,
  currency: 'AED',
});

describe('dashboard', () => {
  it("shows today's figures, each status tile linking to the filtered board", async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': figures,
    });
    renderApp('/Dashboard', { session: makeSession() });
    const pending = await screen.findByRole('link', { name: 'Open Pending on the board: 3' });
    expect(pending).toHaveAttribute('href', '/TrasactionManagement/RecordManagement?status=1');
    expect(screen.getByRole('link', { name: 'Open Reservation on the board: 12' })).toHaveAttribute(
      'href',
      '/TrasactionManagement/RecordManagement?status=7',
    );
    // Sorted by status code.
    const tiles = screen
      .getAllByRole('link', { name: /on the board/ })
      .map((link) => link.getAttribute('href')?.split('=')[1]);
    expect(tiles).toEqual(['1', '2', '7']);
    expect(screen.getByRole('link', { name: 'Drivers on shift' })).toHaveAttribute('href', '/Team/UserList');
    expect(screen.getByText('5 of 9')).toBeInTheDocument();
    expect(screen.getByText('7.5 min (quoted 10 min)')).toBeInTheDocument();
    expect(screen.getByText(/AED\s1,234\.50/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New reservation' })).toBeInTheDocument();
  });

  it('opens the reservation dialog', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': figures,
      'Transportation/Locations': () => ({ items: [] }),
      'Transportation/Notes': () => ({ items: [], total: 0, page: 1, pageSize: 200 }),
    });
    const { user } = renderApp('/Dashboard', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'New reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    expect(within(dialog).getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('shows no revenue tile when the answer carries no money (a role without the money rule)', async () => {
    const { revenueTodayCents: _, currency: __, ...withoutMoney } = figures();
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': () => withoutMoney,
    });
    renderApp('/Dashboard', { session: makeSession({ roleCode: 'FRONTDESK' }) });
    expect(await screen.findByText('5 of 9')).toBeInTheDocument();
    expect(screen.queryByText('Revenue today')).not.toBeInTheDocument();
  });

  const driverDay = () => ({
    view: 'driver' as const,
    date: '2026-03-01',
    onShift: true,
    vehicle: 'Toyota HiAce (DXB 123)',
    activeRides: 2,
    completedToday: 5,
    nextRide: {
      id: '00000000-0000-4000-8000-000000000101',
      number: 101,
      status: 3,
      guestName: 'Ada Lovelace',
      roomNumber: '1204',
      adults: 2,
      children: 0,
      luggage: 1,
      fromLocationName: 'Lobby',
      toLocationName: 'Airport',
      scheduledAt: '2026-03-01T09:00:00.000Z',
    },
  });
  const driverSession = () =>
    makeSession({
      roleCode: 'DRIVER',
      canBeDriver: true,
      menu: companyMenu.filter((item) => ['Dashboard', 'MyStatus'].includes(item.code)),
    });

  it('gives a driver their own day: shift, vehicle, rides and next ride, no revenue or company counts', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': driverDay,
    });
    renderApp('/Dashboard', { session: driverSession() });
    expect(await screen.findByRole('heading', { name: 'My day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My shift' })).toHaveAttribute('href', '/MyStatus');
    expect(screen.getByText('On shift')).toBeInTheDocument();
    expect(screen.getByText('Toyota HiAce (DXB 123)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My rides under way' })).toHaveTextContent('2');
    const next = screen.getByRole('region', { name: 'Next ride' });
    expect(within(next).getByText('Party 101, Ada Lovelace')).toBeInTheDocument();
    expect(within(next).getByText('Lobby → Airport')).toBeInTheDocument();
    expect(screen.queryByText('Revenue today')).not.toBeInTheDocument();
    expect(screen.queryByText("Today's parties")).not.toBeInTheDocument();
    expect(screen.queryByText('Drivers on shift')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New reservation' })).not.toBeInTheDocument();
  });

  it("words a driver's day in Arabic, and says when no ride is assigned", async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': () => ({ ...driverDay(), onShift: false, nextRide: null }),
    });
    renderApp('/Dashboard', { session: driverSession(), language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'يومي' })).toBeInTheDocument();
    expect(screen.getByText('خارج المناوبة')).toBeInTheDocument();
    expect(screen.getByText('لا توجد رحلة مسندة إليك الآن')).toBeInTheDocument();
    expect(screen.queryByText('إيرادات اليوم')).not.toBeInTheDocument();
  });

  it('shows the greeting alone when the call is refused, and an error otherwise', async () => {
    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': () => problemReply(403, 'FORBIDDEN'),
    });
    const first = renderApp('/Dashboard', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Hello, Dana Driver' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Today's parties")).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    mockApi({
      'Login/InsertOrUpdateUserLoginHistory': recordLogin,
      'Transportation/GetAllpartiesDashboard': () =>
        problemReply(500, 'INTERNAL', { detail: 'Database down' }),
    });
    renderApp('/Dashboard', { session: makeSession() });
    expect(await screen.findByText("Today's figures could not be loaded")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
  });
});
