import { contract } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { insertParty } from '../../testing/parties.ts';

const find = contract.rapidPickUp.findParties;
const t = demoServer();

const ids = () => t.server.ids.harborView;
const driverId = () => ids().users['driver1@harborview.example'] ?? '';
const party = (values: Parameters<typeof insertParty>[2]) =>
  insertParty(t.server.deps.db, ids().companyId, values);

describe('RapidPickUp/FindParties', () => {
  it("finds a waiting guest by their link's key, and the one-tap pick-up takes the card's version", async () => {
    const row = await party({
      status: PARTY_STATUS.Dispatched,
      driverId: driverId(),
      guestName: 'Quinn Curbside',
      roomNumber: '4417',
    });
    const found = await t.dispatcher.call(find, { query: { code: row.guestKey } });
    expect(found.status).toBe(200);
    expect(found.data.items.map((item) => item.id)).toEqual([row.id]);
    const [card] = found.data.items;
    expect(card?.actions).toContain('PickUp');

    const picked = await t.driver.call(contract.transportation.pickUp, {
      body: { partyId: row.id, version: card?.version ?? -1 },
    });
    expect(picked.status).toBe(200);
    expect(picked.data.status).toBe(PARTY_STATUS.PickedUp);
    // Picked up, the guest waits no more: the same code finds nothing.
    expect((await t.dispatcher.call(find, { query: { code: row.guestKey } })).data.items).toEqual([]);
  });

  it('finds by room exactly (any case) and by a part of the name, waiting guests only', async () => {
    const waiting = await party({
      status: PARTY_STATUS.Pending,
      guestName: 'Rowan Eastley',
      roomNumber: 'B12',
    });
    await party({ status: PARTY_STATUS.DroppedOff, guestName: 'Rowan Eastley', roomNumber: 'B12' });
    await party({ status: PARTY_STATUS.Pending, guestName: 'Someone Else', roomNumber: 'B120' });

    const byRoom = await t.dispatcher.call(find, { query: { room: 'b12' } });
    expect(byRoom.data.items.map((item) => item.id)).toEqual([waiting.id]);
    const byName = await t.dispatcher.call(find, { query: { name: 'eastl' } });
    expect(byName.data.items.map((item) => item.id)).toEqual([waiting.id]);
    // Pending: found, but not picked up before a driver is assigned.
    expect(byName.data.items[0]?.actions).not.toContain('PickUp');
  });

  it("shows a driver only the parties dispatched to them, never another company's", async () => {
    const mine = await party({
      status: PARTY_STATUS.Dispatched,
      driverId: driverId(),
      guestName: 'Avery Mine',
    });
    const other = await party({
      status: PARTY_STATUS.Dispatched,
      driverId: ids().users['driver2@harborview.example'] ?? null,
      guestName: 'Avery Theirs',
    });
    const asDriver = await t.driver.call(find, { query: { name: 'Avery' } });
    expect(asDriver.data.items.map((item) => item.id)).toEqual([mine.id]);
    expect((await t.driver.call(find, { query: { code: other.guestKey } })).data.items).toEqual([]);

    expect((await t.lakeside.call(find, { query: { code: mine.guestKey } })).data.items).toEqual([]);
    const named = await t.lakeside.call(find, { query: { companyId: ids().companyId, name: 'Avery' } });
    expect(named.status).toBe(403);
  });

  it('takes exactly one way of searching, and refuses anyone signed out', async () => {
    const none = await t.dispatcher.call(find, { query: {} });
    expect(none.status).toBe(400);
    expect(fieldPaths(none)).toContain('query.code');
    const two = await t.dispatcher.call(find, { query: { room: '1', name: 'Avery' } });
    expect(two.status).toBe(400);
    const anonymous = await t.server.anonymous().call(find, { query: { room: '1' } });
    expect(anonymous.status).toBe(401);
  });
});
