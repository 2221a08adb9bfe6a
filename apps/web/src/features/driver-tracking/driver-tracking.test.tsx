import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliverDriverPositions, parsePositions } from '../../lib/realtime.ts';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const SAM = '00000000-0000-4000-8000-000000000a01';
const JORDAN = '00000000-0000-4000-8000-000000000a02';
const RIDE = '00000000-0000-4000-8000-000000000a11';
const place = (name: string) => ({ name, latitude: 40.7, longitude: -74 });
const ride = {
  id: RIDE,
  number: 4101,
  status: 2,
  guestName: 'Layla Haddad',
  scheduledAt: '2026-03-04T14:30:00Z',
  from: place('Harbor View lobby'),
  to: place('JFK Terminal 4'),
};

const answer = (recordedAt: string) => ({
  staleAfterSeconds: 60,
  items: [
    {
      driverId: SAM,
      name: 'Sam Patel',
      vehicle: 'Toyota Sienna (ABC 123)',
      position: { latitude: 40.71, longitude: -74.01, accuracyMeters: 8, recordedAt, stale: false },
      currentRide: ride,
      nextStop: ride.from,
      rides: [ride],
    },
    {
      driverId: JORDAN,
      name: 'Jordan Lee',
      vehicle: null,
      position: null,
      currentRide: null,
      nextStop: null,
      rides: [],
    },
  ],
});

describe('driver tracking', () => {
  it('shows the drivers on shift with vehicle, ride, next stop and whether their position is live', async () => {
    openScreen('/DriverTracking', {
      'DriverTracking/GetDriverPositions': () => answer(new Date().toISOString()),
    });
    const sam = await screen.findByRole('button', { name: /^Sam Patel/ });
    expect(within(sam).getByText('Toyota Sienna (ABC 123)')).toBeInTheDocument();
    expect(within(sam).getByText('Live')).toBeInTheDocument();
    expect(within(sam).getByText('Ride #4101: Layla Haddad')).toBeInTheDocument();
    expect(within(sam).getByText('Next stop: Harbor View lobby')).toBeInTheDocument();
    const jordan = screen.getByRole('button', { name: /^Jordan Lee/ });
    expect(within(jordan).getByText('No position yet')).toBeInTheDocument();
    expect(within(jordan).getByText('No current vehicle')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Drivers on the map' })).toBeInTheDocument();
  });

  it('marks an old position as stale, and a live one heard on the stream as live again', async () => {
    openScreen('/DriverTracking', {
      'DriverTracking/GetDriverPositions': () => answer(new Date(Date.now() - 5 * 60_000).toISOString()),
    });
    const sam = await screen.findByRole('button', { name: /^Sam Patel/ });
    expect(within(sam).getByText('Not heard from for a while')).toBeInTheDocument();
    act(() =>
      deliverDriverPositions([
        { driverId: SAM, latitude: 40.72, longitude: -74.02, recordedAt: new Date().toISOString() },
      ]),
    );
    expect(await within(sam).findByText('Live')).toBeInTheDocument();
  });

  it("opens a driver's rides", async () => {
    const { user } = openScreen('/DriverTracking', {
      'DriverTracking/GetDriverPositions': () => answer(new Date().toISOString()),
    });
    await user.click(await screen.findByRole('button', { name: /^Sam Patel/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Rides of Sam Patel' });
    expect(within(drawer).getByRole('link', { name: '#4101' })).toBeInTheDocument();
    expect(within(drawer).getByText('Harbor View lobby → JFK Terminal 4')).toBeInTheDocument();
  });

  it('says when no driver is on shift', async () => {
    openScreen('/DriverTracking', {
      'DriverTracking/GetDriverPositions': () => ({ items: [], staleAfterSeconds: 60 }),
    });
    expect(await screen.findByText('No driver is on shift')).toBeInTheDocument();
  });

  it('shows the error with a retry, and is refused to a role without the screen', async () => {
    mockSignedInApi({ 'DriverTracking/GetDriverPositions': () => problemReply(500, 'INTERNAL') });
    const first = renderApp('/DriverTracking', { session: makeSession() });
    expect(await screen.findByText('The drivers could not be loaded')).toBeInTheDocument();
    first.unmount();
    await expectRefusedWithoutScreen('/DriverTracking');
  });

  it('reads only well-formed positions from the stream', () => {
    expect(parsePositions('not json')).toEqual([]);
    expect(parsePositions(JSON.stringify([{ driverId: SAM, latitude: 'x' }]))).toEqual([]);
    const good = { driverId: SAM, latitude: 1, longitude: 2, recordedAt: '2026-01-01T00:00:00Z' };
    expect(parsePositions(JSON.stringify([good]))).toEqual([good]);
  });

  it('lets a settings manager keep positions fewer days and send less often', async () => {
    const { server, user } = openScreen(
      '/DriverTracking',
      {
        'DriverTracking/GetDriverPositions': () => answer(new Date().toISOString()),
        'DriverTracking/GetTrackingSettings': () => ({ retentionDays: 30, sendIntervalSeconds: 5 }),
        'DriverTracking/UpdateTrackingSettings': ({ body }) => ({
          retentionDays: body?.retentionDays ?? 0,
          sendIntervalSeconds: body?.sendIntervalSeconds ?? 0,
        }),
      },
      { session: makeSession({ rules: ['settings.manage'] }) },
    );
    const days = await screen.findByRole('textbox', { name: 'Days positions are kept' });
    expect(days).toHaveValue('30');
    await user.clear(days);
    await user.type(days, '7');
    const every = screen.getByRole('textbox', { name: 'Seconds between sends' });
    await user.clear(every);
    await user.type(every, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(server.callsTo('DriverTracking/UpdateTrackingSettings')[0]?.body).toEqual({
        retentionDays: 7,
        sendIntervalSeconds: 15,
      }),
    );
  });

  it('shows no tracking settings to a dispatcher who does not manage settings', async () => {
    openScreen('/DriverTracking', {
      'DriverTracking/GetDriverPositions': () => answer(new Date().toISOString()),
    });
    await screen.findByRole('button', { name: /^Sam Patel/ });
    expect(screen.queryByText('Tracking settings')).not.toBeInTheDocument();
  });
});
