import { contract } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { lotWithPackage } from '../../testing/parking.ts';

const t = demoServer();
const HOUR = 3_600_000;

const ids = { typeId: '', lotId: '', packageId: '' };
let lots = 0;

/** A lot of its own and a 24-hour package sold in it, so each test counts its own spaces. */
function testLot(capacity: number) {
  lots += 1;
  return lotWithPackage(
    t.admin,
    { name: `Test lot ${lots}`, capacity },
    { priceCents: 4500, commissionPercent: 10 },
  );
}

const sale = (where: { lotId: string; packageId: string }, extra: Record<string, unknown> = {}) => ({
  guestName: 'Maria Lopez',
  phone: '+12125550188',
  roomNumber: '412',
  plate: 'so1-il0',
  plateRegion: 'CA',
  make: 'Toyota',
  model: 'Camry',
  colour: 'Silver',
  ...where,
  startsAt: '2027-03-10T15:00:00Z',
  ...extra,
});

beforeAll(async () => {
  const types = await t.admin.call(contract.parking.getparkingTypes, { body: {} });
  ids.typeId = types.data.items[0]?.id ?? '';
  Object.assign(ids, await testLot(10));
});

describe('selling a permit', () => {
  it('stores the plate normalised, prices the package per started period and records the seller', async () => {
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { endsAt: '2027-03-11T21:00:00Z' }),
    });
    expect(sold.status).toBe(200);
    expect(sold.data).toMatchObject({
      status: 'Active',
      plate: 'so1-il0',
      plateNormalised: 'SO1IL0',
      plateRegion: 'CA',
      costCents: 9000,
      balanceCents: 9000,
      soldByName: 'Dana Reyes',
    });
    const history = await t.dispatcher.call(contract.parking.getParkingHistory, {
      body: { id: sold.data.id },
    });
    expect(history.data.items.map((h) => [h.action, h.toStatus])).toEqual([['Sell', 'Active']]);
  });

  it('ends after the package duration when no end is given', async () => {
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'END 1' }),
    });
    expect(Date.parse(sold.data.endsAt) - Date.parse(sold.data.startsAt)).toBe(24 * HOUR);
  });

  it('finds a plate however it is typed, O/0, I/1 and S/5 alike, and by guest or room', async () => {
    await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'XQ-5501', guestName: 'Ana Ortiz', roomNumber: '907' }),
    });
    const find = async (search: string) =>
      (
        await t.dispatcher.call(contract.parking.getParkingPermits, { body: { search, lotId: ids.lotId } })
      ).data.items.map((p) => p.plate);
    expect(await find('xq 55o1')).toEqual(['XQ-5501']);
    expect(await find('XQS')).toEqual(['XQ-5501']);
    expect(await find('ortiz')).toEqual(['XQ-5501']);
    expect(await find('907')).toEqual(['XQ-5501']);
    expect(await find('XQ6')).toEqual([]);
  });

  it('refuses a package not sold for the lot, and an empty plate by field', async () => {
    const other = await testLot(3);
    const wrong = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale({ lotId: ids.lotId, packageId: other.packageId }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.problem.code).toBe('PACKAGE_NOT_IN_LOT');
    const bad = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: ' - ' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.[0]?.path).toBe('body.plate');
  });

  it('a driver may read permits but not sell one; another company sees none of them', async () => {
    expect((await t.driver.call(contract.parking.addOrEditParking, { body: sale(ids) })).status).toBe(403);
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'OWN 1' }),
    });
    expect(
      (await t.lakeside.call(contract.parking.getParkingDetails, { body: { id: sold.data.id } })).status,
    ).toBe(404);
    const theirs = await t.lakeside.call(contract.parking.getParkingPermits, { body: {} });
    expect(theirs.data.items).toEqual([]);
  });
});

