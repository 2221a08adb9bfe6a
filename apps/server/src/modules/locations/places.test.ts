import { contract, locationCategories, places, zones } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const l = contract.locations;
const t = demoServer();

const position = { latitude: 40.7003, longitude: -73.9967 };

async function auditActions(entityId: string) {
  return inScope(t.server.deps.db, { kind: 'platform' }, async (tx) =>
    (
      await tx
        .select({ action: schema.auditLog.action })
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.companyId, t.server.ids.harborView.companyId),
            eq(schema.auditLog.entityId, entityId),
          ),
        )
    ).map((r) => r.action),
  );
}

/** Adds a location in a zone or of a category, putting that row in use. */
async function addLocationWith(
  client: TestClient,
  name: string,
  ref: { zoneId: string } | { categoryId: string },
) {
  const used = await client.call(l.addOrEditLocation, { body: { name, ...position, ...ref } });
  expect(used.status).toBe(200);
}

async function locationNamed(name: string) {
  const found = (await t.admin.call(l.getLocations, { query: { search: name } })).data.items.find(
    (row) => row.name === name,
  );
  if (!found) throw new Error(`no location ${name}`);
  return found;
}

describe('zones', () => {
  collectionCases(t, {
    resource: zones,
    sample: (n) => ({ name: `Zone ${n}`, description: 'North of the river' }),
    invalid: { body: { name: ' ' }, path: 'body.name' },
    unique: 'name',
    use: (client, row) => addLocationWith(client, `In zone ${row.name}`, { zoneId: row.id }),
    reader: hv.dispatcher,
  });

  it('audits each change and is closed to the super-admin', async () => {
    const created = await t.admin.call(l.addOrEditZone, { body: { name: 'Brooklyn', description: 'DUMBO' } });
    expect(created.data).toMatchObject({ name: 'Brooklyn', description: 'DUMBO', active: true });
    await t.admin.call(l.addOrEditZone, { body: { id: created.data.id, name: 'Brooklyn Heights' } });
    await t.admin.call(l.deleteZone, { body: { id: created.data.id } });
    expect(await auditActions(created.data.id)).toEqual(['zone.created', 'zone.updated', 'zone.deleted']);
    expect((await t.platform.call(l.getZones, { query: {} })).status).toBe(403);
  });

  it('keeps a zone a zone charge prices, naming the charges', async () => {
    const midtown = (await t.admin.call(l.getZones, { query: { search: 'Midtown' } })).data.items[0];
    const refused = await t.admin.call(l.deleteZone, { body: { id: midtown?.id ?? '' } });
    expect(refused.status).toBe(409);
    expect(refused.problem.code).toBe('IN_USE');
  });
});

describe('location categories', () => {
  collectionCases(t, {
    resource: locationCategories,
    sample: (n) => ({ name: `Category ${n}`, icon: 'building-bank' }),
    invalid: { body: { name: 'Museum', icon: '' }, path: 'body.icon' },
    unique: 'name',
    use: (client, row) => addLocationWith(client, `Of category ${row.name}`, { categoryId: row.id }),
    reader: hv.dispatcher,
  });

  it('is read by every role of the company, searchable by name', async () => {
    const _driver = await t.server.signIn(hv.driver1);
    const listed = await t.driver.call(l.getLocationCategories, { query: { search: 'hote' } });
    expect(listed.status).toBe(200);
    expect(listed.data.items.map((row) => row.name)).toContain('Hotel');
  });
});

