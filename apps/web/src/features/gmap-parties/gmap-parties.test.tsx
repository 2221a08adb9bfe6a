import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { makePartySummary } from '../../testing/parties.ts';
import { renderApp } from '../../testing/render.tsx';

/** The export menu is a chunk of its own, loaded on the first click: on a busy machine that takes a while. */

const A = '00000000-0000-4000-8000-000000000901';
const B = '00000000-0000-4000-8000-000000000902';

describe('map requests', () => {
  it('lists the map requests of the days, server-paged, with the shared positions on a map', async () => {
    const { server, user } = openScreen('/TransactionManagement/GmapParties', {
      'Reservation/GetReservationOrGMapByDates': (request) => ({
        items: [
          makePartySummary({
            id: A,
            number: 3001,
            status: 9,
            guestName: 'Layla Haddad',
            guestLatitude: 25.08,
            guestLongitude: 55.14,
          }),
          makePartySummary({
            id: B,
            number: 3002,
            status: 2,
            guestName: 'Omar Saleh',
            phone: '+971 55 000 1111',
          }),
        ],
        total: 30,
        page: Number(request.body?.page ?? 1),
        pageSize: Number(request.body?.pageSize ?? 25),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Map requests' });
    expect(await within(table).findByText('Layla Haddad')).toBeInTheDocument();
    expect(within(table).getByText('Map request')).toBeInTheDocument();
    expect(within(table).getByText('+971 55 000 1111')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '#3002' })).toHaveAttribute(
      'href',
      '/TrasactionManagement/RecordManagement?search=3002',
    );
    expect(screen.getByRole('region', { name: 'Guest positions' })).toBeInTheDocument();
    // Beside the map (a plain grid where no tiles are configured), the guests who shared where they wait.
    const shared = screen.getByRole('list', { name: 'Guests who shared a position' });
    expect(within(shared).getAllByRole('listitem')).toHaveLength(1);
    expect(within(shared).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(shared).getByRole('link', { name: '25.08000, 55.14000' })).toBeInTheDocument();
    // Each party says where its guest shared they wait, as a link that needs no map tiles.
    expect(within(table).getByRole('link', { name: '25.08000, 55.14000' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=25.08&mlon=55.14#map=17/25.08/55.14',
    );
    expect(within(table).getByText('Not shared')).toBeInTheDocument();

    const first = server.callsTo('Reservation/GetReservationOrGMapByDates')[0];
    expect(first?.url.searchParams.get('commandType')).toBe('GMAP');
    expect(first?.body).toMatchObject({ page: 1, pageSize: 25 });
    const body = first?.body as { fromDate: string; toDate: string };
    expect(body.fromDate <= body.toDate).toBe(true);
    // One guest shared a position (the list carries it, no call per row): the map shows it, no "none yet" note.
    await waitFor(() => expect(document.querySelectorAll('.leaflet-interactive').length).toBe(1));
    expect(screen.queryByText('No guest on this page has shared a position yet.')).not.toBeInTheDocument();
    // A marker clicked marks its guest in the list. A bare click: a pointer's hover would open the marker's
    // tooltip, which Leaflet places from the map's size, and jsdom lays nothing out.
    fireEvent.click(document.querySelector('.leaflet-interactive') as Element);
    await waitFor(() => expect(within(shared).getByRole('listitem')).toHaveAttribute('aria-current', 'true'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(server.callsTo('Reservation/GetReservationOrGMapByDates').at(-1)?.body).toMatchObject({
        page: 2,
      }),
    );
  });

  it('exports every page as CSV', async () => {
    const { server, user } = openScreen('/TransactionManagement/GmapParties', {
      'Reservation/GetReservationOrGMapByDates': (request) => ({
        items: [makePartySummary({ id: request.body?.page === 1 ? A : B, status: 9 })],
        total: 1,
        page: Number(request.body?.page ?? 1),
        pageSize: Number(request.body?.pageSize ?? 25),
      }),
    });
    await screen.findByRole('link', { name: '#1042' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (text, any spreadsheet)' }));
    expect(await screen.findByText('Map requests exported: 1')).toBeInTheDocument();
    expect(server.callsTo('Reservation/GetReservationOrGMapByDates').at(-1)?.body).toMatchObject({
      page: 1,
      pageSize: 200,
    });
  });

  it('shows the empty state, without a map', async () => {
    openScreen('/TransactionManagement/GmapParties', {
      'Reservation/GetReservationOrGMapByDates': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    expect(await screen.findByText('No map requests in these days')).toBeInTheDocument();
    expect(screen.getByText('Choose other days, or clear the search.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Guest positions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('words the empty report in Arabic as every report does', async () => {
    openScreen(
      '/TransactionManagement/GmapParties',
      { 'Reservation/GetReservationOrGMapByDates': () => ({ items: [], total: 0, page: 1, pageSize: 25 }) },
      { language: 'ar' },
    );
    // The shared hint of every report's days and search (resource.reportEmptyHint), not a copy of its own.
    expect(await screen.findByText('اختر أيامًا أخرى أو امسح البحث.')).toBeInTheDocument();
  });

  it('shows an error answer, and is refused to a role without the screen', async () => {
    mockSignedInApi({
      'Reservation/GetReservationOrGMapByDates': () =>
        problemReply(500, 'INTERNAL', { detail: 'Database down' }),
    });
    const first = renderApp('/TransactionManagement/GmapParties', { session: makeSession() });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    first.unmount();
    await expectRefusedWithoutScreen('/TransactionManagement/GmapParties');
  });
});
