import type { contract, ResponseOf, WaitListEntry } from '@curbside/contract';
import { queuePlaces, type WaitStatus } from '@curbside/domain';

/** The stand's answer (`WaitList/GetWaitListLocations`). */
export type StandAnswer = ResponseOf<typeof contract.waitList.getWaitListLocations>;

/** The server's order of the stand: joining time, then id (the queue's own order). */
const joinedFirst = (a: WaitListEntry, b: WaitListEntry) =>
  a.joinedAt === b.joinedAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.joinedAt < b.joinedAt ? -1 : 1;

/**
 * The stand after a live change: the named guests are replaced by what the server answered for them (a guest
 * no longer open is not in `fresh`, and leaves), and every position and expected time is computed again from
 * the list, by the same function the server places guests with — one guest leaving moves everyone behind it.
 */
export function patchStand(
  held: StandAnswer,
  named: readonly string[],
  fresh: readonly WaitListEntry[],
  now: number,
): StandAnswer {
  const gone = new Set(named);
  const items = [...held.items.filter((item) => !gone.has(item.id)), ...fresh].sort(joinedFirst);
  const places = queuePlaces(
    items.map((item) => ({
      id: item.id,
      waitTypeId: item.waitTypeId,
      status: item.status as WaitStatus,
      joinedAt: Date.parse(item.joinedAt),
      quotedMinutes: item.quotedMinutes,
      delayMinutes: item.delayMinutes,
    })),
    now,
  );
  return {
    ...held,
    items: items.map((item) => {
      const place = places.get(item.id);
      return place
        ? { ...item, position: place.position, expectedAt: new Date(place.expectedAt).toISOString() }
        : item;
    }),
  };
}
