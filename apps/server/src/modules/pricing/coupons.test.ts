import { contract, coupons } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, fieldPaths, locationId } from '../../testing/demo-server.ts';
import { countCouponUse } from './coupons.repository.ts';

const c = contract;
const t = demoServer();

describe('coupons as a collection', () => {
  collectionCases(t, {
    resource: coupons,
    sample: (n) => ({
      code: `save${n}`,
      kind: 'amount' as const,
      value: 100,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    }),
    invalid: {
      body: { code: 'X', kind: 'amount', value: 1, validFrom: '2026-02-01', validTo: '2026-01-01' },
      path: 'body.validTo',
    },
    unique: 'code',
    // A booking that used the coupon counts it; the coupon then stays for the bookings' history.
    use: async (_admin, row) => {
      const companyId = t.server.ids.harborView.companyId;
      await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
        countCouponUse(tx, companyId, row.id),
      );
    },
  });
});

describe('discount coupons', () => {
  const coupon = {
    code: 'summer',
    kind: 'amount' as const,
    value: 1_000,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    usageLimit: 3,
  };

  it('creates, finds by code, lists and deletes an unused coupon', async () => {
    const created = await t.admin.call(c.discount.addOrUpdateCoupon, { body: coupon });
    expect(created.data).toMatchObject({
      code: 'SUMMER',
      usageCount: 0,
      appliesToRides: true,
      appliesToParking: false,
    });
    const listed = await t.admin.call(c.discount.getDiscountCoupons, { body: { search: 'summ' } });
    expect(listed.data.items.map((i) => i.code)).toEqual(['SUMMER']);
    const looked = await t.driver.call(c.locations.getCouponCode, { query: { code: 'Summer' } });
    expect(looked.data).toMatchObject({ code: 'SUMMER', kind: 'amount', value: 1000 });
    expect((await t.driver.call(c.locations.getCouponCode, { query: { code: 'NOPE' } })).status).toBe(404);
    expect((await t.admin.call(c.discount.deleteCoupon, { body: { id: created.data.id } })).status).toBe(200);
  });

  it('says why a coupon cannot be used, and refuses it in a calculation', async () => {
    const expired = await t.admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'OLD', validFrom: '2020-01-01', validTo: '2020-12-31' },
    });
    expect((await t.driver.call(c.locations.getCouponCode, { query: { code: 'OLD' } })).data).toMatchObject({
      usable: false,
      reason: 'expired',
    });
    const off = await t.admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, id: expired.data.id, code: 'OLD', active: false },
    });
    expect(off.data.active).toBe(false);
    expect((await t.driver.call(c.locations.getCouponCode, { query: { code: 'OLD' } })).data.reason).toBe(
      'inactive',
    );
    const hotel = await locationId(t.admin, 'Harbor View Hotel lobby');
    const penn = await locationId(t.admin, 'Penn Station');
    const refused = await t.driver.call(c.reservation.applyDiscountCode, {
      body: { fromLocationId: hotel, toLocationId: penn, couponCode: 'OLD' },
    });
    expect(refused.problem.errors).toEqual([
      { path: 'body.couponCode', message: 'This coupon is not active' },
    ]);
  });

  it('refuses a used coupon deletion (409), bad dates and percentages, a duplicate code and a dispatcher', async () => {
    const used = await t.admin.call(c.discount.addOrUpdateCoupon, { body: { ...coupon, code: 'USED' } });
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.discountCoupons)
        .set({ usageCount: 1 })
        .where(eq(schema.discountCoupons.id, used.data.id)),
    );
    const inUse = await t.admin.call(c.discount.deleteCoupon, { body: { id: used.data.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.problem.detail).toMatch(/deactivate it instead/);
    const dates = await t.admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'D', validTo: '2025-01-01' },
    });
    expect(fieldPaths(dates)).toEqual(['body.validTo']);
    const percent = await t.admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'P', kind: 'percent', value: 10_001 },
    });
    expect(fieldPaths(percent)).toEqual(['body.value']);
    const dup = await t.admin.call(c.discount.addOrUpdateCoupon, { body: { ...coupon, code: 'used' } });
    expect(fieldPaths(dup)).toEqual(['body.code']);
    expect((await t.dispatcher.call(c.discount.addOrUpdateCoupon, { body: coupon })).status).toBe(403);
    expect((await t.dispatcher.call(c.discount.getDiscountCoupons, { body: {} })).status).toBe(403);
    expect((await t.dispatcher.call(c.discount.deleteCoupon, { body: { id: used.data.id } })).status).toBe(
      403,
    );
    expect(
      (
        await t.lakeside.call(c.discount.getDiscountCoupons, {
          body: { companyId: t.server.ids.harborView.companyId },
        })
      ).problem.code,
    ).toBe('FOREIGN_COMPANY');
  });
});
