import type { WaitListEntry } from '@curbside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent } from '../../lib/realtime.ts';
import { id } from '../../testing/factories.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { renderApp } from '../../testing/render.tsx';
import { at, card, freezeClock, guest, host, STAND, standOf } from './stand-fixtures.ts';

const CALL = 'WaitList/GetWaitListLocations';

/** Three guests at the bar, in the order they joined; each card's place and expected time as served. */
const three = () => [guest(1, 30, 20), guest(2, 20, 25), guest(3, 10, 30)];

/** The stand over a server that answers the whole list, or the named guests from `named`. */
function openStand(named: (ids: string[]) => WaitListEntry[]) {
  const server = mockSignedInApi({
    [CALL]: (request) => {
      const ids = (request.body as { entryIds?: string[] } | undefined)?.entryIds;
      return ids ? { items: named(ids), waitTypes: [], suggestions: [] } : standOf(three())();
    },
  });
  const rendered = renderApp(STAND, { session: host() });
  const hear = (waitListEntries?: string[]) =>
    act(() =>
      applyRealtimeEvent(rendered.queryClient, {
        type: 'WaitList/UpdateWaitListStatus',
        tags: ['waitList'],
        ...(waitListEntries ? { waitListEntries } : {}),
      }),
    );
  return { server, hear };
}

const place = (name: string) => within(card(name)).getByText(/^No\. \d+$/).textContent;

describe("the host stand's live patches", () => {
  freezeClock();

  it('reads only the guest an event names, drops one served, and moves everyone behind it up', async () => {
    const { server, hear } = openStand(() => []);
    await screen.findByRole('list', { name: 'Guests waiting' });
    expect(server.callsTo(CALL)).toHaveLength(1);

    hear([id(1)]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Guest 1' })).toBeNull());
    expect(place('Guest 2')).toBe('No. 1');
    expect(place('Guest 3')).toBe('No. 2');
    // Guest 3's promise (20 min from now) is later than the guest ahead of them: their own time stands.
    expect(within(card('Guest 2')).getByText(/expected 2:05 pm/)).toBeInTheDocument();
    expect(within(card('Guest 3')).getByText(/expected 2:20 pm/)).toBeInTheDocument();
    expect(server.callsTo(CALL).map((call) => call.body)).toEqual([{}, { entryIds: [id(1)] }]);
  });

  it('puts a called guest in place and a new one at the end, each read alone', async () => {
    const { server, hear } = openStand((ids) =>
      ids.map((named) =>
        named === id(2)
          ? guest(2, 20, 25, { status: 12, position: 0, version: 2, notifiedAt: at(0) })
          : guest(9, 0, 15, { position: 4 }),
      ),
    );
    await screen.findByRole('list', { name: 'Guests waiting' });

    hear([id(2)]);
    expect(await within(card('Guest 2')).findByText('Called')).toBeInTheDocument();
    expect(place('Guest 1')).toBe('No. 1');
    expect(place('Guest 3')).toBe('No. 2');

    hear([id(9)]);
    await screen.findByRole('listitem', { name: 'Guest 9' });
    // The newcomer queues behind Guest 3, whose expected time (2:20 pm) is later than their own promise.
    expect(place('Guest 9')).toBe('No. 3');
    expect(within(card('Guest 9')).getByText(/expected 2:20 pm/)).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Guests waiting' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Guest 1', 'Guest 2', 'Guest 3', 'Guest 9']);
    expect(server.callsTo(CALL).map((call) => call.body)).toEqual([
      {},
      { entryIds: [id(2)] },
      { entryIds: [id(9)] },
    ]);
  });

  it('reads the whole list again for a change that names no guest', async () => {
    const { server, hear } = openStand(() => []);
    await screen.findByRole('list', { name: 'Guests waiting' });
    hear();
    await waitFor(() => expect(server.callsTo(CALL)).toHaveLength(2));
    expect(server.callsTo(CALL)[1]?.body).toEqual({});
  });
});