describe('availability', () => {
  it('sells exactly the spaces there are, even to twenty desks at once', async () => {
    const small = await testLot(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.dispatcher.call(contract.parking.addOrEditParking, { body: sale(small, { plate: `RACE ${n}` }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.problem.code).toBe('LOT_FULL');
    const grid = await t.dispatcher.call(contract.parking.getParkingAvailability, {
      body: { fromDate: '2027-03-10', days: 3, lotIds: [small.lotId] },
    });
    // 15:00 UTC to 15:00 UTC the next day: two days of New York's calendar.
    expect(grid.data.lots[0]?.free).toEqual([0, 0, 5]);
  });

  it('counts a permit on every day it touches and frees the space when it is cancelled', async () => {
    const lot = await testLot(4);
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(lot, { startsAt: '2027-05-01T16:00:00Z', endsAt: '2027-05-03T16:00:00Z' }),
    });
    const grid = async () =>
      (
        await t.dispatcher.call(contract.parking.getParkingAvailability, {
          body: { fromDate: '2027-04-30', days: 5, lotIds: [lot.lotId] },
        })
      ).data;
    expect(await grid()).toMatchObject({
      days: ['2027-04-30', '2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04'],
      lots: [{ capacity: 4, free: [4, 3, 3, 3, 4] }],
    });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: sold.data.id, commandType: 'CANCEL' },
    });
    expect((await grid()).lots[0]?.free).toEqual([4, 4, 4, 4, 4]);
  });

  it("keeps the lots' day counters in the company's calendar, rebuilt when its time zone changes", async () => {
    const lot = await testLot(4);
    await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(lot, { startsAt: '2027-05-01T16:00:00Z', endsAt: '2027-05-03T16:00:00Z' }),
    });
    const companyId = t.server.ids.harborView.companyId;
    const platform = <T>(work: (tx: Tx) => Promise<T>) =>
      inScope(t.server.deps.db, { kind: 'platform' }, work);
    const days = () =>
      platform(async (tx) =>
        (
          await tx
            .select({ day: schema.parkingLotDays.day, used: schema.parkingLotDays.used })
            .from(schema.parkingLotDays)
            .where(eq(schema.parkingLotDays.lotId, lot.lotId))
            .orderBy(schema.parkingLotDays.day)
        ).filter((d) => d.used > 0),
      );
    const zone = (timeZone: string) =>
      platform((tx) =>
        tx.update(schema.companies).set({ timeZone }).where(eq(schema.companies.id, companyId)),
      );
    expect((await days()).map((d) => d.day)).toEqual(['2027-05-01', '2027-05-02', '2027-05-03']);
    await zone('Asia/Tokyo');
    try {
      // 16:00 UTC is 01:00 the next day in Tokyo.
      expect((await days()).map((d) => d.day)).toEqual(['2027-05-02', '2027-05-03', '2027-05-04']);
    } finally {
      await zone('America/New_York');
    }
    expect((await days()).map((d) => d.day)).toEqual(['2027-05-01', '2027-05-02', '2027-05-03']);
  });

  it('an edit moving into a full lot is refused, and a stale version is a 409', async () => {
    const full = await testLot(1);
    await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale(full, { plate: 'FULL 1' }) });
    const mine = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'MOVE 1' }),
    });
    await t.admin.call(contract.parking.addOrEditParkingPackage, {
      body: {
        id: ids.packageId,
        name: 'Test day 1',
        typeId: ids.typeId,
        priceCents: 4500,
        durationHours: 24,
        commissionPercent: 10,
        lotIds: [ids.lotId, full.lotId],
      },
    });
    const move = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(
        { lotId: full.lotId, packageId: ids.packageId },
        { id: mine.data.id, version: mine.data.version, plate: 'MOVE 1' },
      ),
    });
    expect(move.status).toBe(409);
    expect(move.problem.code).toBe('LOT_FULL');
    const renamed = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, {
        id: mine.data.id,
        version: mine.data.version,
        plate: 'MOVE 1',
        guestName: 'Maria L.',
      }),
    });
    expect(renamed.data).toMatchObject({ guestName: 'Maria L.', version: mine.data.version + 1 });
    const stale = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { id: mine.data.id, version: mine.data.version, plate: 'MOVE 1' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PERMIT_CHANGED');
  });
});

