import { VALIDATION_MESSAGES } from '@curbside/contract';
import { inScope, publishEvent } from '@curbside/db';
import { PLATFORM_CURRENCY, shiftMonth } from '@curbside/domain';
import type { Deps, Principal, RequestContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { currentMonth } from '../usage/platform-messages.repository.ts';
import type { CompanyPageRange } from '../usage/usage.repository.ts';
import { companyRead } from '../usage/usage.service.ts';
import * as invoiceRows from './invoices.repository.ts';

/** `Company/GetClientAccounting`: every company's invoices by the filter, newest month first, with the open sum. */
export const clientAccounting = (deps: Deps, filter: invoiceRows.InvoiceFilter) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const { items, total, openCents } = await invoiceRows.listInvoices(tx, filter);
    return { items, total, page: filter.page, pageSize: filter.pageSize, openCents };
  });

/**
 * `Company/GetCompanyPaymentHistory`: a company's invoices, read as its usage is (ADR 89): a company user's own
 * with the MyUsage screen, the super-admin's named company, which must exist.
 */
export const paymentHistory = (deps: Deps, caller: Principal, query: CompanyPageRange) =>
  companyRead(deps, caller, query.companyId, async (tx, company) => {
    const { items, total } = await invoiceRows.listInvoices(tx, { ...query, companyId: company.id });
    return { items, total, page: query.page, pageSize: query.pageSize };
  });

/**
 * `Company/CreateInvoices`: bills each active company on a priced package for the month at its package's price,
 * once (ADR 103). A month after the platform's current one (UTC) is refused: nothing is billed ahead.
 */
export const createInvoices = (deps: Deps, ctx: RequestContext | null, period: string) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    if (period > (await currentMonth(tx))) {
      throw badRequest('A month not begun is not billed.', [
        { path: 'body.period', code: 'monthNotBegun', message: VALIDATION_MESSAGES.monthNotBegun },
      ]);
    }
    const billed = await invoiceRows.createForPeriod(tx, period, PLATFORM_CURRENCY);
    // The super-admin's run is in the platform's log (ADR 117): which month, and which companies it billed. The
    // hourly job's runs are no one's action and bill nothing after the first.
    if (ctx) {
      await audit(tx, ctx, {
        companyId: null,
        action: 'invoices.created',
        entity: 'invoice',
        entityId: period,
        before: { period, billed: [] },
        after: { period, billed },
      });
    }
    for (const companyId of billed) {
      await publishEvent(tx, { companyId, type: 'invoice.created', tags: ['invoices'] });
    }
    return { period, created: billed.length };
  });

/**
 * `Company/SettleInvoice`: records an open invoice paid by hand, or voids it, under the invoice's row lock;
 * audited in the company's log. One already paid or void is 409 INVOICE_NOT_OPEN.
 */
export const settleInvoice = (
  deps: Deps,
  ctx: RequestContext,
  input: { invoiceId: string; state: 'paid' | 'void'; reference?: string | undefined },
) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const before = await invoiceRows.lockInvoice(tx, input.invoiceId);
    if (!before) throw notFound('invoice');
    if (before.state !== 'open') throw conflict('This invoice is not open.', 'INVOICE_NOT_OPEN');
    await invoiceRows.settle(tx, input.invoiceId, { state: input.state, reference: input.reference || null });
    const after = await invoiceRows.lockInvoice(tx, input.invoiceId);
    if (!after) throw notFound('invoice');
    await audit(tx, ctx, {
      companyId: before.companyId,
      action: input.state === 'paid' ? 'invoice.paid' : 'invoice.voided',
      entity: 'invoice',
      entityId: before.id,
      before: { state: before.state },
      after: { state: after.state, method: after.method, reference: after.reference },
    });
    await publishEvent(tx, { companyId: before.companyId, type: 'invoice.settled', tags: ['invoices'] });
    return after;
  });

/**
 * The monthly billing run (ADR 103): bills the month just ended (UTC) for every company not billed for it yet.
 * Run every hour by the server: the invoice's key (company, month) makes every run after the first insert
 * nothing, and a server that was down at the turn of the month bills on its next run. Answers how many it billed.
 */
export async function billLastMonth(deps: Deps): Promise<number> {
  const period = await inScope(deps.db, { kind: 'platform' }, async (tx) =>
    shiftMonth(await currentMonth(tx), -1),
  );
  return (await createInvoices(deps, null, period)).created;
}
