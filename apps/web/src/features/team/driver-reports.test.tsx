import type { contract, ResponseOf } from '@curbside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { captureDownloads, releaseDownloads } from '../../testing/downloads.ts';
import { id, makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

/** The export menu is a chunk of its own, loaded on the first click: on a busy machine that takes a while. */

type Row = ResponseOf<typeof contract.userManagement.getDriversPerformance>['items'][number];

const row = (overrides: Partial<Row>): Row => ({
  userId: id(1),
  name: 'Sam Patel',
  status: 'active',
  shift: 'available',
  currentVehicle: null,
  signIns: 3,
  lastSignInAt: '2026-03-01T08:30:00.000Z',
  rides: 10,
  onTimePickUps: 9,
  averagePickUpMinutes: 6.5,
  averageRating: 4.8,
  ...overrides,
});
const sam = row({});
const lina = row({
  userId: id(2),
  name: 'Lina Haddad',
  signIns: 7,
  lastSignInAt: null,
  rides: 4,
  onTimePickUps: 2,
  averagePickUpMinutes: null,
  averageRating: null,
});

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  vi.useRealTimers();
  releaseDownloads();
});

describe('driver reports', () => {
  it("asks for the last 30 days of the company's calendar, then the chosen range", async () => {
    // 21:30 UTC on 10 March is already 11 March in Dubai, the company's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T21:30:00.000Z'));
    const { server } = openScreen('/Team/DriverReports', {
      'UserManagement/GetDriversPerformance': () => ({ items: [sam, lina] }),
    });
    const table = await screen.findByRole('table', { name: 'Driver performance' });
    await within(table).findByText('Sam Patel');
    expect(server.callsTo('UserManagement/GetDriversPerformance')[0]?.body).toEqual({
      fromDate: '2026-02-10',
      toDate: '2026-03-11',
    });
    expect(
      screen.getByText("Days in the company's time zone (Gulf Standard Time – Dubai)."),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-12' } });
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(server.callsTo('UserManagement/GetDriversPerformance')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(server.callsTo('UserManagement/GetDriversPerformance').at(-1)?.body).toEqual({
        fromDate: '2026-03-01',
        toDate: '2026-03-11',
      }),
    );
  });

  it('shows each figure and sorts by a column, empty values last', async () => {
    const { user } = openScreen('/Team/DriverReports', {
      'UserManagement/GetDriversPerformance': () => ({ items: [lina, sam] }),
    });
    const table = await screen.findByRole('table', { name: 'Driver performance' });
    await within(table).findByText('Sam Patel');
    // Most rides first by default.
    expect(names(table)).toEqual(['Sam Patel', 'Lina Haddad']);
    const samRow = within(table).getByText('Sam Patel').closest('tr') as HTMLElement;
    expect(within(samRow).getByText('9 (90%)')).toBeInTheDocument();
    expect(within(samRow).getByText('6.5 min')).toBeInTheDocument();
    expect(within(samRow).getByText('4.8')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Sign-ins' }));
    expect(names(table)).toEqual(['Lina Haddad', 'Sam Patel']);
    expect(within(table).getByRole('columnheader', { name: 'Sign-ins' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'Rating' }));
    await user.click(within(table).getByRole('button', { name: 'Rating' }));
    expect(within(table).getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names(table)).toEqual(['Sam Patel', 'Lina Haddad']);
  });

  it('exports the rows shown as CSV', async () => {
    const { saved, fileNames } = captureDownloads();
    const { user } = openScreen('/Team/DriverReports', {
      'UserManagement/GetDriversPerformance': () => ({ items: [sam, lina] }),
    });
    const table = await screen.findByRole('table', { name: 'Driver performance' });
    await within(table).findByText('Sam Patel');
    await user.type(screen.getByLabelText('Search drivers'), 'lina');
    await waitFor(() => expect(names(table)).toEqual(['Lina Haddad']));
    // Export is offered once the report knows its rows; the menu opens only from an enabled button.
    const exportButton = screen.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Rows exported: 1')).toBeInTheDocument();
    expect(fileNames[0]).toMatch(/^driver-reports-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (saved[0] as Blob).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Driver,Rides,On-time pick-ups,Average pick-up time,Rating,Sign-ins,Last sign-in',
      'Lina Haddad,4,2,,,7,',
    ]);
  });

  it('shows the empty state, an error answer, and the refusal', async () => {
    mockSignedInApi({ 'UserManagement/GetDriversPerformance': () => ({ items: [] }) });
    const first = renderApp('/Team/DriverReports', { session: makeSession() });
    expect(await screen.findByText('No drivers to report on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    first.unmount();

    mockSignedInApi({ 'UserManagement/GetDriversPerformance': () => problemReply(500, 'INTERNAL') });
    const second = renderApp('/Team/DriverReports', { session: makeSession() });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    second.unmount();

    await expectRefusedWithoutScreen('/Team/DriverReports');
  });
});
