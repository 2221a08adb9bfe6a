import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { shiftMonth } from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/rows.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { billLastMonth } from './invoices.service.ts';

const t = demoServer();
const c = contract.company;
const harbor = () => t.server.ids.harborView.companyId;
const lakeside = () => t.server.ids.lakeside.companyId;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const asPlatform = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'platform' }, work);

/** The platform's month now (UTC), as the dashboard answers it. */
async function platformMonth(): Promise<string> {
  const dashboard = await t.platform.call(contract.usage.getPlatformDashboard, { body: {} });
  expect(dashboard.status, JSON.stringify(dashboard.problem)).toBe(200);
  return dashboard.data.month;
}

/** Bills a month and answers Harbor View's invoice of it. */
async function billed(period: string) {
  const created = await t.platform.call(c.createInvoices, { body: { period } });
  expect(created.status, JSON.stringify(created.problem)).toBe(200);
  const list = await t.platform.call(c.getClientAccounting, {
    body: { companyId: harbor(), period, page: 1, pageSize: 10 },
  });
  const invoice = list.data.items[0];
  if (!invoice) throw new Error('no invoice of Harbor View');
  return { created: created.data.created, invoice };
}

// The demo's companies were made a year ago: each test bills a month of its own since then.
beforeAll(async () => {
  const month = await platformMonth();
  await asPlatform((tx) =>
    tx.update(schema.companies).set({ createdAt: new Date(`${shiftMonth(month, -12)}-15T12:00:00Z`) }),
  );
});

describe('invoices', () => {
  it('bills each company on a priced package once a month, at its price, never a month not begun', async () => {
    const month = await platformMonth();
    const period = shiftMonth(month, -1);
    const first = await billed(period);
    expect(first.created).toBe(2);
    expect(first.invoice).toMatchObject({
      companyId: harbor(),
      companyName: 'Harbor View Hotel',
      period,
      packageName: 'Complete',
      amountCents: 49_900,
      currency: 'USD',
      state: 'open',
      method: null,
      paidAt: null,
    });
    // A second run bills no one again.
    expect((await billed(period)).created).toBe(0);
    const ahead = await t.platform.call(c.createInvoices, { body: { period: shiftMonth(month, 1) } });
    expect(ahead.status).toBe(400);
    expect(ahead.problem.errors?.[0]).toMatchObject({ path: 'body.period', code: 'monthNotBegun' });
  });

  it('lists every company for the platform with filters and the open sum, a company its own', async () => {
    const month = await platformMonth();
    const period = shiftMonth(month, -2);
    await billed(period);
    const all = await t.platform.call(c.getClientAccounting, { body: { period, page: 1, pageSize: 1 } });
    expect(all.data).toMatchObject({ total: 2, page: 1, pageSize: 1, openCents: 99_800 });
    expect(all.data.items).toHaveLength(1);
    const searched = await t.platform.call(c.getClientAccounting, {
      body: { search: 'lakes', period, page: 1, pageSize: 10 },
    });
    expect(searched.data.items.map((row) => row.companyId)).toEqual([lakeside()]);
    const paid = await t.platform.call(c.getClientAccounting, { body: { state: 'paid', period } });
    expect(paid.data.total).toBe(0);

    const own = await t.admin.call(c.getCompanyPaymentHistory, { query: { page: 1, pageSize: 50 } });
    expect(own.status, JSON.stringify(own.problem)).toBe(200);
    expect(own.data.items.length).toBeGreaterThan(0);
    expect(own.data.items.every((row) => row.companyId === harbor())).toBe(true);
    const named = await t.platform.call(c.getCompanyPaymentHistory, {
      query: { companyId: lakeside(), page: 1, pageSize: 50 },
    });
    expect(named.data.items.every((row) => row.companyId === lakeside())).toBe(true);
    expect(named.data.total).toBeGreaterThan(0);
  });

  it('records an open invoice paid by hand, audited, once', async () => {
    const { invoice } = await billed(shiftMonth(await platformMonth(), -4));
    const paid = await t.platform.call(c.settleInvoice, {
      body: { invoiceId: invoice.id, state: 'paid', reference: 'Transfer 4471' },
    });
    expect(paid.status, JSON.stringify(paid.problem)).toBe(200);
    expect(paid.data).toMatchObject({ state: 'paid', method: 'hand', reference: 'Transfer 4471' });
    expect(paid.data.paidAt).not.toBeNull();
    const audited = await asPlatform((tx) =>
      tx
        .select({ action: schema.auditLog.action, companyId: schema.auditLog.companyId })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entity, 'invoice'), eq(schema.auditLog.entityId, invoice.id))),
    );
    expect(audited).toEqual([{ action: 'invoice.paid', companyId: harbor() }]);
    const again = await t.platform.call(c.settleInvoice, { body: { invoiceId: invoice.id, state: 'void' } });
    expect(again.status).toBe(409);
    expect(again.problem.code).toBe('INVOICE_NOT_OPEN');
    const unknown = await t.platform.call(c.settleInvoice, { body: { invoiceId: UNKNOWN, state: 'paid' } });
    expect(unknown.status).toBe(404);
  });

  it('is refused to company users and names no unknown company', async () => {
    const body = { period: '2020-01' };
    expect((await t.admin.call(c.createInvoices, { body })).status).toBe(403);
    expect((await t.admin.call(c.getClientAccounting, { body: {} })).status).toBe(403);
    expect(
      (await t.admin.call(c.settleInvoice, { body: { invoiceId: UNKNOWN, state: 'paid' } })).status,
    ).toBe(403);
    const foreign = await t.lakeside.call(c.getCompanyPaymentHistory, { query: { companyId: harbor() } });
    expect(foreign.status).toBe(403);
    // A driver's role does not open MyUsage, where the history is shown.
    expect((await t.driver.call(c.getCompanyPaymentHistory, { query: {} })).status).toBe(403);
    expect((await t.platform.call(c.getCompanyPaymentHistory, { query: {} })).status).toBe(400);
    const unknown = await t.platform.call(c.getCompanyPaymentHistory, { query: { companyId: UNKNOWN } });
    expect(unknown.status).toBe(404);
  });

  it("is written only in platform scope: row-level security refuses a company's transaction", async () => {
    const { invoice } = await billed(shiftMonth(await platformMonth(), -5));
    const asHarbor = <T>(work: Parameters<typeof inScope<T>>[2]) =>
      inScope(t.server.deps.db, { kind: 'company', companyId: harbor() }, work);
    // The company reads its own invoice, but neither adds one, nor changes or deletes it.
    const count = async () =>
      rowsOf<{ n: number }>(
        await asHarbor((tx) =>
          tx.execute(sql`select count(*)::int as n from invoices where id = ${invoice.id}`),
        ),
      )[0]?.n;
    expect(await count()).toBe(1);
    const forged = sql`insert into invoices (company_id, period, package_name, amount_cents, currency)
                       values (${harbor()}, '2001-02', 'Forged', 0, 'USD')`;
    await expect(asHarbor((tx) => tx.execute(forged))).rejects.toThrow();
    const voided = await asHarbor((tx) =>
      tx.execute(sql`update invoices set state = 'void' where id = ${invoice.id} returning id`),
    );
    expect(rowsOf(voided)).toHaveLength(0);
    await asHarbor((tx) => tx.execute(sql`delete from invoices where id = ${invoice.id}`));
    expect(await count()).toBe(1);
  });

  it('bills the month just ended in the hourly run, once', async () => {
    const last = shiftMonth(await platformMonth(), -1);
    await asPlatform((tx) => tx.delete(schema.invoices).where(eq(schema.invoices.period, last)));
    expect(await billLastMonth(t.server.deps)).toBe(2);
    expect(await billLastMonth(t.server.deps)).toBe(0);
  });
});

