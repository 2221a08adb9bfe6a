import { companyBillingAddress, contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { bindSettings } from '../../resources/bind-settings.ts';
import { billingAddressStore } from './billing-address.ts';
import * as service from './company.service.ts';

/**
 * The company's own area. The profile and the working switches are settings definitions over the company's row,
 * which is the platform's to write, so they are bound here in platform scope on the caller's row (ADR 72); the
 * billing address is a settings row of its own and takes the standard binder.
 */
export const companyRoutes = (deps: Deps) => {
  return [
    ...bindSettings(deps, companyBillingAddress, billingAddressStore),
    ...bindArea(contract.company, {
      getCompanyProfile: ({ caller }) => service.companyProfile(deps, caller),
      updateCompanyProfile: ({ body, caller, ctx }) => service.updateCompanyProfile(deps, ctx, caller, body),
      getCompanySettings: ({ caller }) => service.companySettings(deps, caller),
      updateCompanySettings: ({ body, caller, ctx }) =>
        service.updateCompanySettings(deps, ctx, caller, body),
      updateCompanyLogo: ({ body, caller, ctx }) => service.updateCompanyLogo(deps, ctx, caller, body),
      getTimeZoneList: async () => service.timeZoneList(),
      getAccountCurrentDateTime: async ({ caller }) => service.accountCurrentDateTime(caller),
    }),
  ];
};
