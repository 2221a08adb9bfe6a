import { contract } from '@curbside/contract';
import { WAIT_STATUS } from '@curbside/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../events.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { waitListHelpers } from '../../testing/wait-list.ts';
import { sweepWaitList } from './wait-list.guest.ts';

const t = demoServer();
const { newType, join, inbound } = waitListHelpers(t, 500);
const MIN = 60_000;

/** Every wait-list event Harbor View's subscribers hear during this file, as type and named guests. */
const events: Pick<ChangeEvent, 'type' | 'waitListEntries'>[] = [];
let stop: () => void = () => undefined;
beforeAll(() => {
  stop = t.server.deps.events.subscribe(
    t.server.ids.harborView.companyId,
    ({ type, tags, waitListEntries }) => {
      if (tags.includes('waitList')) events.push({ type, waitListEntries });
    },
  );
});
afterAll(() => stop());

/** Waits for an event of `type` naming exactly these guests (none: naming none); events arrive after commit. */
const heard = (type: string, waitListEntries?: string[]) =>
  vi.waitFor(() => expect(events).toContainEqual({ type, waitListEntries }), { timeout: 5_000 });

describe("the wait list's live events", () => {
  it('name the guest a host added, stepped or texted again, and none for a delay or a wait type', async () => {
    const type = await newType({ name: 'Live terrace' });
    const added = await join(type);
    await heard('WaitList/AddOrEditWaitListParty', [added.id]);

    const notified = await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: added.id, version: added.version, action: 'Notify' },
    });
    expect(notified.status).toBe(200);
    await heard('WaitList/UpdateWaitListStatus', [added.id]);
    const resent = await t.dispatcher.call(contract.waitList.resendWaitListNotification, {
      body: { id: added.id },
    });
    expect(resent.status).toBe(200);
    await heard('WaitList/ResendWaitListNotification', [added.id]);

    // Everyone waiting moves, and a wait type's id names no guest: stands reload for both.
    await t.dispatcher.call(contract.waitList.broadcastWaitListDelay, {
      body: { waitTypeId: type, delayMinutes: 5 },
    });
    await heard('WaitList/BroadcastWaitListDelay');
    const renamed = await t.admin.call(contract.waitList.addOrEditWaitType, {
      body: { id: type, name: 'Live terrace, inside' },
    });
    expect(renamed.status).toBe(200);
    await heard('WaitList/AddOrEditWaitType');
    expect(
      events.filter((event) => event.type === 'WaitList/AddOrEditWaitType' && event.waitListEntries),
    ).toEqual([]);
  });

  it('name the guest whose alert, reply or lapsed hold changed them', async () => {
    const type = await newType({ name: 'Live bar', holdMinutes: 5 });
    const guest = await join(type);
    const chosen = await t.server.anonymous().call(contract.waitList.setGuestWaitListAlert, {
      body: { key: guest.key, alert: 'minutes10' },
    });
    expect(chosen.status).toBe(200);
    await heard('wait_list.changed', [guest.id]);

    await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: guest.id, version: guest.version, action: 'Notify' },
    });
    const replied = events.length;
    expect(await inbound(guest.phone, '1')).toBeTruthy();
    const namesGuestSince = (from: number) =>
      vi.waitFor(
        () => {
          const later = events.slice(from).filter((event) => event.type === 'wait_list.changed');
          expect(later.some((event) => event.waitListEntries?.includes(guest.id))).toBe(true);
          return events.length;
        },
        { timeout: 5_000 },
      );
    const swept = await namesGuestSince(replied);

    const { noShows } = await sweepWaitList(t.server.deps, new Date(Date.now() + 6 * MIN));
    expect(noShows).toBeGreaterThan(0);
    await namesGuestSince(swept);
  });

  it('answers only the named guests still on the list, placed in their queue, for a stand to patch', async () => {
    const type = await newType({ name: 'Live brunch' });
    const first = await join(type);
    const second = await join(type);
    const served = await join(type);
    await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: served.id, version: served.version, action: 'Cancel' },
    });
    await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: first.id, version: first.version, action: 'Notify' },
    });
    const named = await t.dispatcher.call(contract.waitList.getWaitListLocations, {
      body: { entryIds: [second.id, served.id, first.id] },
    });
    expect(named.status).toBe(200);
    expect(named.data.items.map((item) => [item.id, item.status, item.position])).toEqual([
      [first.id, WAIT_STATUS.Notified, 0],
      [second.id, WAIT_STATUS.Waiting, 1],
    ]);
    expect(named.data).toMatchObject({ waitTypes: [], suggestions: [] });

    // Each named guest is answered as the whole list answers it: the same place, time and steps.
    const whole = await t.dispatcher.call(contract.waitList.getWaitListLocations, { body: {} });
    for (const item of named.data.items) {
      const { expectedAt, ...rest } = whole.data.items.find((one) => one.id === item.id) ?? {};
      expect(item).toMatchObject(rest);
      // A notified guest is expected now: the two reads' "now" may differ by the time between them.
      if (item.status === WAIT_STATUS.Waiting) expect(item.expectedAt).toBe(expectedAt);
    }

    const foreign = await t.lakeside.call(contract.waitList.getWaitListLocations, {
      body: { entryIds: [first.id] },
    });
    expect(foreign.data.items).toEqual([]);
    const tooMany = await t.dispatcher.call(contract.waitList.getWaitListLocations, {
      body: { entryIds: Array.from({ length: 101 }, () => first.id) },
    });
    expect(tooMany.status).toBe(400);
  });
});