describe("the super-admin's dashboard", () => {
  it('shows companies, leaders, limits told, texts by provider, failing deliveries and open invoices', async () => {
    const month = await platformMonth();
    await billed(shiftMonth(month, -6));
    // A limit is told in the company's own month.
    const usage = await t.platform.call(contract.usage.getCompanyCurrentPackageUsage, {
      query: { companyId: lakeside() },
    });
    const period = usage.data.figures.month;
    await asPlatform(async (tx) => {
      await tx
        .insert(schema.limitNotices)
        .values({ companyId: lakeside(), limitName: 'staff', period, percent: 80 });
      await tx.insert(schema.outboxMessages).values({
        companyId: harbor(),
        channel: 'sms',
        templateCode: 'party.dispatched',
        recipient: '+15550123',
        body: 'x',
        status: 'sent',
        provider: 'twilio',
        segments: 4,
        sentAt: new Date(),
      });
    });
    const open = await t.platform.call(c.getClientAccounting, { body: { state: 'open' } });
    const dashboard = await t.platform.call(contract.usage.getPlatformDashboard, { body: {} });
    expect(dashboard.status).toBe(200);
    expect(dashboard.data.companies).toEqual({ total: 2, active: 2 });
    expect(dashboard.data.openInvoices).toEqual({
      count: open.data.total,
      cents: open.data.openCents,
      currency: 'USD',
    });
    expect(dashboard.data.leaders[0]).toMatchObject({ companyId: harbor(), provider: 'twilio' });
    expect(dashboard.data.byProvider.find((row) => row.provider === 'twilio')?.segments).toBeGreaterThan(0);
    expect(dashboard.data.nearLimits).toContainEqual({
      companyId: lakeside(),
      companyName: 'Lakeside Resort',
      limit: 'staff',
      percent: 80,
    });
    expect(dashboard.data.failing.pageSize).toBe(5);
    expect((await t.admin.call(contract.usage.getPlatformDashboard, { body: {} })).status).toBe(403);
  });
});