describe('locations', () => {
  collectionCases(t, {
    resource: places,
    sample: (n) => ({ name: `Pier ${n}`, address: `${n} Furman St`, ...position, kind: 'port' as const }),
    invalid: { body: { name: 'Nowhere', latitude: 91, longitude: 0 }, path: 'body.latitude' },
    unique: 'name',
    use: async (client, row) => {
      const listed = await client.call(l.addSelectedLocation, {
        body: { list: 'quick', locationId: row.id },
      });
      expect(listed.status).toBe(200);
    },
    reader: hv.dispatcher,
  });

  it('keeps its position exactly and names a position off the globe by field', async () => {
    const saved = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Brooklyn Bridge Park', address: '334 Furman St', ...position, kind: 'attraction' },
    });
    expect(saved.data).toMatchObject({ ...position, kind: 'attraction', zoneId: null, zoneName: null });
    const bad = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Nowhere', latitude: 91, longitude: -181 },
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.path).sort()).toEqual([
      'body.latitude',
      'body.longitude',
    ]);
  });

  it("names its zone and category, and shows a zone's new name after it is renamed", async () => {
    const zone = await t.admin.call(l.addOrEditZone, { body: { name: 'Red Hook' } });
    const category = (await t.admin.call(l.getLocationCategories, { query: { search: 'Hotel' } })).data
      .items[0];
    const saved = await t.admin.call(l.addOrEditLocation, {
      body: {
        name: 'Red Hook Inn',
        ...position,
        kind: 'hotel',
        zoneId: zone.data.id,
        categoryId: category?.id,
      },
    });
    expect(saved.data).toMatchObject({
      zoneId: zone.data.id,
      zoneName: 'Red Hook',
      categoryName: 'Hotel',
      categoryIcon: category?.icon,
    });
    await t.admin.call(l.addOrEditZone, { body: { id: zone.data.id, name: 'Red Hook Waterfront' } });
    const inZone = await t.admin.call(l.getLocations, { query: { zoneId: zone.data.id } });
    expect(inZone.data.items.map((row) => [row.name, row.zoneName])).toEqual([
      ['Red Hook Inn', 'Red Hook Waterfront'],
    ]);
  });

  it('filters by zone, category, kind and activity, and sorts by zone name', async () => {
    const zone = (await t.admin.call(l.getZones, { query: { search: 'Lower' } })).data.items[0];
    const off = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Old ferry slip', ...position, kind: 'port', zoneId: zone?.id, active: false },
    });
    const ports = await t.admin.call(l.getLocations, { query: { zoneId: zone?.id, kind: 'port' } });
    expect(ports.data.items.map((row) => row.id)).toContain(off.data.id);
    const active = await t.admin.call(l.getLocations, { query: { activeOnly: 'true', pageSize: 200 } });
    expect(active.data.items.map((row) => row.id)).not.toContain(off.data.id);
    expect(active.data.items.every((row) => row.active)).toBe(true);
    const hotel = await locationNamed('Harbor View Hotel lobby');
    const ofCategory = await t.admin.call(l.getLocations, {
      query: { categoryId: hotel.categoryId ?? undefined, pageSize: 200 },
    });
    expect(ofCategory.data.items.every((row) => row.categoryId === hotel.categoryId)).toBe(true);
    const byZone = await t.admin.call(l.getLocations, {
      query: { sort: 'zoneName', direction: 'desc', pageSize: 200 },
    });
    const named = byZone.data.items.map((row) => row.zoneName).filter((name) => name !== null);
    expect(named).toEqual([...named].sort((a, b) => b.localeCompare(a)));
  });

  it("refuses a zone or category that is not the company's, naming the field", async () => {
    const theirs = await t.lakeside.call(l.addOrEditZone, { body: { name: 'Lakeside shore' } });
    const foreign = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Across the lake', ...position, zoneId: theirs.data.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.problem.errors?.map((error) => error.path)).toEqual(['body.zoneId']);
    const unknown = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Nowhere near', ...position, categoryId: theirs.data.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.problem.errors?.map((error) => error.path)).toEqual(['body.categoryId']);
  });

  it('keeps a location trips and lists use, naming what uses it', async () => {
    const hotel = await locationNamed('Harbor View Hotel lobby');
    const refused = await t.admin.call(l.deleteLocation, { body: { id: hotel.id } });
    expect(refused.status).toBe(409);
    expect(refused.problem.code).toBe('IN_USE');
    expect(['trips', 'selected_locations']).toContain(refused.problem.params?.by);
  });
});
