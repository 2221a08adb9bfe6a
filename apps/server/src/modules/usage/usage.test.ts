import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { shiftMonth } from '@curbside/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/rows.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { onOwnPackage } from '../../testing/packages.ts';
import { insertParty } from '../../testing/parties.ts';

const t = demoServer();
const u = contract.usage;
const harbor = () => t.server.ids.harborView.companyId;

/** Runs SQL as the platform: moving the demo's facts to chosen months. */
const asPlatform = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'platform' }, work);

/** Noon UTC of the 15th of a month: inside that month in any company zone. */
const midMonth = (month: string) => new Date(`${month}-15T12:00:00Z`);

async function countOf(table: 'parties' | 'parking_permits' | 'wait_list_entries', companyId: string) {
  return asPlatform(async (tx) => {
    const result = await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  });
}

describe('usage per company per month, from the facts', () => {
  it('counts each month in the company zone: parties, permits, wait-list guests, accepted segments, staff', async () => {
    const current = await t.admin.call(u.getCompanyCurrentPackageUsage, { query: {} });
    expect(current.status, JSON.stringify(current.problem)).toBe(200);
    const month = current.data.figures.month;
    const previous = shiftMonth(month, -1);
    const twoBack = shiftMonth(month, -2);
    const [parties, permits, guests] = await Promise.all([
      countOf('parties', harbor()),
      countOf('parking_permits', harbor()),
      countOf('wait_list_entries', harbor()),
    ]);
    expect(parties).toBeGreaterThan(0);
    // The demo's facts move back: its parties and permits to last month, its wait list two months back.
    await asPlatform(async (tx) => {
      await tx
        .update(schema.companies)
        .set({ createdAt: midMonth(shiftMonth(month, -5)) })
        .where(eq(schema.companies.id, harbor()));
      await tx
        .update(schema.parties)
        .set({ createdAt: midMonth(previous) })
        .where(eq(schema.parties.companyId, harbor()));
      await tx
        .update(schema.parkingPermits)
        .set({ createdAt: midMonth(previous) })
        .where(eq(schema.parkingPermits.companyId, harbor()));
      await tx
        .update(schema.waitListEntries)
        .set({ createdAt: midMonth(twoBack) })
        .where(eq(schema.waitListEntries.companyId, harbor()));
      await tx.delete(schema.outboxMessages).where(eq(schema.outboxMessages.companyId, harbor()));
      const sms = {
        companyId: harbor(),
        channel: 'sms' as const,
        templateCode: 'party.dispatched',
        recipient: '+15550100',
        body: 'x',
        status: 'sent' as const,
      };
      await tx.insert(schema.outboxMessages).values([
        // Accepted by a provider this month: counted.
        { ...sms, provider: 'twilio', segments: 3, sentAt: new Date() },
        // Only written down by the log provider: never sent, not counted (ADR 76).
        { ...sms, provider: 'log', segments: 5, sentAt: new Date() },
        // Last month's.
        { ...sms, provider: 'vonage', segments: 2, sentAt: midMonth(previous) },
      ]);
    });
    await insertParty(t.server.deps.db, harbor(), { status: 1 });
    await insertParty(t.server.deps.db, harbor(), { status: 1 });

    const now = await t.admin.call(u.getCompanyCurrentPackageUsage, { query: {} });
    expect(now.data.figures).toMatchObject({
      month,
      parties: 2,
      permits: 0,
      waitListGuests: 0,
      messageSegments: 3,
    });
    expect(now.data.figures.staff).toBeGreaterThan(0);

    const history = await t.admin.call(u.getCompanyPreviousPackageUsageHistory, {
      query: { page: 1, pageSize: 2 },
    });
    expect(history.status).toBe(200);
    expect(history.data.total).toBe(5);
    expect(history.data.items.map((item) => item.month)).toEqual([previous, twoBack]);
    expect(history.data.items[0]).toMatchObject({ parties, permits, waitListGuests: 0, messageSegments: 2 });
    expect(history.data.items[1]).toMatchObject({
      parties: 0,
      permits: 0,
      waitListGuests: guests,
      messageSegments: 0,
    });
    const last = await t.admin.call(u.getCompanyPreviousPackageUsageHistory, {
      query: { page: 3, pageSize: 2 },
    });
    expect(last.data.items.map((item) => item.month)).toEqual([shiftMonth(month, -5)]);

    const chart = await t.platform.call(u.getBarChart, { query: { companyId: harbor(), months: 3 } });
    expect(chart.status).toBe(200);
    expect(chart.data.months.map((m) => [m.month, m.parties, m.waitListGuests])).toEqual([
      [twoBack, 0, guests],
      [previous, parties, 0],
      [month, 2, 0],
    ]);
  });

  it('puts the figures against the package limits', async () => {
    await onOwnPackage(t.platform, harbor(), {
      name: 'Usage plan',
      monthlyPriceCents: 100,
      features: ['transport', 'parking', 'waitlist', 'kiosk', 'feedback', 'messaging', 'reports'],
      maxStaffUsers: 40,
      maxKiosks: 2,
      messageQuota: 4,
    });
    const usage = await t.platform.call(u.getCompanyCurrentPackageUsage, { query: { companyId: harbor() } });
    expect(usage.data.package?.name).toBe('Usage plan');
    expect(usage.data.limits.messageSegments).toEqual({ used: 3, limit: 4, percent: 75 });
    expect(usage.data.limits.kiosks.limit).toBe(2);
    expect(usage.data.limits.staff.percent).toBe(Math.floor((usage.data.figures.staff * 100) / 40));
    await t.platform.call(contract.company.changePackage, { body: { companyId: harbor(), packageId: null } });
    const none = await t.admin.call(u.getCompanyCurrentPackageUsage, { query: {} });
    expect(none.data.package).toBeNull();
    expect(none.data.limits.staff).toMatchObject({ limit: null, percent: null });
  });

  it('lets a company read only its own, the super-admin name any existing one', async () => {
    const foreign = await t.lakeside.call(u.getCompanyCurrentPackageUsage, {
      query: { companyId: harbor() },
    });
    expect(foreign.status).toBe(403);
    // A driver's role does not open the usage screen.
    expect((await t.driver.call(u.getBarChart, { query: {} })).status).toBe(403);
    const unnamed = await t.platform.call(u.getCompanyCurrentPackageUsage, { query: {} });
    expect(unnamed.status).toBe(400);
    const unknown = await t.platform.call(u.getCompanyPreviousPackageUsageHistory, {
      query: { companyId: '00000000-0000-4000-8000-000000000000', page: 1, pageSize: 10 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the platform's texts", () => {
  it('sums a month by provider and by company, and lists failing deliveries without recipients', async () => {
    const lakeside = t.server.ids.lakeside.companyId;
    await asPlatform((tx) =>
      tx.insert(schema.outboxMessages).values([
        {
          companyId: lakeside,
          channel: 'sms',
          templateCode: 'party.dispatched',
          recipient: '+15550111',
          body: 'x',
          status: 'sent',
          provider: 'twilio',
          segments: 7,
          sentAt: new Date(),
        },
        {
          companyId: lakeside,
          channel: 'sms',
          templateCode: 'party.dispatched',
          recipient: '+15550112',
          body: 'x',
          status: 'failed',
          attempts: 5,
          lastError: 'SMS_FAILED',
        },
      ]),
    );
    const usage = await t.platform.call(u.getPlatformMessageUsage, { body: { page: 1, pageSize: 50 } });
    expect(usage.status).toBe(200);
    const lakesideTwilio = usage.data.byCompany.items.find(
      (row) => row.companyId === lakeside && row.provider === 'twilio',
    );
    expect(lakesideTwilio).toMatchObject({ messages: 1, segments: 7, failed: 0 });
    const none = usage.data.byCompany.items.find(
      (row) => row.companyId === lakeside && row.provider === 'none',
    );
    expect(none).toMatchObject({ messages: 1, segments: 0, failed: 1 });
    const twilio = usage.data.byProvider.find((row) => row.provider === 'twilio');
    expect(twilio?.segments).toBeGreaterThanOrEqual(10);

    const failing = await t.platform.call(u.getFailingDeliveries, {
      body: { companyId: lakeside, page: 1, pageSize: 10 },
    });
    expect(failing.data.total).toBe(1);
    expect(failing.data.items[0]).toMatchObject({ companyId: lakeside, error: 'SMS_FAILED', attempts: 5 });
    expect(JSON.stringify(failing.data)).not.toContain('+15550112');
  });

  it('is refused to company users', async () => {
    expect((await t.admin.call(u.getPlatformMessageUsage, { body: {} })).status).toBe(403);
    expect((await t.admin.call(u.getFailingDeliveries, { body: { companyId: harbor() } })).status).toBe(403);
  });
});
