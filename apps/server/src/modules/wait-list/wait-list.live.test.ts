import { contract } from '@curbside/contract';
import { WAIT_STATUS } from '@curbside/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../plugins/realtime.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { sweepWaitList } from './wait-list.guest.ts';
import { waitListHelpers } from './wait-list.testing.ts';

const t = demoServer();
const { newType, join, inbound } = waitListHelpers(t, 500);
const MIN = 60_000;

const keyOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** The wait-list events Harbor View's subscribers hear while `work` runs, once `count` have arrived. */
async function heard(count: number, work: () => Promise<unknown>) {
  const events: ChangeEvent[] = [];
  const stop = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (event) => {
    if (event.tags.includes('waitList')) events.push(event);
  });
  try {
    await work();
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count), { timeout: 5_000 });
    return events.map(({ type, waitListEntries }) => ({ type, waitListEntries }));
  } finally {
    stop();
  }
}

describe("the wait list's live events", () => {
  it('name the guest a host added, stepped or texted again, and none for a delay or a wait type', async () => {
    const type = await newType({ name: 'Live terrace' });
    let added = { id: '', version: 0 };
    const adding = await heard(1, async () => {
      added = await join(type);
    });
    expect(adding).toEqual([{ type: 'WaitList/AddOrEditWaitListParty', waitListEntries: [added.id] }]);

    const stepping = await heard(2, async () => {
      const notified = await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
        body: { id: added.id, version: added.version, action: 'Notify' },
      });
      expect(notified.status).toBe(200);
      const resent = await t.dispatcher.call(contract.waitList.resendWaitListNotification, {
        body: { id: added.id },
      });
      expect(resent.status).toBe(200);
    });
    expect(stepping).toEqual([
      { type: 'WaitList/UpdateWaitListStatus', waitListEntries: [added.id] },
      { type: 'WaitList/ResendWaitListNotification', waitListEntries: [added.id] },
    ]);

    // Everyone waiting moves, and a wait type's id names no guest: stands reload for both.
    const reloading = await heard(3, async () => {
      await join(type);
      await t.dispatcher.call(contract.waitList.broadcastWaitListDelay, {
        body: { waitTypeId: type, delayMinutes: 5 },
      });
      await t.admin.call(contract.waitList.addOrEditWaitType, {
        body: { id: type, name: 'Live terrace, inside' },
      });
    });
    expect(reloading.slice(1)).toEqual([
      { type: 'WaitList/BroadcastWaitListDelay', waitListEntries: undefined },
      { type: 'WaitList/AddOrEditWaitType', waitListEntries: undefined },
    ]);
  });

  it('name the guest whose alert, reply or lapsed hold changed them', async () => {
    const type = await newType({ name: 'Live bar', holdMinutes: 5 });
    const guest = await join(type);
    const alerting = await heard(1, () =>
      t.server.anonymous().call(contract.waitList.setGuestWaitListAlert, {
        body: { key: keyOf(guest.guestLink), alert: 'minutes10' },
      }),
    );
    expect(alerting).toEqual([{ type: 'wait_list.changed', waitListEntries: [guest.id] }]);

    await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: guest.id, version: guest.version, action: 'Notify' },
    });
    const replying = await heard(1, () => inbound(guest.phone, '1'));
    expect(replying).toEqual([{ type: 'wait_list.changed', waitListEntries: [guest.id] }]);

    const sweeping = await heard(1, () => sweepWaitList(t.server.deps, new Date(Date.now() + 6 * MIN)));
    expect(sweeping.at(-1)?.waitListEntries).toContain(guest.id);
  });

  it('answers only the named guests still on the list, placed in their queue, for a stand to patch', async () => {
    const type = await newType({ name: 'Live brunch' });
    const first = await join(type);
    const second = await join(type);
    const served = await join(type);
    await t.dispatcher.call(contract.waitList.updateWaitListStatus, {
      body: { id: served.id, version: served.version, action: 'Cancel' },
    });
    const named = await t.dispatcher.call(contract.waitList.getWaitListLocations, {
      body: { entryIds: [second.id, served.id] },
    });
    expect(named.status).toBe(200);
    expect(named.data.items).toHaveLength(1);
    expect(named.data.items[0]).toMatchObject({ id: second.id, position: 2, status: WAIT_STATUS.Waiting });
    expect(named.data).toMatchObject({ waitTypes: [], suggestions: [] });

    const whole = await t.dispatcher.call(contract.waitList.getWaitListLocations, { body: {} });
    expect(whole.data.items.find((item) => item.id === second.id)).toEqual(named.data.items[0]);
    expect(whole.data.items.find((item) => item.id === first.id)?.position).toBe(1);

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
