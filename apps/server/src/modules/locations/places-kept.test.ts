import { contract } from '@curbside/contract';
import { inScope, publishEvent, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptAnswer } from '../../memory.ts';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from '../../testing/harness.ts';

const list = contract.locations.getLocations;
const query = { query: { pageSize: 100 } };

describe("a company's places kept through its activity (ADR 161)", () => {
  let server: TestServer;
  let dispatcher: TestClient;
  let lakesideAdmin: TestClient;
  let placeId: string;
  let placeName: string;

  beforeAll(async () => {
    server = await createTestServer();
    dispatcher = await server.signIn(DEMO_ACCOUNTS.harborView.dispatcher);
    lakesideAdmin = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const first = (await dispatcher.call(list, query)).data.items[0];
    if (!first) throw new Error('Harbor View has no places');
    placeId = first.id;
    placeName = first.name;
  });
  afterAll(async () => {
    await server?.close();
  });

  const companyId = () => server.ids.harborView.companyId;
  /** Renames the place in the database, announcing nothing (a kept answer does not see it). */
  const renameQuietly = (name: string) =>
    inScope(server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
      tx
        .update(schema.locations)
        .set({ name })
        .where(and(eq(schema.locations.companyId, companyId()), eq(schema.locations.id, placeId))),
    );
  const announce = (tags: ('parties' | 'locations')[]) =>
    publishEvent(server.deps.db, { companyId: companyId(), type: 'test.places', tags });
  const shownName = async () =>
    (await dispatcher.call(list, query)).data.items.find((item) => item.id === placeId)?.name;

  it('sends the bytes a fresh read writes', async () => {
    const read = () => dispatcher.call(list, query).then((answer) => answer.response.body);
    const first = await read();
    const kept = await read();
    server.deps.memory.setUpAnswers.forget(companyId());
    const fresh = await read();
    expect(kept).toBe(first);
    expect(fresh).toBe(first);
    expect(JSON.parse(first).data.items.length).toBeGreaterThan(1);
  });

  it('keeps them through bookings, and reads them afresh once the places change', async () => {
    expect(await shownName()).toBe(placeName);
    await renameQuietly('Quietly Renamed');
    // A booking (activity) changes no place: the kept answer stands.
    await announce(['parties']);
    expect(await shownName()).toBe(placeName);
    // A change of the places is read at once.
    await announce(['locations']);
    expect(await shownName()).toBe('Quietly Renamed');
    await renameQuietly(placeName);
    await announce(['locations']);
    expect(await shownName()).toBe(placeName);
  });

  it("answers each company its own places, another company's change forgetting nothing of them", async () => {
    const added = await lakesideAdmin.call(contract.locations.addOrEditLocation, {
      body: { name: 'Lakeside dock', latitude: 40.7, longitude: -74 },
    });
    expect(added.status).toBe(200);
    const lakeside = async () => (await lakesideAdmin.call(list, query)).data.items.map((item) => item.id);
    const theirs = await lakeside();
    const harbors = (await dispatcher.call(list, query)).data.items.map((item) => item.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => harbors.includes(id))).toEqual([]);
    await announce(['locations']);
    expect(await lakeside()).toEqual(theirs);
  });
});

describe('a kept answer, by company as well as by caller', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps one caller's answers of two companies apart (a support view reads one after another)", async () => {
    const caller = (companyId: string) => ({ userId: 'support-admin', companyId, companyTimeZone: 'UTC' });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    for (const kept of ['untilAnyChange', 'throughActivity'] as const) {
      load.mockClear();
      const a = await keptAnswer(server.deps.memory, caller('a'), 'probe', {}, load, kept);
      const b = await keptAnswer(server.deps.memory, caller('b'), 'probe', {}, load, kept);
      const aAgain = await keptAnswer(server.deps.memory, caller('a'), 'probe', {}, load, kept);
      expect(load).toHaveBeenCalledTimes(2);
      expect(b).not.toBe(a);
      expect(aAgain).toBe(a);
    }
  });
});
