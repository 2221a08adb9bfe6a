import { contract } from '@curbside/contract';
import { inScope, publishEvent, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { keptAnswer } from '../../memory.ts';
import { demoServer } from '../../testing/demo-server.ts';

const list = contract.locations.getLocations;
const query = { query: { pageSize: 100 } };
const t = demoServer();

const companyId = () => t.server.ids.harborView.companyId;
/** The first of Harbor View's places as the dispatcher's list answers it. */
const firstPlace = async () => {
  const first = (await t.dispatcher.call(list, query)).data.items[0];
  if (!first) throw new Error('Harbor View has no places');
  return first;
};
/** Renames a place in the database, announcing nothing (a kept answer does not see it). */
const renameQuietly = (placeId: string, name: string) =>
  inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
    tx
      .update(schema.locations)
      .set({ name })
      .where(and(eq(schema.locations.companyId, companyId()), eq(schema.locations.id, placeId))),
  );
/** An event of Harbor View with these tags, as a booking (`parties`) or a change of its places sends. */
const announce = (tags: ('parties' | 'locations')[]) =>
  publishEvent(t.server.deps.db, { companyId: companyId(), type: 'test.places', tags });

describe("a company's places kept through its activity (ADR 161)", () => {
  it('sends the bytes a fresh read writes', async () => {
    const read = () => t.dispatcher.call(list, query).then((answer) => answer.response.body);
    const first = await read();
    const kept = await read();
    t.server.deps.memory.setUpAnswers.forget(companyId());
    const fresh = await read();
    expect(kept).toBe(first);
    expect(fresh).toBe(first);
    expect(JSON.parse(first).data.items.length).toBeGreaterThan(1);
  });

  it('keeps them through bookings, and reads them afresh once the places change', async () => {
    const place = await firstPlace();
    const shownName = async () =>
      (await t.dispatcher.call(list, query)).data.items.find((item) => item.id === place.id)?.name;
    await renameQuietly(place.id, 'Quietly Renamed');
    // A booking (activity) changes no place: the kept answer stands.
    await announce(['parties']);
    expect(await shownName()).toBe(place.name);
    // A change of the places is read at once.
    await announce(['locations']);
    expect(await shownName()).toBe('Quietly Renamed');
    await renameQuietly(place.id, place.name);
    await announce(['locations']);
    expect(await shownName()).toBe(place.name);
  });

  it("answers each company its own places, another company's change forgetting nothing of them", async () => {
    const added = await t.lakeside.call(contract.locations.addOrEditLocation, {
      body: { name: 'Lakeside dock', latitude: 40.7, longitude: -74 },
    });
    expect(added.status).toBe(200);
    const lakeside = async () => (await t.lakeside.call(list, query)).data.items.map((item) => item.id);
    const theirs = await lakeside();
    const harbors = (await t.dispatcher.call(list, query)).data.items.map((item) => item.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => harbors.includes(id))).toEqual([]);
    await announce(['locations']);
    expect(await lakeside()).toEqual(theirs);
  });

  it("keeps one caller's answers of two companies apart (a support view reads one after another)", async () => {
    const caller = (company: string) => ({
      userId: 'support-admin',
      companyId: company,
      companyTimeZone: 'UTC',
    });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    for (const kept of ['untilAnyChange', 'throughActivity'] as const) {
      load.mockClear();
      const a = await keptAnswer(t.server.deps.memory, caller('a'), 'probe', {}, load, kept);
      const b = await keptAnswer(t.server.deps.memory, caller('b'), 'probe', {}, load, kept);
      const aAgain = await keptAnswer(t.server.deps.memory, caller('a'), 'probe', {}, load, kept);
      expect(load).toHaveBeenCalledTimes(2);
      expect(b).not.toBe(a);
      expect(aAgain).toBe(a);
    }
  });
});
