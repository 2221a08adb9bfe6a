import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_MS } from '../../lib/positionSharing.ts';
import { makeSession } from '../../testing/factories.ts';
import { mockApi, problemReply } from '../../testing/mockApi.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { PositionSharing } from './PositionSharing.tsx';

const USER = '00000000-0000-4000-8000-000000000b01';

/** A phone's geolocation that reports a point each time the test says so. */
function fakeGeolocation() {
  let report: PositionCallback | undefined;
  const clearWatch = vi.fn();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback) => {
        report = success;
        return 1;
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
  return { move, clearWatch, watching: () => report !== undefined };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTime(SAMPLE_MS));

describe('sharing the driver position', () => {
  it('sends nothing without consent, then a point every few seconds once the driver agrees', async () => {
    const geo = fakeGeolocation();
    const server = mockApi({ 'DriverTracking/ReportPositions': () => ({ accepted: 1 }) });
    renderWithProviders(<PositionSharing userId={USER} onShift />, { session: makeSession() });
    expect(screen.getByText('Your position is not shared.')).toBeInTheDocument();
    expect(geo.watching()).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: /Share my position while on shift/ }));
    expect(localStorage.getItem(`curbside.sharePosition.${USER}`)).toBe('yes');
    const start = Date.parse('2026-03-04T14:00:00Z');
    geo.move(40.7, -74, start);
    geo.move(40.71, -74.01, start + 1_000); // within the sampling time: not kept
    expect(await screen.findByText('1 position waiting to be sent')).toBeInTheDocument();
    tick();
    await waitFor(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(1));
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
    const server = mockApi({
      'DriverTracking/ReportPositions': () =>
        online ? { accepted: 2 } : problemReply(503, 'DATABASE_UNAVAILABLE'),
    });
    renderWithProviders(<PositionSharing userId={USER} onShift />, { session: makeSession() });
    const start = Date.parse('2026-03-04T14:00:00Z');
    geo.move(40.7, -74, start);
    tick();
    await waitFor(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(1));
    geo.move(40.72, -74.02, start + SAMPLE_MS);
    expect(await screen.findByText('2 positions waiting to be sent')).toBeInTheDocument();
    online = true;
    tick();
    await waitFor(() => expect(server.callsTo('DriverTracking/ReportPositions')).toHaveLength(2));
    const batch = server.callsTo('DriverTracking/ReportPositions')[1]?.body as { positions: unknown[] };
    expect(batch.positions).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
  });

  it('watches nothing off shift, and stops when the server says the driver is off shift', async () => {
    const geo = fakeGeolocation();
    localStorage.setItem(`curbside.sharePosition.${USER}`, 'yes');
    mockApi({ 'DriverTracking/ReportPositions': () => problemReply(422, 'NOT_ON_SHIFT') });
    const view = renderWithProviders(<PositionSharing userId={USER} onShift={false} />, {
      session: makeSession(),
    });
    expect(screen.getByText('Your position is shared only while you are on shift.')).toBeInTheDocument();
    expect(geo.watching()).toBe(false);
    view.unmount();
    renderWithProviders(<PositionSharing userId={USER} onShift />, { session: makeSession() });
    geo.move(40.7, -74, Date.parse('2026-03-04T14:00:00Z'));
    tick();
    expect(
      await screen.findByText('Your position was not accepted: you are not on shift.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
  });
});
