import { companyAccounts } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './companies.service.ts';
import { registerCompany, verifyRegistration } from './signups.ts';

/** The platform's calls about the companies themselves (issue 26); the company's own are in `company/`. */
export const companyAccountRoutes = (deps: Deps) =>
  bindArea(companyAccounts, {
    createCompany: ({ body, ctx }) => service.createCompany(deps, ctx, body, ctx.siteUrl),
    registerCompany: async ({ body, ctx }) => {
      await registerCompany(deps, ctx, body, ctx.siteUrl);
      return { queued: true } as const;
    },
    verifyCompanyRegistration: ({ body, ctx }) => verifyRegistration(deps, ctx, body),
    getAllMyAccounts: ({ body }) =>
      service.allAccounts(deps, body ?? { page: 1, pageSize: 25, sort: 'createdAt' }),
  });
