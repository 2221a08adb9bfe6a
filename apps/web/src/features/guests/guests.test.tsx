import type { GuestDetails, GuestSummary } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import { mockSignedInApi, openScreen } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';

const PATH = '/Marketing/GuestManagment';

const guest = (values: Partial<GuestSummary> = {}): GuestSummary => ({
  guestRef: '12125557788',
  name: 'Philippa Quarrington',
  phone: '+12125557788',
  email: 'philippa@example.org',
  roomNumber: 'Q808',
  language: 'en',
  visits: 3,
  lastVisitAt: '2026-06-01T10:00:00.000Z',
  texts: 'optedIn',
  marketing: 'notAsked',
  ...values,
});

const details = (values: Partial<GuestDetails> = {}): GuestDetails => ({
  ...guest(),
  visitList: [
    {
      kind: 'party',
      id: '00000000-0000-4000-8000-000000000a01',
      number: 1042,
      at: '2026-06-01T10:00:00.000Z',
      status: '5',
      totalCents: 5_000,
    },
  ],
  messages: [
    {
      id: '00000000-0000-4000-8000-000000000b01',
      direction: 'in',
      channel: 'sms',
      body: 'Running late',
      at: '2026-06-01T09:00:00.000Z',
    },
  ],
  ...values,
});

const page =
  (items: GuestSummary[], total = items.length) =>
  (request: { body?: unknown }) => {
    const body = request.body as { page?: number; pageSize?: number };
    return { items, total, page: body.page ?? 1, pageSize: body.pageSize ?? 25 };
  };

describe('guests', () => {
  it('lists the guests from the server, searched, sorted and paged there', async () => {
    const { server, user } = openScreen(PATH, {
      'Guest/GetGuestList': page(
        [guest(), guest({ guestRef: 'a@b.example', name: 'Omar Saleh', phone: '', texts: 'noPhone' })],
        60,
      ),
    });
    await screen.findByRole('button', { name: 'Open Philippa Quarrington' });
    const table = screen.getByRole('table', { name: 'Guests' });
    expect(within(table).getByText('No phone')).toBeInTheDocument();
    expect(server.callsTo('Guest/GetGuestList')[0]?.body).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'lastVisit',
      direction: 'desc',
    });

    await user.type(screen.getByRole('textbox', { name: 'Search' }), '(212) 555');
    await waitFor(() =>
      expect(server.callsTo('Guest/GetGuestList').at(-1)?.body).toMatchObject({ search: '(212) 555' }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Visits', hidden: true }));
    await waitFor(() =>
      expect(server.callsTo('Guest/GetGuestList').at(-1)?.body).toMatchObject({ sort: 'visits', page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(server.callsTo('Guest/GetGuestList').at(-1)?.body).toMatchObject({ page: 2 }));
  });

  it('exports every page as CSV', async () => {
    const { server, user } = openScreen(PATH, { 'Guest/GetGuestList': page([guest()]) });
    await screen.findByRole('button', { name: 'Open Philippa Quarrington' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rows exported: 1')).toBeInTheDocument();
    expect(server.callsTo('Guest/GetGuestList').at(-1)?.body).toMatchObject({ page: 1, pageSize: 200 });
  });

  it("opens a guest's bookings and messages, records marketing, and erases only after the word is typed", async () => {
    const { server, user } = openScreen(PATH, {
      'Guest/GetGuestList': page([guest()]),
      'Guest/GetGuestDetails': () => details(),
      'Guest/UpdateGuestMarketing': () => ({ guestRef: '12125557788', marketing: 'optedIn' }),
      'Guest/EraseGuest': () => ({ parties: 2, permits: 0, waitListEntries: 1, messages: 3, feedback: 1 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open Philippa Quarrington' }));
    const drawer = await screen.findByRole('dialog', { name: 'Philippa Quarrington' });
    expect(await within(drawer).findByText('Ride 1042')).toBeInTheDocument();
    expect(within(drawer).getByText('Dropped off')).toBeInTheDocument();
    expect(within(drawer).getByText('Running late')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('switch', { name: 'The guest agrees to marketing' }));
    await waitFor(() =>
      expect(server.callsTo('Guest/UpdateGuestMarketing')[0]?.body).toEqual({
        guestRef: '12125557788',
        optedIn: true,
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Erase this guest…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Erase the guest' });
    const erase = within(confirm).getByRole('button', { name: 'Erase for good' });
    expect(erase).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox', { name: 'Type ERASE to confirm' }), 'ERASE');
    expect(erase).toBeEnabled();
    await user.click(erase);
    await waitFor(() =>
      expect(server.callsTo('Guest/EraseGuest')[0]?.body).toEqual({ guestRef: '12125557788' }),
    );
    expect(await screen.findByText(/Guest erased: 2 rides/)).toBeInTheDocument();
  });

  it('does not offer erasure to someone without the administrators’ rule', async () => {
    const { user } = openScreen(
      PATH,
      { 'Guest/GetGuestList': page([guest()]), 'Guest/GetGuestDetails': () => details() },
      { session: makeSession({ rules: [] }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Open Philippa Quarrington' }));
    expect(await screen.findByText('Only an administrator can erase a guest.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this guest…' })).not.toBeInTheDocument();
  });

  it('shows the empty state, an error answer, and is refused to a role without the screen', async () => {
    const empty = openScreen(PATH, { 'Guest/GetGuestList': page([]) });
    expect(await screen.findByText('No guests yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    empty.unmount();
    mockSignedInApi({
      'Guest/GetGuestList': () => problemReply(500, 'INTERNAL', { detail: 'Database down' }),
    });
    const failed = renderApp(PATH, { session: makeSession() });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
    failed.unmount();
    await expectRefusedWithoutScreen(PATH);
  });
});
