import type { contract, ResponseOf } from '@curbside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_MS } from '../../lib/positionSharing.ts';
import { sessionQueryKey } from '../../lib/query.ts';
import { makeDriverUser, makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PositionSharing } from './PositionSharing.tsx';

const USER = '00000000-0000-4000-8000-000000000b01';
type Shift = ResponseOf<typeof contract.userManagement.getUser>['shift'];

const driverSession = () =>
  makeSession({
    canBeDriver: true,
    roleCode: 'DRIVER',
    user: { id: USER, name: 'Sam Patel', email: 'sam@harbour.example', phone: null },
  });

/** A phone's geolocation that reports a point each time the test says so, and counts the watches open. */
function fakeGeolocation() {
  let report: PositionCallback | undefined;
  let open = 0;
  const clearWatch = vi.fn(() => {
    open -= 1;
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback) => {
        report = success;
        open += 1;
        return open;
      },
      clearWatch,
    },
  });
  const move = (latitude: number, longitude: number, timestamp: number) =>
    act(() =>
      report?.({
        timestamp,
        coords: { latitude, longitude, accuracy: 5, heading: null, speed: null },
      } as GeolocationPosition),
    );
  return { move, clearWatch, watching: () => open };
}

/** The driver's My status card, and another screen of the driver app a link away. */
function DriverScreens() {
  const { pathname } = useLocation();
  if (pathname !== '/MyStatus') return <p>Another driver screen</p>;
  return (
    <>
      <PositionSharing />
      <Link to="/mv/Dashboard">Elsewhere</Link>
    </>
  );
}

