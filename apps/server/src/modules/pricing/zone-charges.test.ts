import { contract, zoneCharges } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, fieldPaths } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const c = contract;
const t = demoServer();

/** Zones made for the standard cases: every sample charges from the first to another one. */
const caseZones: string[] = [];

describe('zone charges as a collection', () => {
  beforeAll(async () => {
    for (let i = 0; i < 21; i += 1) {
      const zone = await t.admin.call(c.locations.addOrEditZone, { body: { name: `Case zone ${i}` } });
      caseZones.push(zone.data.id);
    }
  });
  collectionCases(t, {
    resource: zoneCharges,
    sample: (n) => ({
      fromZoneId: caseZones[0] ?? '',
      toZoneId: caseZones[(n % 20) + 1] ?? '',
      adultCents: n,
      childCents: 0,
      luggageCents: 0,
    }),
    invalid: { body: { adultCents: -1 }, path: 'body.adultCents' },
    unique: 'toZoneId',
    reader: hv.dispatcher,
  });
});

describe('zone charges', () => {
  it('creates, reads, updates and deletes a charge; refuses a second charge for the same zones', async () => {
    const a = await t.admin.call(c.locations.addOrEditZone, { body: { name: 'Zone A' } });
    const b = await t.admin.call(c.locations.addOrEditZone, { body: { name: 'Zone B' } });
    const body = {
      fromZoneId: a.data.id,
      toZoneId: b.data.id,
      adultCents: 1000,
      childCents: 500,
      luggageCents: 100,
    };
    const created = await t.admin.call(c.locations.addOrEditZoneCharge, { body });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ fromZoneName: 'Zone A', toZoneName: 'Zone B', adultCents: 1000 });
    const again = await t.admin.call(c.locations.addOrEditZoneCharge, { body });
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe('DUPLICATE');
    expect(fieldPaths(again)).toEqual(['body.toZoneId']);
    const updated = await t.admin.call(c.locations.addOrEditZoneCharge, {
      body: { ...body, id: created.data.id, adultCents: 1200 },
    });
    expect(updated.data.adultCents).toBe(1200);
    expect(
      (await t.admin.call(c.locations.getZoneCharge, { query: { id: created.data.id } })).data.adultCents,
    ).toBe(1200);
    const listed = await t.admin.call(c.locations.getZoneCharges, { query: { search: 'Zone A' } });
    expect(listed.data.items.map((z) => z.id)).toEqual([created.data.id]);
    expect((await t.admin.call(c.locations.deleteZone, { body: { id: a.data.id } })).status).toBe(409);
    expect((await t.admin.call(c.locations.deleteZoneCharge, { body: { id: created.data.id } })).status).toBe(
      200,
    );
    expect((await t.admin.call(c.locations.getZoneCharge, { query: { id: created.data.id } })).status).toBe(
      404,
    );
  });

  it('refuses negative or fractional cents, unknown zones and a dispatcher', async () => {
    const zones = (await t.admin.call(c.locations.getZones, { query: {} })).data.items;
    const [first, second] = zones;
    const bad = await t.admin.call(c.locations.addOrEditZoneCharge, {
      body: {
        fromZoneId: first?.id ?? '',
        toZoneId: second?.id ?? '',
        adultCents: -1,
        childCents: 1.5,
        luggageCents: 0,
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad).sort()).toEqual(['body.adultCents', 'body.childCents']);
    const foreign = await t.lakeside.call(c.locations.addOrEditZoneCharge, {
      body: {
        fromZoneId: first?.id ?? '',
        toZoneId: second?.id ?? '',
        adultCents: 1,
        childCents: 1,
        luggageCents: 1,
      },
    });
    expect(foreign.status).toBe(404);
    const refused = await t.dispatcher.call(c.locations.deleteZoneCharge, { body: { id: first?.id ?? '' } });
    expect(refused.status).toBe(403);
  });
});
