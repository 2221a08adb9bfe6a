import { z } from 'zod';
import { companyOnly, id, paged, pagedSearch, pageRequest, wholeCents } from './common.ts';
import { isoMonth } from './conversations.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';

export const invoiceState = z.enum(['open', 'paid', 'void']);
export type InvoiceState = z.infer<typeof invoiceState>;

/**
 * What the platform billed a company for one month (ADR 103): the package's price then, in the platform's
 * currency; `method` and `paidAt` once it is paid (`card` through the card adapter, `hand` recorded by the
 * super-admin).
 */
export const invoice = z.object({
  id,
  companyId: id,
  companyName: z.string(),
  period: z.string(),
  packageName: z.string(),
  amountCents: wholeCents,
  currency: z.string(),
  state: invoiceState,
  method: z.enum(['card', 'hand']).nullable(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

/** Which company a payment history reads: a company user's own; the super-admin names one (as for usage, ADR 89). */
const companyQuery = companyOnly.strict();

/** The invoice calls of the Company area (ADR 103). */
export const billingEntries = {
  getClientAccounting: endpoint({
    method: 'POST',
    path: 'Company/GetClientAccounting',
    summary:
      "Every company's invoices, newest month first, filtered by company name, company, state or month, with the open total; paged. Platform only.",
    permission: 'platform',
    reads: ['invoices'],
    query: noQuery,
    body: z
      .object({
        ...pagedSearch,
        companyId: id.optional(),
        state: invoiceState.optional(),
        period: isoMonth.optional(),
      })
      .strict()
      .optional(),
    response: paged(invoice).extend({
      /** What the listed filter leaves open, in cents of the platform's currency. */
      openCents: wholeCents,
    }),
  }),
  getCompanyPaymentHistory: endpoint({
    method: 'POST',
    path: 'Company/GetCompanyPaymentHistory',
    summary:
      "A company's invoices, newest month first; paged. A company user reads their own company's (with the MyUsage screen); the super-admin names one.",
    permission: 'session',
    reads: ['invoices'],
    query: companyQuery.extend(pageRequest),
    body: noBody,
    response: paged(invoice),
  }),
  createInvoices: endpoint({
    method: 'POST',
    path: 'Company/CreateInvoices',
    summary:
      'Bills every active company on a priced package for a month (this one or before) at its package price; a company already billed for it is left as it is. Platform only.',
    permission: 'platform',
    writes: ['invoices'],
    query: noQuery,
    body: z.object({ period: isoMonth }).strict(),
    response: z.object({ period: z.string(), created: z.number().int() }),
  }),
  settleInvoice: endpoint({
    method: 'POST',
    path: 'Company/SettleInvoice',
    summary:
      "Records an open invoice paid by hand (with its reference: a transfer's, a cheque's) or voids it; audited in the company's log. 409 INVOICE_NOT_OPEN for one already paid or void. Platform only.",
    permission: 'platform',
    writes: ['invoices'],
    query: noQuery,
    body: z
      .object({
        invoiceId: id,
        state: z.enum(['paid', 'void']),
        reference: z.string().trim().max(120).optional(),
      })
      .strict(),
    response: invoice,
  }),
};
