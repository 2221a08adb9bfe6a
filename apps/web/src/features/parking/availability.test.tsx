import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { loadCases } from '../../testing/loadCases.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

describe('parking availability', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2027-03-10T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each lot’s free spaces per day, coloured by fill, from today in the company’s zone', async () => {
    const server = mockSignedInApi({
      'Parking/GetParkingAvailability': (call) => {
        const body = call.body as { fromDate: string };
        return {
          days: [body.fromDate, '2027-03-11', '2027-03-12'],
          lots: [{ lotId: id(1), name: 'Valet lot', capacity: 10, free: [9, 2, 0] }],
        };
      },
    });
    const { user } = renderApp('/ParkingPermit/ParkingAvailability', { session: makeSession() });
    const table = await screen.findByRole('table', { name: 'Parking availability' });
    const row = within(table).getByRole('row', { name: /Valet lot/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => [c.textContent, c.getAttribute('data-fill')])).toEqual([
      ['9', 'open'],
      ['2', 'filling'],
      ['0', 'full'],
    ]);
    expect(server.callsTo('Parking/GetParkingAvailability').at(-1)?.body).toEqual({
      fromDate: '2027-03-10',
      days: 14,
    });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() =>
      expect(server.callsTo('Parking/GetParkingAvailability').at(-1)?.body).toEqual({
        fromDate: '2027-03-24',
        days: 14,
      }),
    );
  });

  it('says when there is no lot', async () => {
    mockSignedInApi({ 'Parking/GetParkingAvailability': () => ({ days: ['2027-03-10'], lots: [] }) });
    renderApp('/ParkingPermit/ParkingAvailability', { session: makeSession() });
    expect(await screen.findByText('No lots in use')).toBeInTheDocument();
  });

  loadCases('/ParkingPermit/ParkingAvailability', {
    call: 'Parking/GetParkingAvailability',
    error: 'Availability could not be loaded',
  });
});
