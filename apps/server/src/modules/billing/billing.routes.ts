import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { platformDashboard } from './dashboard.ts';
import * as invoices from './invoices.service.ts';

/** The platform's invoices to companies and a company's payment history (ADR 103); the super-admin's dashboard. */
export const billingRoutes = (deps: Deps) => [
  ...bindArea(contract.company, {
    getClientAccounting: ({ body }) => invoices.clientAccounting(deps, body ?? { page: 1, pageSize: 25 }),
    getCompanyPaymentHistory: ({ query, caller }) => invoices.paymentHistory(deps, caller, query),
    createInvoices: ({ body, ctx }) => invoices.createInvoices(deps, ctx, body.period),
    settleInvoice: ({ body, ctx }) => invoices.settleInvoice(deps, ctx, body),
  }),
  ...bindArea(contract.usage, {
    getPlatformDashboard: () => platformDashboard(deps),
  }),
];