/** The server's answers: the driver's shift as the test sets it, and the reports it takes. */
function driverServer(shift: { now: Shift }, report: () => unknown = () => ({ accepted: 1 })) {
  return mockApi({
    'UserManagement/GetUser': () => makeDriverUser({ id: USER, shift: shift.now }),
    'DriverTracking/GetTrackingSettings': () => ({ retentionDays: 30, sendIntervalSeconds: 5 }),
    'DriverTracking/ReportPositions': report as () => { accepted: number },
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTime(SAMPLE_MS));

/**
 * Waits until `check` passes. Testing Library's `waitFor` polls with `setInterval`, which these tests fake, so it
 * looks again only when the page changes; a watch or a call changes no page. This polls with `setTimeout`.
 */
async function eventually(check: () => void, timeout = 10_000) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}
const start = Date.parse('2026-03-04T14:00:00Z');

describe('sharing the driver position', () => {
  it('sends nothing without consent, then a point every few seconds once the driver agrees', async () => {
    const geo = fakeGeolocation();
    const server = driverServer({ now: 'available' });
    renderWithProviders(<PositionSharing />, { session: driverSession() });
    expect(await screen.findByText('Your position is not shared.')).toBeInTheDocument();
    expect(geo.watching()).toBe(0);
    expect(server.callsTo('UserManagement/GetUser')).toHaveLength(0);

    await userEvent.click(screen.getByRole('switch', { name: /Share my position while on shift/ }));
    expect(localStorage.getItem(`curbside.sharePosition.${USER}`)).toBe('yes');
    await eventually(() => expect(geo.watching()).toBe(1));
    geo.move(40.7, -74, start);
    geo.move(40.71, -74.01, start + 1_000); // within the sampling time: not kept
    expect(await screen.findByText('1 position waiting to be sent')).toBeInTheDocument();
    tick();
    await eventually(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(1));
    expect(server.callsTo('DriverTracking/ReportPositions')[0]?.body).toEqual({
      positions: [
        {
          latitude: 40.7,
          longitude: -74,
          accuracyMeters: 5,
          heading: null,
          speedMps: null,
          recordedAt: '2026-03-04T14:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByText('Your position is being shared.')).toBeInTheDocument();
  });

  it('keeps the points while the network is down and sends them together when it is back', async () => {
    const geo = fakeGeolocation();
    localStorage.setItem(`curbside.sharePosition.${USER}`, 'yes');
    let online = false;
    const server = driverServer({ now: 'available' }, () =>
      online ? { accepted: 2 } : problemReply(503, 'DATABASE_UNAVAILABLE'),
    );
    renderWithProviders(<PositionSharing />, { session: driverSession() });
    await eventually(() => expect(geo.watching()).toBe(1));
    geo.move(40.7, -74, start);
    tick();
    await eventually(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(1));
    geo.move(40.72, -74.02, start + SAMPLE_MS);
    expect(await screen.findByText('2 positions waiting to be sent')).toBeInTheDocument();
    online = true;
    tick();
    await eventually(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(2));
    const batch = server.callsTo('DriverTracking/ReportPositions')[1]?.body as { positions: unknown[] };
    expect(batch.positions).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
  });

  it('watches nothing off shift, and reads the shift again when the server refuses a point', async () => {
    const geo = fakeGeolocation();
    localStorage.setItem(`curbside.sharePosition.${USER}`, 'yes');
    const shift: { now: Shift } = { now: 'not_available' };
    const server = driverServer(shift, () => problemReply(422, 'NOT_ON_SHIFT'));
    const view = renderWithProviders(<PositionSharing />, { session: driverSession() });
    expect(
      await screen.findByText('Your position is shared only while you are on shift.'),
    ).toBeInTheDocument();
    expect(geo.watching()).toBe(0);

    // On shift as far as the phone last read, but no longer on the server (a dispatcher took them off).
    shift.now = 'available';
    await act(() => view.queryClient.invalidateQueries());
    await eventually(() => expect(geo.watching()).toBe(1));
    shift.now = 'not_available';
    const reads = server.callsTo('UserManagement/GetUser').length;
    geo.move(40.7, -74, start);
    tick();
    await eventually(() => expect(server.callsTo('UserManagement/GetUser').length).toBeGreaterThan(reads));
    await eventually(() => expect(geo.watching()).toBe(0));
    expect(
      await screen.findByText('Your position is shared only while you are on shift.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
  });

  it('keeps sharing on every screen of the driver app, with one watch, until the driver goes off shift', async () => {
    const geo = fakeGeolocation();
    localStorage.setItem(`curbside.sharePosition.${USER}`, 'yes');
    const shift: { now: Shift } = { now: 'available' };
    const server = driverServer(shift);
    const view = renderWithProviders(<DriverScreens />, { session: driverSession(), path: '/MyStatus' });
    expect(
      await screen.findByText(/Finding your position…|Your position is being shared\./),
    ).toBeInTheDocument();
    await eventually(() => expect(geo.watching()).toBe(1));
    geo.move(40.7, -74, start);
    tick();
    await eventually(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(1));

    // The driver leaves My status: the same watch goes on, and the van keeps moving on the map.
    await view.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another driver screen')).toBeInTheDocument();
    expect(geo.clearWatch).not.toHaveBeenCalled();
    geo.move(40.71, -74.01, start + SAMPLE_MS);
    tick();
    await eventually(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(2));
    expect(server.callsTo('DriverTracking/ReportPositions')[1]?.body).toMatchObject({
      positions: [{ latitude: 40.71, longitude: -74.01 }],
    });

    // Off shift (from any screen; the shift's tag refreshes the user): the watch ends and nothing more is sent.
    shift.now = 'not_available';
    await act(() => view.queryClient.invalidateQueries());
    await eventually(() => expect(geo.clearWatch).toHaveBeenCalledTimes(1));
    expect(geo.watching()).toBe(0);
    geo.move(40.72, -74.02, start + 2 * SAMPLE_MS);
    tick();
    tick();
    expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(2);
  });

  it('ends the watch when the driver signs out', async () => {
    const geo = fakeGeolocation();
    localStorage.setItem(`curbside.sharePosition.${USER}`, 'yes');
    driverServer({ now: 'available' });
    const view = renderWithProviders(<DriverScreens />, { session: driverSession(), path: '/mv/Dashboard' });
    await eventually(() => expect(geo.watching()).toBe(1));
    act(() => view.queryClient.setQueryData(sessionQueryKey, null));
    await eventually(() => expect(geo.watching()).toBe(0));
  });
});
