import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './company.service.ts';

export const companyRoutes = (deps: Deps) =>
  bindArea(contract.company, {
    getCompanyProfile: ({ caller }) => service.companyProfile(deps, caller),
    updateCompanyProfile: ({ body, caller, ctx }) => service.updateCompanyProfile(deps, ctx, caller, body),
  });
