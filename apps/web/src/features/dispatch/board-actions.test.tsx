import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import {
  BOARD,
  card,
  chooseMoreAction,
  describeBoard,
  dispatched,
  mapRequest,
  overdue,
  party,
  pending,
  renderBoard,
  setup,
} from './board-fixtures.tsx';

/** The board with party 103 cancellable: the cancel call answers it cancelled. */
function setupCancel() {
  return setup({
    'Transportation/Cancel': () => ({ ...dispatched, status: 6, version: 8, actions: ['UndoCancel'] }),
  });
}

/** Submits the cancel dialog; the body of the one cancel call it sends. */
async function cancelSent(user: UserEvent, dialog: HTMLElement, server: ReturnType<typeof setup>) {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the party' }));
  await waitFor(() => expect(server.callsTo('Transportation/Cancel')).toHaveLength(1));
  return server.callsTo('Transportation/Cancel')[0]?.body;
}

describeBoard('dispatch board actions', () => {
  it("shows only the card's own actions", async () => {
    setup();
    const { user } = renderBoard();
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    const group = within(alan).getByRole('group', { name: 'Actions of party 103' });
    expect(within(group).getByRole('button', { name: 'Pick up' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Drop off' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Assign driver' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'More actions' }));
    // The lane scrolls, so jsdom's empty layout counts the menu as detached: it is in the page but hidden.
    await screen.findByRole('menuitem', { name: 'Cancel party', hidden: true });
    expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Undo map request',
      'Cancel party',
    ]);
    // A card without actions has no action buttons at all.
    expect(within(card(/Party 104/)).queryByRole('group')).not.toBeInTheDocument();
  });

  it('picks up with the party id and the version of the card, then refreshes the board', async () => {
    const server = setup({
      'Transportation/PickUp': () => ({ ...dispatched, status: 3, version: 8, actions: [] }),
    });
    const { user } = renderBoard();
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    await user.click(within(alan).getByRole('button', { name: 'Pick up' }));
    await waitFor(() => expect(server.callsTo('Transportation/PickUp')).toHaveLength(1));
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId: dispatched.id, version: 7 });
    await waitFor(() => expect(server.callsTo(BOARD).length).toBeGreaterThan(1));
    // Opening the drawer is not a side effect of the button.
    expect(server.callsTo('Reservation/GetPartyInfoById')).toHaveLength(0);
  });

  it('offers the undo of a drop-off in its toast, at the version the drop-off answered', async () => {
    const pickedUp = { ...dispatched, status: 3, version: 8, actions: ['DropOff' as const] };
    const server = setup(
      {
        'Transportation/DropOff': () => ({
          ...pickedUp,
          status: 4,
          version: 9,
          actions: ['UnDoDropOff' as const],
        }),
        'Transportation/UnDoDropOff': () => ({ ...pickedUp, version: 10 }),
      },
      [pending, pickedUp],
    );
    const { user } = renderBoard();
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    await user.click(within(alan).getByRole('button', { name: 'Drop off' }));
    const toast = (await screen.findByText('Drop off: party 103')).closest('.mantine-Notification-root');
    if (!(toast instanceof HTMLElement)) throw new Error('the drop-off shows no toast');
    await user.click(within(toast).getByRole('button', { name: 'Undo drop-off' }));
    await waitFor(() => expect(server.callsTo('Transportation/UnDoDropOff')).toHaveLength(1));
    expect(server.callsTo('Transportation/UnDoDropOff')[0]?.body).toEqual({
      partyId: dispatched.id,
      version: 9,
    });
    // The undo closed the toast it came from: one click cannot send it twice.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo drop-off' })).not.toBeInTheDocument(),
    );
  });

  it('explains a 409 and refreshes the board', async () => {
    const server = setup({
      'Transportation/PickUp': () => problemReply(409, 'VERSION_CONFLICT', { detail: 'stale version' }),
    });
    const { user } = renderBoard();
    const alan = await screen.findByRole('article', { name: /Party 103/ });
    const before = server.callsTo(BOARD).length;
    await user.click(within(alan).getByRole('button', { name: 'Pick up' }));
    expect(
      await screen.findByText('Someone else changed this party; the board has been refreshed'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(BOARD).length).toBeGreaterThan(before));
  });

  it('applies a bulk action at the versions the board showed and words each failure', async () => {
    const server = setup({
      'Transportation/BulkUpdate': () => ({
        succeeded: [{ ...pending, status: 2 }],
        failed: [
          {
            partyId: overdue.id,
            status: 409,
            code: 'TRANSITION_NOT_ALLOWED',
            message: 'ToPending is not allowed: a party that is Pending cannot become Pending.',
          },
        ],
      }),
    });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select party 101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select party 102' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Move to pending' }));
    expect(await screen.findByText('1 succeeded, 1 failed')).toBeInTheDocument();
    // The reason in the user's language, not the server's English.
    expect(
      screen.getByText('Party 102: This party cannot take this step in its current status.'),
    ).toBeInTheDocument();
    expect(server.callsTo('Transportation/BulkUpdate')[0]?.body).toEqual({
      partyIds: [pending.id, overdue.id],
      versions: { [pending.id]: pending.version, [overdue.id]: overdue.version },
      action: 'ToPending',
    });
    // The party that succeeded leaves the selection; the failed one stays chosen.
    expect(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('1 selected'),
    ).toBeInTheDocument();
  });

  it('lists the parties someone else changed meantime apart, in English and Arabic', async () => {
    const answer = () => ({
      succeeded: [{ ...pending, status: 2, version: pending.version + 1 }],
      failed: [
        {
          partyId: overdue.id,
          status: 409,
          code: 'PARTY_CHANGED',
          message: 'Someone else changed this party.',
        },
        {
          partyId: dispatched.id,
          status: 409,
          code: 'PARTY_CHANGED',
          message: 'Someone else changed this party.',
        },
      ],
    });
    for (const [language, select, move, heading, line] of [
      ['en', 'Select party', 'Move to pending', /Changed by someone else in the meantime/, 'Party 103'],
      ['ar', 'تحديد المجموعة', 'نقل إلى الانتظار', /غيّرها شخص آخر في الأثناء/, 'المجموعة 103'],
    ] as const) {
      const server = setup({ 'Transportation/BulkUpdate': answer });
      const { user, unmount } = renderBoard({ language });
      await screen.findAllByRole('article');
      for (const number of [101, 102, 103]) {
        await user.click(screen.getByRole('checkbox', { name: `${select} ${number}` }));
      }
      await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: move }));
      const changed = await screen.findByRole('list', { name: heading });
      expect(
        within(changed)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([line.replace('103', '102'), line]);
      expect(server.callsTo('Transportation/BulkUpdate')[0]?.body).toMatchObject({
        versions: { [pending.id]: 3, [overdue.id]: overdue.version, [dispatched.id]: 7 },
      });
      unmount();
    }
  });

  it('lists assignable drivers first and disables the others with the reason', async () => {
    const server = setup({
      'Transportation/AssignDriver': () => ({ ...pending, status: 2, version: 4 }),
    });
    const { user } = renderBoard();
    const ada = await screen.findByRole('article', { name: /Party 101/ });
    await user.click(within(ada).getByRole('button', { name: 'Assign driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to party 101' });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Choose a driver' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    const omar = within(dialog).getByRole('radio', { name: /Omar Off-shift/ });
    expect(omar).toBeDisabled();
    expect(within(dialog).getByText('Off shift')).toBeInTheDocument();
    expect(radios[0]).toBe(within(dialog).getByRole('radio', { name: /Sam Patel/ }));
    expect(radios[0]).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: /Sam Patel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.callsTo('Transportation/AssignDriver')).toHaveLength(1));
    expect(server.callsTo('Transportation/AssignDriver')[0]?.body).toEqual({
      partyId: pending.id,
      version: 3,
      driverId: id(301),
      isNotifyGuest: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Assign a driver/ })).not.toBeInTheDocument(),
    );
  });

  it("warns when the chosen driver's vehicle seats fewer than the party, and still assigns", async () => {
    const big = { ...pending, adults: 100, children: 0 };
    const server = setup({ 'Transportation/AssignDriver': () => ({ ...big, status: 2, version: 4 }) }, [
      big,
      overdue,
      dispatched,
      mapRequest,
    ]);
    const { user } = renderBoard();
    const card = await screen.findByRole('article', { name: /Party 101/ });
    await user.click(within(card).getByRole('button', { name: 'Assign driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to party 101' });
    const sam = await within(dialog).findByRole('radio', { name: /Sam Patel/ });
    expect(within(dialog).getByText('14 seats')).toBeInTheDocument();
    expect(within(dialog).getByText('Too small for 100')).toBeInTheDocument();
    await user.click(sam);
    expect(
      within(dialog).getByText(
        "A party of 100 is more than the 14 seats of Sam Patel's vehicle. You can still assign it; it will take more than one run.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.callsTo('Transportation/AssignDriver')).toHaveLength(1));
  });

  it('cancels with a partial refund of at most what was paid', async () => {
    const server = setupCancel();
    const { user } = renderBoard({ session: makeSession({ rules: ['party.cancel', 'party.refund'] }) });
    const dialog = await chooseMoreAction(user, /Party 103/, 'Cancel party', 'Cancel party 103');
    await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
    const amount = within(dialog).getByRole('textbox', { name: /Refund amount/ });
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the party' }));
    expect(await within(dialog).findByText(/At most/)).toBeInTheDocument();
    expect(server.callsTo('Transportation/Cancel')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(await cancelSent(user, dialog, server)).toEqual({
      partyId: dispatched.id,
      version: 7,
      refund: 'partial',
      refundCents: 1250,
    });
  });

  it('offers no refund to a user without the refund rule (the server would refuse it)', async () => {
    const server = setupCancel();
    const { user } = renderBoard({
      session: makeSession({ roleCode: 'DISPATCHER', rules: ['party.cancel', 'party.undo'] }),
    });
    const dialog = await chooseMoreAction(user, /Party 103/, 'Cancel party', 'Cancel party 103');
    expect(within(dialog).getByRole('radio', { name: 'Full refund' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Partial refund' })).toBeDisabled();
    expect(within(dialog).getByText('You may cancel this party but not refund it.')).toBeInTheDocument();
    expect(await cancelSent(user, dialog, server)).toEqual({
      partyId: dispatched.id,
      version: 7,
      refund: 'none',
    });
  });

  it('deletes after a confirmation, by status 10 with the version', async () => {
    const server = setup(
      { 'Reservation/UpdatePartyStatus': () => ({ ...mapRequest, status: 10, actions: [] }) },
      [party({ id: id(105), number: 105, status: 9, version: 5, actions: ['Delete'] })],
    );
    const { user } = renderBoard();
    const dialog = await chooseMoreAction(user, /Party 105/, 'Delete', 'Delete party 105');
    expect(server.callsTo('Reservation/UpdatePartyStatus')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('Reservation/UpdatePartyStatus')).toHaveLength(1));
    expect(server.callsTo('Reservation/UpdatePartyStatus')[0]?.body).toEqual({
      partyId: id(105),
      version: 5,
      status: 10,
    });
  });
});
