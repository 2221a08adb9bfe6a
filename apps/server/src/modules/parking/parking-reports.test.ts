import { contract } from '@curbside/contract';
import { dateIn } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { lotWithPackage } from '../../testing/parking.ts';

const t = demoServer();
const ids = { lotId: '', packageId: '', dispatcherId: '' };
/** Sale days are the company's calendar; the demo company's today, read once the server runs. */
const days = { fromDate: '', toDate: '' };

const sale = (plate: string, guestName = 'Maria Lopez') => ({
  guestName,
  roomNumber: '412',
  plate,
  lotId: ids.lotId,
  packageId: ids.packageId,
  startsAt: '2027-03-10T15:00:00Z',
});

beforeAll(async () => {
  Object.assign(
    ids,
    await lotWithPackage(
      t.admin,
      { name: 'Report lot', capacity: 20 },
      { name: 'Report day', priceCents: 4500, commissionPercent: 12.5 },
    ),
  );
  const session = await t.dispatcher.call(contract.login.getCurrentSession, {});
  ids.dispatcherId = session.data?.user.id ?? '';
  const today = dateIn(session.data?.company?.timeZone ?? 'UTC');
  Object.assign(days, { fromDate: today, toDate: today });
});

const commission = (extra: Record<string, unknown> = {}) =>
  t.admin.call(contract.parking.getParkingCommission, { body: { ...days, ...extra } });
const byStaff = () => t.admin.call(contract.subscription.getCommissionReport, { body: days });
const closed = (type: 'cancelled' | 'deleted' | 'delivered', extra: Record<string, unknown> = {}) =>
  t.admin.call(contract.parking.getCancelledOrDeletedParkings, { body: { ...days, type, ...extra } });

describe('the package page', () => {
  it('reads one package with its lots, and answers 404 for an unknown one', async () => {
    const found = await t.admin.call(contract.parking.getParkingPackageById, {
      query: { id: ids.packageId },
    });
    expect(found.data).toMatchObject({ name: 'Report day', commissionPercent: 12.5, lotIds: [ids.lotId] });
    const unknown = await t.admin.call(contract.parking.getParkingPackageById, {
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('commission', () => {
  it("earns the seller the package's percentage of each permit sold on the days; a cancelled one earns none", async () => {
    const before = await commission();
    const staffBefore = await byStaff();
    const kept = await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale('CO 1') });
    const paid = await t.dispatcher.call(contract.parking.parkingPayment, {
      body: { permitId: kept.data.id, method: 'cash', amountCents: 4500, idempotencyKey: 'commission-co-1' },
    });
    expect(paid.status, JSON.stringify(paid.problem)).toBe(200);
    // Sold and not paid: counted as a sale, earning nothing until the money comes in.
    const unpaid = await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale('CO 3') });
    const dropped = await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale('CO 2') });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: dropped.data.id, commandType: 'CANCEL' },
    });

    const after = await commission();
    expect(after.status).toBe(200);
    // 12.5 % of 45.00 is 5.625: half up to 5.63, as the domain's commissionCents rounds.
    expect(after.data.summary.permits - before.data.summary.permits).toBe(2);
    expect(after.data.summary.commissionCents - before.data.summary.commissionCents).toBe(563);
    expect(after.data.summary.salesCents - before.data.summary.salesCents).toBe(9000);
    expect(after.data.items.find((item) => item.id === unpaid.data.id)?.commissionCents).toBe(0);
    const row = after.data.items.find((item) => item.id === kept.data.id);
    expect(row).toMatchObject({ commissionPercent: 12.5, commissionCents: 563, soldBy: ids.dispatcherId });
    expect(after.data.items.some((item) => item.id === dropped.data.id)).toBe(false);
    expect(after.data.summary.byDay.find((day) => day.date === days.fromDate)?.count).toBeGreaterThan(0);

    const searched = await commission({ search: 'c0 1', soldBy: ids.dispatcherId });
    expect(searched.data.items.map((item) => item.id)).toEqual([kept.data.id]);

    const staffAfter = await byStaff();
    const mine = (report: typeof staffAfter) =>
      report.data.items.find((item) => item.userId === ids.dispatcherId)?.commissionCents ?? 0;
    expect(mine(staffAfter) - mine(staffBefore)).toBe(563);
    expect(staffAfter.data.summary.commissionCents).toBe(after.data.summary.commissionCents);
    const named = await t.admin.call(contract.subscription.getCommissionReport, {
      body: { ...days, search: 'no such seller' },
    });
    expect(named.data).toMatchObject({ items: [], total: 0, summary: { commissionCents: 0 } });
  });

  it('counts nothing outside the days, and refuses dates out of order', async () => {
    const earlier = await commission({ fromDate: '2025-01-01', toDate: '2025-01-31' });
    expect(earlier.data).toMatchObject({ total: 0, items: [], summary: { permits: 0, commissionCents: 0 } });
    const backwards = await commission({ fromDate: '2025-02-01', toDate: '2025-01-01' });
    expect(backwards.status).toBe(400);
  });

  it('is money: a driver may not read it', async () => {
    expect((await t.driver.call(contract.parking.getParkingCommission, { body: days })).status).toBe(403);
    expect((await t.driver.call(contract.subscription.getCommissionReport, { body: days })).status).toBe(403);
    expect(
      (
        await t.driver.call(contract.parking.getCancelledOrDeletedParkings, {
          body: { ...days, type: 'deleted' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('cancelled and deleted permits', () => {
  it('lists each closed permit once, on the day it was closed, with who closed it and why', async () => {
    const cancelledBefore = await closed('cancelled');
    const deletedBefore = await closed('deleted');
    const cancelled = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale('CX 1', 'Ana Cruz'),
    });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: cancelled.data.id, commandType: 'CANCEL', reason: 'Left early' },
    });
    const deleted = await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale('DX 1') });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: deleted.data.id, commandType: 'CANCEL' },
    });
    await t.dispatcher.call(contract.parking.cancelOrDeleteParking, {
      body: { id: deleted.data.id, commandType: 'DELETE', reason: 'Duplicate' },
    });

    const cancelledAfter = await closed('cancelled');
    expect(cancelledAfter.data.total - cancelledBefore.data.total).toBe(1);
    expect(cancelledAfter.data.items.find((row) => row.id === cancelled.data.id)).toMatchObject({
      status: 'Cancelled',
      reason: 'Left early',
      closedByName: expect.any(String),
    });
    expect(cancelledAfter.data.items.some((row) => row.id === deleted.data.id)).toBe(false);
    const deletedAfter = await closed('deleted');
    expect(deletedAfter.data.summary.permits - deletedBefore.data.summary.permits).toBe(1);
    expect(deletedAfter.data.summary.costCents - deletedBefore.data.summary.costCents).toBe(4500);
    expect(deletedAfter.data.items.find((row) => row.id === deleted.data.id)).toMatchObject({
      reason: 'Duplicate',
    });

    const byGuest = await closed('cancelled', { search: 'ana cr' });
    expect(byGuest.data.items.map((row) => row.id)).toEqual([cancelled.data.id]);
    const paged = await closed('cancelled', { pageSize: 1, page: 1 });
    expect(paged.data.items).toHaveLength(1);
    expect(paged.data.total).toBe(cancelledAfter.data.total);
  });
});

