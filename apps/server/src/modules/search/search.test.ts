import { contract } from '@curbside/contract';
import { guestKeyHash, inScope, newGuestKey, schema } from '@curbside/db';
import { normalisePlate, plateSearchForm } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import type { TestClient } from '../../testing/harness.ts';
import { lotWithPackage } from '../../testing/parking.ts';
import { insertParty } from '../../testing/parties.ts';

const t = demoServer();
const find = (client: TestClient, key: string) =>
  client.call(contract.search.getSearchResult, { body: { key } });

/** What each company's search is given to find: the same guest name in both. */
const seeded = {} as {
  party: { id: string; number: number };
  lakesideParty: { id: string };
  permit: { id: string; number: number };
  waitListId: string;
};

async function insertPermit(companyId: string, lot: { lotId: string; packageId: string }, plate: string) {
  const [permit] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .insert(schema.parkingPermits)
      .values({
        companyId,
        guestName: 'Theodora Vance',
        roomNumber: 'B19',
        plate,
        plateNormalised: normalisePlate(plate),
        plateSearch: plateSearchForm(plate),
        lotId: lot.lotId,
        packageId: lot.packageId,
        startsAt: new Date('2026-05-01T10:00:00Z'),
        endsAt: new Date('2026-05-02T10:00:00Z'),
        costCents: 4_500,
        guestKey: guestKeyHash(newGuestKey()),
      })
      .returning({ id: schema.parkingPermits.id, number: schema.parkingPermits.number }),
  );
  if (!permit) throw new Error('no permit');
  return permit;
}

beforeAll(async () => {
  const { harborView, lakeside } = t.server.ids;
  const db = t.server.deps.db;
  seeded.party = await insertParty(db, harborView.companyId, {
    status: 1,
    guestName: 'Marguerite Oduya',
    phone: '+12125559876',
    roomNumber: 'R714',
    totalCents: 7_250,
  });
  for (const name of ['Lakeside pier', 'Lakeside station']) {
    const made = await t.lakeside.call(contract.locations.addOrEditLocation, {
      body: { name, latitude: 40.7, longitude: -74, kind: 'other' },
    });
    expect(made.status).toBe(200);
  }
  seeded.lakesideParty = await insertParty(db, lakeside.companyId, {
    status: 1,
    guestName: 'Marguerite Oduya',
    roomNumber: 'L301',
  });
  seeded.permit = await insertPermit(
    harborView.companyId,
    await lotWithPackage(t.admin, { name: 'Search lot', capacity: 10 }),
    'kx-42 opq',
  );
  const type = await t.admin.call(contract.waitList.addOrEditWaitType, {
    body: { name: 'Search tables', nextAtPosition: 0 },
  });
  const joined = await t.dispatcher.call(contract.waitList.addOrEditWaitListParty, {
    body: {
      waitTypeId: type.data.id,
      guestName: 'Ignatius Wollstonecraft',
      phone: '+12125550417',
      partySize: 3,
      quotedMinutes: 15,
    },
  });
  expect(joined.status, JSON.stringify(joined.problem)).toBe(200);
  seeded.waitListId = joined.data.id;
});

describe('Search/GetSearchResult', () => {
  it('finds a party by a misspelt name, its phone as typed nationally, its room and its number', async () => {
    for (const key of ['Margerite Oduia', 'oduya', '(212) 555-9876', 'r714', String(seeded.party.number)]) {
      const found = await find(t.admin, key);
      expect(found.status, key).toBe(200);
      expect(
        found.data.parties?.map((p) => p.id),
        key,
      ).toContain(seeded.party.id);
    }
    const [hit] = (await find(t.admin, 'R714')).data.parties ?? [];
    expect(hit).toMatchObject({ id: seeded.party.id, guestName: 'Marguerite Oduya', totalCents: 7_250 });
  });

  it('finds a permit by its plate in any form, a misread plate, its number and its guest', async () => {
    for (const key of [
      'KX42OPQ',
      'kx 42 0pq',
      'KX-42-0PQ',
      'KX42OPX',
      String(seeded.permit.number),
      'Theodora',
    ]) {
      const found = await find(t.admin, key);
      expect(found.status, `${key} ${JSON.stringify(found.problem)}`).toBe(200);
      expect(
        found.data.permits?.map((p) => p.id),
        key,
      ).toContain(seeded.permit.id);
    }
  });

  it('finds wait-list guests, staff and places', async () => {
    expect((await find(t.admin, 'Wollstencraft')).data.waitList?.map((w) => w.id)).toContain(
      seeded.waitListId,
    );
    expect((await find(t.admin, '5550417')).data.waitList?.map((w) => w.id)).toContain(seeded.waitListId);
    const staff = (await find(t.admin, 'dispatcher@harborview')).data.staff ?? [];
    expect(staff.map((s) => s.email)).toContain('dispatcher@harborview.example');
    const places = await t.admin.call(contract.locations.getLocations, { query: {} });
    const place = places.data.items[0];
    if (!place) throw new Error('no demo location');
    expect((await find(t.admin, place.name)).data.places?.map((p) => p.id)).toContain(place.id);
  });

  it("never finds another company's rows", async () => {
    const lakeside = await find(t.lakeside, 'Marguerite Oduya');
    expect(lakeside.data.parties?.map((p) => p.id)).toEqual([seeded.lakesideParty.id]);
    const harbor = await find(t.admin, 'Marguerite Oduya');
    expect(harbor.data.parties?.map((p) => p.id)).toEqual([seeded.party.id]);
    for (const key of ['KX42OPQ', 'Wollstonecraft', 'R714', 'dispatcher@harborview']) {
      const found = (await find(t.lakeside, key)).data;
      expect(
        [
          ...(found.parties ?? []),
          ...(found.permits ?? []),
          ...(found.waitList ?? []),
          ...(found.staff ?? []),
        ],
        key,
      ).toEqual([]);
    }
  });

  it('shows only the kinds a role opens, and money only to a role that sees it', async () => {
    const driver = (await find(t.driver, 'Oduya')).data;
    expect(driver.parties).toBeUndefined();
    expect(driver.permits).toBeUndefined();
    expect(driver.staff).toBeUndefined();
    const dispatcherId = t.server.ids.harborView.users['dispatcher@harborview.example'] ?? '';
    const withdrawn = await t.admin.call(contract.userManagement.updateUserAccess, {
      body: { userId: dispatcherId, rules: [{ code: 'reports.view', allowed: false }] },
    });
    expect(withdrawn.status).toBe(200);
    const dispatcher = (await find(t.dispatcher, 'R714')).data;
    expect(dispatcher.parties?.[0]).toMatchObject({ id: seeded.party.id, totalCents: null });
    expect((await find(t.dispatcher, 'KX42OPQ')).data.permits?.[0]).toMatchObject({ costCents: null });
  });

  it('refuses the super-admin, an anonymous caller and an empty key', async () => {
    expect((await find(t.platform, 'Oduya')).status).toBe(403);
    expect((await find(t.server.anonymous(), 'Oduya')).status).toBe(401);
    expect((await find(t.admin, '  ')).status).toBe(400);
    expect((await find(t.admin, 'a')).data).toMatchObject({ parties: [], staff: [], places: [] });
  });
});
