import type { PartySummary } from '@curbside/contract';
import type { PopoverProps } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { formatDay } from '../../lib/dates.ts';
import { id } from '../../testing/factories.ts';
import {
  BOARD,
  boardAnswer,
  card,
  describeBoard,
  details,
  lane,
  mapRequest,
  parties,
  party,
  pending,
  renderBoard,
  setup,
  TODAY,
} from './board-fixtures.tsx';

// jsdom lays nothing out, so every target looks scrolled out of view and floating-ui hides each popover as
// detached (display: none), where neither Tab nor a focus trap can reach. Here popovers stay shown.
vi.mock('@mantine/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@mantine/core')>();
  const { Popover } = core;
  const Shown = Object.assign((props: PopoverProps) => <Popover {...props} hideDetached={false} />, {
    Target: Popover.Target,
    Dropdown: Popover.Dropdown,
  });
  return { ...core, Popover: Shown };
});

/** Presses Tab until `target` has the focus, as a keyboard user would (fails when it never comes). */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}

describeBoard('dispatch board by keyboard only', () => {
  it('assigns a driver with keys alone; the dialog gives the focus back and the focus follows the card', async () => {
    // The board's answer follows the assignment, as the server's would.
    let items: PartySummary[] = parties;
    const server = setup({
      [BOARD]: () => boardAnswer(items),
      'Transportation/AssignDriver': () => {
        const moved = { ...pending, status: 2, version: 4, driverId: id(301), driverName: 'Sam Patel' };
        items = items.map((party) => (party.id === pending.id ? moved : party));
        return moved;
      },
    });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });

    // Pending holds 102 then 101.
    await user.keyboard('jj');
    await waitFor(() => expect(card(/Party 101/)).toHaveFocus());

    // `a` asks for a driver; Escape closes the dialog and the focus is back on the card.
    await user.keyboard('a');
    let dialog = await screen.findByRole('dialog', { name: 'Assign a driver to party 101' });
    await within(dialog).findByRole('radio', { name: /Sam Patel/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card(/Party 101/)).toHaveFocus());

    // Again, choosing and assigning with keys: the card moves to Dispatched and the focus goes with it.
    await user.keyboard('a');
    dialog = await screen.findByRole('dialog', { name: 'Assign a driver to party 101' });
    const sam = await within(dialog).findByRole('radio', { name: /Sam Patel/ });
    await tabTo(user, sam);
    await user.keyboard(' ');
    expect(sam).toBeChecked();
    await tabTo(user, within(dialog).getByRole('button', { name: 'Assign' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('Transportation/AssignDriver')).toHaveLength(1));
    await waitFor(() =>
      expect(within(lane('Dispatched')).getByRole('article', { name: /Party 101/ })).toHaveFocus(),
    );
  });

  it('drops off with d and hands the focus to the card that takes its place in the lane', async () => {
    const rides = [0, 1, 2].map((n) =>
      party({
        id: id(600 + n),
        number: 600 + n,
        status: 4,
        guestName: `Rider ${n}`,
        actions: ['DropOff'],
      }),
    );
    let items: PartySummary[] = rides;
    const server = setup({
      [BOARD]: () => boardAnswer(items),
      // A dropped-off party leaves the board.
      'Transportation/DropOff': (request) => {
        const { partyId } = request.body as { partyId: string };
        items = items.filter((ride) => ride.id !== partyId);
        return party({ id: partyId, status: 5, actions: [] });
      },
    });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 601/ });
    await user.keyboard('jj');
    await waitFor(() => expect(card(/Party 601/)).toHaveFocus());
    await user.keyboard('d');
    await waitFor(() => expect(server.callsTo('Transportation/DropOff')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Party 601/ })).toBeNull());
    await waitFor(() => expect(card(/Party 602/)).toHaveFocus());
    // The last card of the lane gives way to the one before it.
    await user.keyboard('d');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Party 602/ })).toBeNull());
    await waitFor(() => expect(card(/Party 600/)).toHaveFocus());
  });

  it('moves across lanes to a card and opens it; the drawer holds the keys and gives the focus back', async () => {
    setup({ 'Reservation/GetPartyInfoById': () => details(mapRequest) });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 103/ });
    // Pending, Map request, then Dispatched (On call and Reservation are empty), then back to Map request.
    await user.keyboard('j{ArrowRight}');
    await waitFor(() => expect(card(/Party 104/)).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(card(/Party 103/)).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(card(/Party 104/)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Party 104' })).toBeInTheDocument();
    // The board's keys are off while the drawer is open: j moves nothing behind it.
    await user.keyboard('j');
    expect(card(/Party 104/)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card(/Party 104/)).toHaveFocus());
  });

  it('reaches the lane settings, changes them and gives the focus back on Escape', async () => {
    setup();
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    const layout = screen.getByRole('button', { name: 'Layout' });
    await tabTo(user, layout);
    await user.keyboard('{Enter}');
    const compact = await screen.findByRole('switch', { name: 'Compact cards' });
    await tabTo(user, compact);
    await user.keyboard(' ');
    expect(compact).toBeChecked();
    // Compact cards put their actions under one menu per card.
    await waitFor(() =>
      expect(within(card(/Party 101/)).getByRole('button', { name: 'Actions of party 101' })).toBeVisible(),
    );
    await tabTo(user, screen.getByRole('checkbox', { name: 'Map request' }));
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Map request' })).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(layout).toHaveFocus());
  });

  it("picks the board's day from a month by keyboard, written as every date is", async () => {
    const server = setup();
    const { user, router } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    const today = formatDay(TODAY, 'en-GB');
    const day = screen.getByRole('button', { name: `Date: ${today}, choose another` });
    expect(day).toHaveTextContent(today);
    await tabTo(user, day);

    // Escape closes the month and the focus is back on the day.
    await user.keyboard('{Enter}');
    const month = await screen.findByRole('dialog', { name: `Date: ${today}, choose another` });
    await waitFor(() => expect(within(month).getByRole('button', { name: today })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(day).toHaveFocus());

    // The arrows walk the days (not the board's cards); Enter picks one.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: `Date: ${today}, choose another` });
    const next = formatDay('2026-03-02', 'en-GB');
    await waitFor(() => expect(screen.getByRole('button', { name: today })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: next })).toHaveFocus());
    expect(screen.queryByRole('article', { current: true })).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(BOARD).at(-1)?.body).toMatchObject({ date: '2026-03-02' }));
    expect(router.state.location.search).toContain('date=2026-03-02');
    const moved = screen.getByRole('button', { name: `Date: ${next}, choose another` });
    expect(moved).toHaveTextContent(next);
    await waitFor(() => expect(moved).toHaveFocus());
  });

  it('writes the day and its month in Arabic, right to left', async () => {
    setup();
    const { user } = renderBoard({ language: 'ar' });
    await screen.findByRole('region', { name: 'قيد الانتظار' });
    const today = formatDay(TODAY, 'ar');
    const day = screen.getByRole('button', { name: `التاريخ: ${today}، اختر يومًا آخر` });
    expect(day).toHaveTextContent(today);
    await tabTo(user, day);
    await user.keyboard('{Enter}');
    const month = await screen.findByRole('dialog', { name: `التاريخ: ${today}، اختر يومًا آخر` });
    expect(await within(month).findByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
    // The days are named and numbered as the rest of the app writes dates in Arabic.
    const first = within(month).getByRole('button', { name: today });
    expect(first).toHaveTextContent(
      new Intl.DateTimeFormat('ar', { day: 'numeric' }).format(new Date(2026, 2, 1)),
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
