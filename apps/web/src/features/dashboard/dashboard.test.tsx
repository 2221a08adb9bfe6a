import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyMenu, makeSession } from '../../testing/factories.ts';
import { type MockHandlers, problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { type RenderOptions, renderApp } from '../../testing/render.tsx';

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
  quoteAccuracy: { quoted: 4, withinQuote: 3 },
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    requested: hour === 9 ? 6 : 0,
    completed: hour === 10 ? 4 : 0,
  })),
  waiting: [
    {
      id: '00000000-0000-4000-8000-000000000201',
      number: 201,
      status: 1,
      guestName: 'Forgotten Guest',
      fromLocationName: 'Lobby',
      toLocationName: 'Airport',
      quotedWaitMinutes: null,
      driverName: null,
      waitingMinutes: 345,
      level: 'late' as const,
    },
    {
      id: '00000000-0000-4000-8000-000000000202',
      number: 202,
      status: 2,
      guestName: 'Nearly Late',
      fromLocationName: 'Lobby',
      toLocationName: 'Marina',
      quotedWaitMinutes: 20,
      driverName: 'Omar Driver',
      waitingMinutes: 17,
      level: 'atRisk' as const,
    },
  ],
  waitingTotal: 3,
  drivers: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      name: 'Omar Driver',
      vehicle: 'Toyota HiAce (DXB 1)',
      activeParties: 2,
    },
    { id: '00000000-0000-4000-8000-000000000302', name: 'Sara Driver', vehicle: null, activeParties: 0 },
  ],
  revenueTodayCents: 123_450,
  currency: 'AED',
});

describe('dashboard', () => {
  it("shows today's figures, each status tile linking to the filtered board", async () => {
    mockSignedInApi({ 'Transportation/GetAllpartiesDashboard': figures });
    renderApp('/Dashboard', { session: makeSession() });
    const pending = await screen.findByRole('link', { name: /^Pending\s*3$/ });
    expect(pending).toHaveAttribute('href', '/TrasactionManagement/RecordManagement?status=1');
    expect(pending).toHaveAttribute('title', 'Open Pending on the board');
    expect(screen.getByRole('link', { name: /^Reservation\s*12$/ })).toHaveAttribute(
      'href',
      '/TrasactionManagement/RecordManagement?status=7',
    );
    // The live statuses first (every one, even at zero), the rest of the day after them; ended ones as text.
    const tiles = screen
      .getAllByRole('link')
      .filter((link) => /on the board/.test(link.title))
      .map((link) => link.getAttribute('href')?.split('=')[1]);
    expect(tiles).toEqual(['1', '2', '3', '4', '7', '8', '9']);
    expect(
      within(screen.getByRole('group', { name: 'Ended today' })).getByText('Cancelled: 0'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drivers on shift: 5 of 9' })).toHaveAttribute(
      'href',
      '/Team/UserList',
    );
    expect(screen.getByText('7.5 min (quoted 10 min)')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 (75%)')).toBeInTheDocument();
    // The guest waiting 345 minutes with no quote stands out first, flagged late; one more is on the board.
    const waiting = screen.getByRole('region', { name: 'Waiting too long' });
    const rows = within(waiting).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Waiting 345 min')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('No wait quoted')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('At risk')).toBeInTheDocument();
    expect(within(waiting).getByText('And 1 more on the board')).toBeInTheDocument();
    const drivers = screen.getByRole('region', { name: 'Drivers on shift' });
    expect(within(drivers).getByText('Rides: 2')).toBeInTheDocument();
    expect(within(drivers).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Parties through the day, by hour' })).toBeInTheDocument();
    expect(screen.getByText(/AED\s1,234\.50/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New reservation' })).toBeInTheDocument();
  });

  it('opens the reservation dialog', async () => {
    mockSignedInApi({
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
    mockSignedInApi({ 'Transportation/GetAllpartiesDashboard': () => withoutMoney });
    renderApp('/Dashboard', { session: makeSession({ roleCode: 'FRONTDESK' }) });
    expect(await screen.findByText('5 of 9')).toBeInTheDocument();
    expect(screen.queryByText('Revenue today')).not.toBeInTheDocument();
    expect(screen.queryByText(/AED/)).not.toBeInTheDocument();
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

  type DashboardAnswer = NonNullable<MockHandlers['Transportation/GetAllpartiesDashboard']>;
  /** A driver's dashboard at `path`, the server answering `day`. */
  const openDriverDay = (path: string, day: DashboardAnswer = driverDay, options: RenderOptions = {}) => {
    mockSignedInApi({ 'Transportation/GetAllpartiesDashboard': day });
    renderApp(path, { session: driverSession(), ...options });
  };

  it('gives a driver their own day: shift, vehicle, rides and next ride, no revenue or company counts', async () => {
    openDriverDay('/Dashboard');
    expect(await screen.findByRole('heading', { name: 'My day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^My shift/ })).toHaveAttribute('href', '/MyStatus');
    expect(screen.getByText('On shift')).toBeInTheDocument();
    expect(screen.getByText('Toyota HiAce (DXB 123)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^My rides under way/ })).toHaveTextContent('2');
    const next = screen.getByRole('region', { name: 'Next ride' });
    expect(within(next).getByText('Party 101, Ada Lovelace')).toBeInTheDocument();
    expect(within(next).getByText('Lobby → Airport')).toBeInTheDocument();
    expect(screen.queryByText('Revenue today')).not.toBeInTheDocument();
    expect(screen.queryByText('Under way now')).not.toBeInTheDocument();
    expect(screen.queryByText('Drivers on shift')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New reservation' })).not.toBeInTheDocument();
  });

  it("gives a driver their own day on the phone's home, with the whole Dashboard button", async () => {
    openDriverDay('/mv/Dashboard');
    expect(await screen.findByRole('heading', { name: 'My day' })).toBeInTheDocument();
    expect(screen.getByText('Toyota HiAce (DXB 123)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveStyle({ flex: '1' });
  });

  it("words a driver's day in Arabic, and says when no ride is assigned", async () => {
    openDriverDay('/Dashboard', () => ({ ...driverDay(), onShift: false, nextRide: null }), {
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'يومي' })).toBeInTheDocument();
    expect(screen.getByText('خارج المناوبة')).toBeInTheDocument();
    expect(screen.getByText('لا توجد رحلة مسندة إليك الآن')).toBeInTheDocument();
    expect(screen.queryByText('إيرادات اليوم')).not.toBeInTheDocument();
  });

  it('shows the greeting alone when the call is refused, and an error otherwise', async () => {
    mockSignedInApi({ 'Transportation/GetAllpartiesDashboard': () => problemReply(403, 'FORBIDDEN') });
    const first = renderApp('/Dashboard', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Hello, Dana Driver' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Under way now')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    mockSignedInApi({
      'Transportation/GetAllpartiesDashboard': () =>
        problemReply(500, 'INTERNAL', { detail: 'Database down' }),
    });
    renderApp('/Dashboard', { session: makeSession() });
    expect(await screen.findByText("Today's figures could not be loaded")).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
  });
});
