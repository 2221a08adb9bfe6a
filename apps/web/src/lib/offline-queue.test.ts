import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue, type QueuedAction, queuedActions, replayQueue } from './offline-queue.ts';

/** Two tabs' replays, or the `online` event and "Send now" pressed together, must still send each action once. */
afterEach(async () => {
  vi.useRealTimers();
  await replayQueue(async () => 'done');
});

const pickUp = (n: number) =>
  enqueue({
    path: 'Transportation/PickUp',
    body: { partyId: `party-${n}`, version: 1 },
    label: `Pick up #${n}`,
  });

describe('the offline queue', () => {
  it('sends each waiting action once, oldest first, though two replays start at the same moment', async () => {
    const queued = [await pickUp(1), await pickUp(2), await pickUp(3)];
    const sent: string[] = [];
    // A slow network: each answer comes after the other replay has had every chance to start.
    const send = async (action: QueuedAction) => {
      sent.push(action.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'done' as const;
    };
    const counts = await Promise.all([replayQueue(send), replayQueue(send)]);
    expect(sent).toEqual(queued.map((action) => action.key));
    expect(counts.sort()).toEqual([0, 3]);
    expect(await queuedActions()).toEqual([]);
  });

  it('stops at the first action that finds no network, keeping it and those after it with their keys', async () => {
    const [first, second, third] = [await pickUp(1), await pickUp(2), await pickUp(3)];
    const tried: string[] = [];
    const sent = await replayQueue(async (action) => {
      tried.push(action.key);
      return action.key === second?.key ? 'offline' : 'done';
    });
    expect(sent).toBe(1);
    expect(tried).toEqual([first?.key, second?.key]);
    expect((await queuedActions()).map((action) => action.key)).toEqual([second?.key, third?.key]);
  });

  it('replays actions taken within one millisecond in the order they were taken', async () => {
    // The clock stands still: only the queue's own order can tell the actions apart.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T08:00:00.000Z'));
    const queued: QueuedAction[] = [];
    for (let n = 1; n <= 6; n += 1) queued.push(await pickUp(n));
    const sent: string[] = [];
    await replayQueue(async (action) => {
      sent.push(action.key);
      return 'done';
    });
    expect(sent).toEqual(queued.map((action) => action.key));
  });

  it('gives every action its own idempotency key when it is queued', async () => {
    const keys = new Set([(await pickUp(1)).key, (await pickUp(1)).key]);
    expect(keys.size).toBe(2);
  });
});
