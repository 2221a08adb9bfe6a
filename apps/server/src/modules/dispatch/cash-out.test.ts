import { contract } from '@curbside/contract';
import { schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty, partyFixture } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const { demo, companyId, userId, inCompany } = partyFixture();

describe('Transportation/GetCashOutReportByDates', () => {
  it('sums payments and refunds per staff member and method over the dates, in the company time zone', async () => {
    const { admin } = demo;
    const party = await insertParty(demo.server.deps.db, companyId(), {
      status: PARTY_STATUS.Dispatched,
      totalCents: 100_000,
    });
    await admin.call(contract.transportation.accountOrCashPayment, {
      body: { partyId: party.id, method: 'cash', amountCents: 1_111, idempotencyKey: crypto.randomUUID() },
    });
    // Driver 2 takes no payment through the calls (no board), so their rows are only these.
    const driverId = userId(hv.driver2);
    const row = { companyId: companyId(), partyId: party.id, createdBy: driverId };
    await inCompany((tx) =>
      tx.insert(schema.partyPayments).values([
        { ...row, kind: 'payment', method: 'card', amountCents: 2_222 },
        { ...row, kind: 'payment', method: 'cash', amountCents: 100 },
        { ...row, kind: 'refund', method: 'card', amountCents: 300 },
        // Two days ago: outside today's report.
        {
          ...row,
          kind: 'refund',
          method: 'card',
          amountCents: 999,
          createdAt: new Date(Date.now() - 2 * 86_400_000),
        },
      ]),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const report = await admin.call(contract.transportation.getCashOutReportByDates, {
      body: { fromDate: today, toDate: today, userId: driverId },
    });
    expect(report.status).toBe(200);
    const driverName = report.data.items[0]?.userName;
    expect(report.data.items).toEqual([
      {
        userId: driverId,
        userName: driverName,
        method: 'card',
        payments: 1,
        paidCents: 2_222,
        refundedCents: 300,
      },
      {
        userId: driverId,
        userName: driverName,
        method: 'cash',
        payments: 1,
        paidCents: 100,
        refundedCents: 0,
      },
    ]);
    expect(report.data).toMatchObject({
      totalPaidCents: 2_322,
      totalRefundedCents: 300,
      currency: 'USD',
      total: 2,
      people: [{ userId: driverId, userName: driverName, paidCents: 2_322, refundedCents: 300 }],
    });
    const everyone = await admin.call(contract.transportation.getCashOutReportByDates, {
      body: { fromDate: today, toDate: today },
    });
    expect(everyone.data.items.some((r) => r.userName === 'Alex Morgan' && r.paidCents === 1_111)).toBe(true);
    expect(everyone.data.totalPaidCents).toBe(everyone.data.items.reduce((sum, r) => sum + r.paidCents, 0));
    expect(everyone.data.people[0]?.paidCents).toBe(
      Math.max(...everyone.data.people.map((r) => r.paidCents)),
    );
    // Paged on the server: one line a page, the totals of every line on each.
    const first = await admin.call(contract.transportation.getCashOutReportByDates, {
      body: { fromDate: today, toDate: today, pageSize: 1 },
    });
    const second = await admin.call(contract.transportation.getCashOutReportByDates, {
      body: { fromDate: today, toDate: today, pageSize: 1, page: 2 },
    });
    expect(first.data.items).toHaveLength(1);
    expect(first.data.total).toBe(everyone.data.total);
    expect(first.data.totalPaidCents).toBe(everyone.data.totalPaidCents);
    expect(second.data.items[0]).toEqual(everyone.data.items[1]);
    const byName = await admin.call(contract.transportation.getCashOutReportByDates, {
      body: { fromDate: today, toDate: today, search: 'alex mor' },
    });
    expect(byName.data.items.map((r) => r.userName)).toEqual(['Alex Morgan']);
  });
});
