import { contract, taxCodes } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, expectDeletedOnce, fieldPaths } from '../../testing/demo-server.ts';

const c = contract;
const t = demoServer();

describe('tax codes as a collection', () => {
  collectionCases(t, {
    resource: taxCodes,
    // Inactive, so the rates the other cases price with stay the demo's.
    sample: (n) => ({
      code: `t${n}`,
      name: `Tax ${n}`,
      kind: 'tax' as const,
      rateBasisPoints: 100,
      active: false,
    }),
    invalid: { body: { code: ' ', name: 'Tax', kind: 'tax', rateBasisPoints: 1 }, path: 'body.code' },
    unique: 'code',
  });
});

describe('tax and service codes', () => {
  it('creates, lists, updates and deletes a code; refuses a duplicate, a rate above 100 % and a dispatcher', async () => {
    const created = await t.admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'city', name: 'City tax', kind: 'tax', rateBasisPoints: 50 },
    });
    expect(created.data).toMatchObject({ code: 'CITY', rateBasisPoints: 50, active: true });
    const taxes = await t.admin.call(c.reservation.getDiscountTaxesByTripId, {
      body: { tripId: (await t.admin.call(c.locations.getTrips, { query: {} })).data.items[0]?.id ?? '' },
    });
    expect(taxes.data.rates.taxBasisPoints).toBe(938);
    const dup = await t.admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'CITY', name: 'Again', kind: 'tax', rateBasisPoints: 1 },
    });
    expect(fieldPaths(dup)).toEqual(['body.code']);
    const high = await t.admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'HIGH', name: 'High', kind: 'service', rateBasisPoints: 10_001 },
    });
    expect(fieldPaths(high)).toEqual(['body.rateBasisPoints']);
    const listed = await t.admin.call(c.subscription.getTaxAndServiceCodes, { query: { search: 'city' } });
    expect(listed.data.items.map((i) => i.code)).toEqual(['CITY']);
    const off = await t.admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: {
        id: created.data.id,
        code: 'CITY',
        name: 'City tax',
        kind: 'tax',
        rateBasisPoints: 50,
        active: false,
      },
    });
    expect(off.data.active).toBe(false);
    expect((await t.dispatcher.call(c.subscription.getTaxAndServiceCodes, { query: {} })).status).toBe(403);
    await expectDeletedOnce(t.admin, c.subscription.deleteTaxAndServiceCode, { id: created.data.id });
  });
});