describe('delivered cars', () => {
  it('lists a car handed back to its guest on the day of the hand-over, with who delivered it', async () => {
    const before = await closed('delivered');
    const kept = await t.dispatcher.call(contract.parking.addOrEditParking, {
      body: sale('DL 1', 'Nour Aziz'),
    });
    const stays = await t.dispatcher.call(contract.parking.addOrEditParking, { body: sale('DL 2') });
    const requests: string[] = [];
    for (const permit of [kept, stays]) {
      const asked = await t.dispatcher.call(contract.parking.requestWillCallParking, {
        body: { permitId: permit.data.id },
      });
      expect(asked.status, JSON.stringify(asked.problem)).toBe(200);
      requests.push(asked.data.id);
    }
    const handed = await t.dispatcher.call(contract.parking.confirmOrDeleteWillCallParking, {
      query: { commandType: 'CONFIRM' },
      body: { id: requests[0] ?? '', releaseWithBalance: true },
    });
    expect(handed.status, JSON.stringify(handed.problem)).toBe(200);

    const after = await closed('delivered');
    expect(after.status).toBe(200);
    // The car still asked for is not delivered yet; the one handed over is, unpaid as it left.
    expect(after.data.total - before.data.total).toBe(1);
    expect(after.data.items.find((row) => row.id === kept.data.id)).toMatchObject({
      status: 'Delivered',
      guestName: 'Nour Aziz',
      closedByName: expect.any(String),
      paidCents: 0,
    });
    expect(after.data.items.some((row) => row.id === stays.data.id)).toBe(false);
    expect(after.data.summary.byDay.find((day) => day.date === days.fromDate)?.count).toBeGreaterThan(0);
    const earlier = await closed('delivered', { fromDate: '2025-01-01', toDate: '2025-01-31' });
    expect(earlier.data).toMatchObject({ total: 0, items: [] });
  });
});