describe('payments, cancel and delete', () => {
  it('the same key answers the first payment; another request with it is refused; overpaying is refused', async () => {
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'PAY 1' }),
    });
    const pay = {
      permitId: sold.data.id,
      method: 'cash' as const,
      amountCents: 2000,
      idempotencyKey: 'permit-pay-0001',
    };
    const [first, second] = await Promise.all([
      t.dispatcher.call(contract.parking.parkingPayment, { body: pay }),
      t.dispatcher.call(contract.parking.parkingPayment, { body: pay }),
    ]);
    expect(first.status).toBe(200);
    expect(second.data.payment.id).toBe(first.data.payment.id);
    expect(second.data.costs).toMatchObject({ paidCents: 2000, balanceCents: 2500 });
    const reused = await t.dispatcher.call(contract.parking.parkingPayment, {
      body: { ...pay, amountCents: 100 },
    });
    expect(reused.problem.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const over = await t.dispatcher.call(contract.parking.parkingPayment, {
      body: { ...pay, amountCents: 2501, idempotencyKey: 'permit-pay-0002' },
    });
    expect(over.problem.code).toBe('OVERPAYMENT');
    const card = await t.dispatcher.call(contract.parking.parkingPayment, {
      body: {
        ...pay,
        method: 'card',
        cardLast4: '4242',
        amountCents: 2500,
        idempotencyKey: 'permit-pay-0003',
      },
    });
    expect(card.data.payment).toMatchObject({ cardLast4: '4242', provider: 'terminal' });
    expect(card.data.costs.balanceCents).toBe(0);
  });

  it('a cancel refunds none, all or part of what was paid; a delete keeps the row for the report', async () => {
    const sold = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'REF 1' }),
    });
    await t.dispatcher.call(contract.parking.parkingPayment, {
      body: { permitId: sold.data.id, method: 'cash', amountCents: 4500, idempotencyKey: 'permit-ref-0001' },
    });
    const tooMuch = await t.admin.call(contract.parking.cancelOrDeleteParking, {
      body: { id: sold.data.id, commandType: 'CANCEL', refund: 'partial', refundCents: 4501 },
    });
    expect(tooMuch.problem).toMatchObject({ code: 'REFUND_TOO_LARGE', params: { refundable: 4500 } });
    // The dispatcher holds no refund right.
    const noRight = await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: sold.data.id, commandType: 'CANCEL', refund: 'full' },
    });
    expect(noRight.status).toBe(403);
    const cancelled = await t.admin.call(contract.parking.cancelOrDeleteParking, {
      body: {
        id: sold.data.id,
        commandType: 'CANCEL',
        refund: 'partial',
        refundCents: 1500,
        reason: 'Left early',
      },
    });
    expect(cancelled.data).toMatchObject({ status: 'Cancelled', refundedCents: 1500 });
    const costs = await t.dispatcher.call(contract.parking.getParkingCostDetails, {
      body: { id: sold.data.id },
    });
    expect(costs.data.payments.map((p) => [p.kind, p.amountCents])).toEqual([
      ['payment', 4500],
      ['refund', 1500],
    ]);
    const again = await t.admin.call(contract.parking.cancelOrDeleteParking, {
      body: { id: sold.data.id, commandType: 'CANCEL' },
    });
    expect(again.problem.code).toBe('PERMIT_STEP_REFUSED');
    const deleted = await t.admin.call(contract.parking.cancelOrDeleteParking, {
      body: { id: sold.data.id, commandType: 'DELETE' },
    });
    expect(deleted.data.status).toBe('Deleted');
    const report = await t.dispatcher.call(contract.parking.getParkingPermits, {
      body: { statuses: ['Deleted'], search: 'REF1' },
    });
    expect(report.data.items.map((p) => p.id)).toEqual([sold.data.id]);
    const history = await t.dispatcher.call(contract.parking.getParkingHistory, {
      body: { id: sold.data.id },
    });
    expect(history.data.items.map((h) => h.toStatus)).toEqual(['Active', 'Cancelled', 'Deleted']);
  });

  it('bulk updates each permit on its own and says which failed', async () => {
    const a = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'BULK 1' }),
    });
    const b = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale(ids, { plate: 'BULK 2' }),
    });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: b.data.id, commandType: 'CANCEL' },
    });
    const extended = await t.dispatcher.call(contract.parking.bulkUpdateParkings, {
      body: { ids: [a.data.id, b.data.id], commandType: 'EXTEND', endsAt: '2027-03-12T15:00:00Z' },
    });
    expect(extended.data.succeeded).toEqual([a.data.id]);
    expect(extended.data.failed).toEqual([expect.objectContaining({ id: b.data.id, code: 'PERMIT_CLOSED' })]);
    const after = await t.dispatcher.call(contract.parking.getParkingDetails, { body: { id: a.data.id } });
    expect(after.data).toMatchObject({ costCents: 9000 });
  });
});

describe('package lots', () => {
  it('answers the lots of a package, by id and by name', async () => {
    const byId = await t.dispatcher.call(contract.parking.getParkingLocationsIdsByPackageId, {
      body: { packageId: ids.packageId },
    });
    expect(byId.data.lotIds).toContain(ids.lotId);
    const byName = await t.dispatcher.call(contract.parking.getParkingLocationsByPackageId, {
      query: { packageId: ids.packageId },
    });
    expect(byName.data.items.map((l) => l.id)).toContain(ids.lotId);
    const foreign = await t.lakeside.call(contract.parking.getParkingLocationsIdsByPackageId, {
      body: { packageId: ids.packageId },
    });
    expect(foreign.status).toBe(404);
  });
});
