import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { applyRealtimeEvent } from '../../lib/realtime.ts';
import { expectRefusedWithoutScreen } from '../../testing/access.ts';
import { id } from '../../testing/factories.ts';
import { problemReply } from '../../testing/mockApi.ts';
import {
  BOARD,
  boardAnswer,
  card,
  describeBoard,
  details,
  dispatched,
  lane,
  mapRequest,
  NOW,
  parties,
  party,
  pending,
  renderBoard,
  setup,
  TODAY,
} from './board-fixtures.tsx';

describeBoard('dispatch board', () => {
  it('shows the lanes with their counts and the cards in them', async () => {
    const server = setup();
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    for (const name of [
      'Pending',
      'Map request',
      'On call',
      'Reservation',
      'Dispatched',
      'Picked up',
      'In transit',
    ]) {
      expect(lane(name)).toBeInTheDocument();
    }
    expect(within(lane('Pending')).getByLabelText('Pending: 2')).toHaveTextContent('2');
    expect(within(lane('Dispatched')).getByLabelText('Dispatched: 1')).toBeInTheDocument();
    expect(
      within(lane('Pending'))
        .getAllByRole('article')
        .map((el) => el.getAttribute('aria-label')),
    ).toEqual(['Party 102, Grace Hopper', 'Party 101, Ada Lovelace']);
    expect(within(lane('Map request')).getByRole('article', { name: /Party 104/ })).toBeInTheDocument();
    // An empty lane is a narrow strip of its name and count: the lanes with cards get the width.
    expect(lane('On call')).toHaveAttribute('data-folded');
    expect(within(lane('On call')).getByLabelText('On call: 0')).toBeInTheDocument();
    expect(lane('Pending')).not.toHaveAttribute('data-folded');

    // A lane folds from its heading and opens again from its strip.
    await user.click(within(lane('Pending')).getByRole('button', { name: 'Pending' }));
    expect(lane('Pending')).toHaveAttribute('data-folded');
    expect(within(lane('Pending')).queryAllByRole('article')).toEqual([]);
    await user.click(within(lane('Pending')).getByRole('button', { name: 'Pending' }));
    expect(within(lane('Pending')).getAllByRole('article')).toHaveLength(2);

    const ada = card(/Party 101/);
    expect(within(ada).getByText('Guests: 3')).toBeInTheDocument();
    expect(within(ada).getByText('Luggage: 3')).toBeInTheDocument();
    expect(within(ada).getByLabelText('From Hotel lobby to Airport T3')).toBeInTheDocument();
    expect(within(ada).getByText('Waiting 5 of 15 min')).toHaveAttribute('data-lateness', 'onTime');
    expect(within(card(/Party 102/)).getByText('Waiting 40 of 20 min')).toHaveAttribute(
      'data-lateness',
      'late',
    );
    // Flagged in words, not by colour alone.
    expect(within(card(/Party 102/)).getByRole('img', { name: 'Late' })).toBeInTheDocument();
    expect(within(ada).queryByRole('img', { name: /Late|At risk/ })).toBeNull();
    expect(within(card(/Party 103/)).getByText('Sam Patel')).toBeInTheDocument();

    // Without ?date the board shows the company's today (the clock is fixed, so it is known).
    expect(server.callsTo(BOARD)[0]?.body).toMatchObject({ date: TODAY, perLane: 40 });
  });

  it('filters by the address: ?status and ?date reach the call and show that lane only', async () => {
    const server = setup({}, [dispatched]);
    renderBoard({ path: `/?status=2&date=2026-03-01&driverId=${id(301)}` });
    await screen.findByRole('article', { name: /Party 103/ });
    expect(server.callsTo(BOARD)[0]?.body).toMatchObject({
      date: '2026-03-01',
      statuses: [2],
      driverId: id(301),
    });
    expect(screen.queryByRole('region', { name: 'Pending' })).not.toBeInTheDocument();
    expect(lane('Dispatched')).toBeInTheDocument();
  });

  it('searches through the address after a pause, and a refetch leaves the focus where it is', async () => {
    const server = setup();
    const { user, router } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    await user.keyboard('j');
    await waitFor(() => expect(card(/Party 102/)).toHaveFocus());
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    // The pause is the debounce's timer: fake it and type without user-event's own delays, then let it run out.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    fireEvent.change(search, { target: { value: 'Ada' } });
    const searched = () =>
      server.callsTo(BOARD).some((call) => (call.body as { search?: string }).search === 'Ada');
    act(() => vi.advanceTimersByTime(299));
    expect(searched()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await waitFor(() => expect(searched()).toBe(true));
    expect(router.state.location.search).toContain('search=Ada');
    await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
    expect(search).toHaveFocus();
  });

  it('refetches the board when a server event names its contract path', async () => {
    const server = setup();
    const { queryClient } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    const before = server.callsTo(BOARD).length;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'] }));
    await waitFor(() => expect(server.callsTo(BOARD).length).toBe(before + 1));
  });

  it('patches the cards a live event names instead of reloading the board', async () => {
    const moved = { ...pending, status: 2, version: pending.version + 1, driverName: 'Sam Patel' };
    const server = setup({
      [BOARD]: (request) =>
        (request.body as { partyIds?: string[] }).partyIds ? boardAnswer([moved]) : boardAnswer(),
    });
    const { queryClient } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    const before = server.callsTo(BOARD).length;
    act(() => applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'], parties: [pending.id] }));
    await waitFor(() =>
      expect(within(lane('Dispatched')).getByRole('article', { name: /Party 101/ })).toBeInTheDocument(),
    );
    expect(within(lane('Pending')).queryByRole('article', { name: /Party 101/ })).toBeNull();
    const calls = server.callsTo(BOARD).slice(before);
    expect(calls.map((call) => call.body)).toEqual([expect.objectContaining({ partyIds: [pending.id] })]);
  });

  it('reads the cards that live events name within one frame together, in one patch', async () => {
    const first = party({ id: id(40_001), number: 401, guestName: 'Kiosk guest one' });
    const second = party({ id: id(40_002), number: 402, guestName: 'Kiosk guest two' });
    const server = setup({
      [BOARD]: (request) => {
        const named = (request.body as { partyIds?: string[] }).partyIds;
        if (!named) return boardAnswer();
        // The cards named, and every lane's count with both new cards in it.
        const { counts } = boardAnswer([...parties, first, second]);
        return { ...boardAnswer([first, second].filter((one) => named.includes(one.id))), counts };
      },
    });
    const { queryClient } = renderBoard();
    await screen.findByRole('article', { name: /Party 101/ });
    const before = server.callsTo(BOARD).length;
    act(() => {
      applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'], parties: [first.id] });
      applyRealtimeEvent(queryClient, { type: 'change', tags: ['parties'], parties: [second.id] });
    });
    await waitFor(() =>
      expect(within(lane('Pending')).getByRole('article', { name: /Party 402/ })).toBeInTheDocument(),
    );
    expect(within(lane('Pending')).getByRole('article', { name: /Party 401/ })).toBeInTheDocument();
    const calls = server.callsTo(BOARD).slice(before);
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ partyIds: [first.id, second.id] }),
    ]);
  });

  it('fetches more of a lane after its last card as the lane scrolls to its end', async () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      party({ id: id(20_000 + index), number: 20_000 + index, guestName: `Guest ${index}` }),
    );
    const next = party({ id: id(30_000), number: 30_000, guestName: 'Late comer' });
    const server = setup({
      [BOARD]: (request) => {
        const body = request.body as { after?: unknown };
        const answer = boardAnswer(body.after ? [next] : many);
        return { ...answer, counts: answer.counts.map((c) => (c.status === 1 ? { ...c, count: 41 } : c)) };
      },
    });
    renderBoard({ compact: true });
    await screen.findByRole('article', { name: /Party 20000,/ });
    const viewport = within(lane('Pending')).getAllByRole('article')[0]?.closest('[style*="overflow"]');
    if (!(viewport instanceof HTMLElement)) throw new Error('no lane viewport');
    // jsdom lays nothing out: give the lane the sizes of one that scrolls (40 cards of 60px in a 600px window).
    Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: 600 });
    Object.defineProperty(viewport, 'scrollHeight', { configurable: true, value: 40 * 60 });
    for (let step = 1; step <= 40 && server.callsTo(BOARD).length < 2; step += 1) {
      viewport.scrollTop = step * 60;
      fireEvent.scroll(viewport);
      await act(async () => undefined);
    }
    await waitFor(() =>
      expect(server.callsTo(BOARD).at(-1)?.body).toMatchObject({ statuses: [1], after: { number: 20_039 } }),
    );
    // Holding more than a page, the lane hands its cards to the virtualiser, which places each by a transform.
    await waitFor(() => {
      const cards = within(lane('Pending')).getAllByRole('article');
      expect(cards.every((card) => card.closest<HTMLElement>('[data-index]')?.style.transform)).toBe(true);
    });
  });

  it('fetches more of a lane when the keyboard nears its last cards', async () => {
    const many = Array.from({ length: 10 }, (_, index) =>
      party({ id: id(50_000 + index), number: 50_000 + index, guestName: `Guest ${index}` }),
    );
    const server = setup({
      [BOARD]: (request) => {
        const body = request.body as { after?: unknown };
        const answer = boardAnswer(body.after ? [] : many);
        return { ...answer, counts: answer.counts.map((c) => (c.status === 1 ? { ...c, count: 11 } : c)) };
      },
    });
    const { user } = renderBoard({ compact: true });
    await screen.findByRole('article', { name: /Party 50000,/ });
    const asked = () => server.callsTo(BOARD).filter((call) => (call.body as { after?: unknown }).after);
    // The first press focuses the first card; each further one moves a card down: the third is 8 from the end.
    await user.keyboard('jj');
    expect(screen.getByRole('article', { name: /Party 50001,/ })).toHaveFocus();
    expect(asked()).toHaveLength(0);
    await user.keyboard('j');
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(screen.getByRole('article', { name: /Party 50002,/ })).toHaveFocus();
  });

  it('draws a lane of one page whole, without the virtualiser', async () => {
    const page = Array.from({ length: 40 }, (_, index) =>
      party({ id: id(40_000 + index), number: 40_000 + index, guestName: `Guest ${index}` }),
    );
    setup({}, page);
    renderBoard({ compact: true });
    await screen.findByRole('article', { name: /Party 40000,/ });
    const cards = within(lane('Pending')).getAllByRole('article');
    expect(cards).toHaveLength(40);
    // The virtualiser places each card by a transform; the plain list leaves them in the flow.
    expect(cards.some((card) => card.closest<HTMLElement>('[data-index]')?.style.transform)).toBe(false);
  });

  it('keeps only a window of a long lane in the page', async () => {
    const many = Array.from({ length: 1200 }, (_, index) =>
      party({ id: id(10_000 + index), number: 10_000 + index, guestName: `Guest ${index}` }),
    );
    setup({}, many);
    renderBoard();
    await screen.findByRole('article', { name: /Party 10000,/ });
    expect(within(lane('Pending')).getByLabelText('Pending: 1200')).toBeInTheDocument();
    // Until the virtualiser's chunk arrives the lane shows its first page as it was.
    await waitFor(() => expect(within(lane('Pending')).getAllByRole('article').length).toBeLessThan(40));
    const cards = within(lane('Pending')).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]?.closest<HTMLElement>('[data-index]')?.style.transform).toMatch(/translateY/);
  });

  it('shows an error with a retry', async () => {
    setup({ 'Transportation/GetRecordManagementByOption': () => problemReply(500, 'INTERNAL') });
    renderBoard();
    expect(await screen.findByText('The board could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup({}, []);
    renderBoard();
    expect(await screen.findByText('No parties on this day')).toBeInTheDocument();
  });

  it('renders right to left in Arabic', async () => {
    setup();
    renderBoard({ language: 'ar' });
    expect(await screen.findByRole('region', { name: 'قيد الانتظار' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'لوحة التوزيع' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'تعيين سائق' }).length).toBeGreaterThan(0);
  });

  it("gives a card's names their own direction, so a Latin name in Arabic is cut at its end", async () => {
    setup();
    renderBoard({ language: 'ar', compact: true });
    const found = await screen.findByRole('article', { name: /Alan Turing/ });
    // In the page's right-to-left a cut "Sam Patel" showed "…el": the line takes the name's own direction.
    expect(within(found).getByText('Alan Turing')).toHaveAttribute('dir', 'auto');
    expect(within(found).getByText('Sam Patel')).toHaveAttribute('dir', 'auto');
  });

  it('is refused to a role without the screen, on both paths', async () => {
    await expectRefusedWithoutScreen('/TrasactionManagement/RecordManagement');
    await expectRefusedWithoutScreen('/ui/RecordManagement');
  });

  it('moves between cards with the keyboard and picks up with p, but not while typing', async () => {
    const server = setup({
      'Transportation/PickUp': () => ({ ...dispatched, status: 3, version: 8, actions: [] }),
      'Reservation/GetPartyInfoById': () => details(mapRequest),
    });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Party 103/ });
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('p');
    expect(search).toHaveValue('p');
    await user.clear(search);
    search.blur();
    // Pending (102, 101), then map request (104), then dispatched (103).
    await user.keyboard('jjjj');
    await waitFor(() => expect(card(/Party 103/)).toHaveAttribute('aria-current', 'true'));
    expect(server.callsTo('Transportation/PickUp')).toHaveLength(0);
    await user.keyboard('p');
    await waitFor(() => expect(server.callsTo('Transportation/PickUp')).toHaveLength(1));
    expect(server.callsTo('Transportation/PickUp')[0]?.body).toEqual({ partyId: dispatched.id, version: 7 });
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select party 103' })).toBeChecked();
    // Arrows move too; Enter opens the focused card's drawer.
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(card(/Party 104/)).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(card(/Party 104/)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Party 104' })).toBeInTheDocument();
    expect(server.callsTo('Reservation/GetPartyInfoById')[0]?.body).toEqual({ partyId: mapRequest.id });
  });
});
