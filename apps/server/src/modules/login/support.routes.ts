import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './support.service.ts';

/** Support access (ADR 116): the company's grant, and the super-admin's read-only view under it. */
export const supportRoutes = (deps: Deps) =>
  bindArea(contract.company, {
    getSupportAccess: ({ caller }) => service.supportAccess(deps, caller),
    grantSupportAccess: ({ body, caller, ctx }) => service.grantSupportAccess(deps, ctx, caller, body.hours),
    revokeSupportAccess: ({ caller, ctx }) => service.revokeSupportAccess(deps, ctx, caller),
    getSupportGrants: () => service.supportGrants(deps),
    startSupportView: ({ body, caller, ctx }) => service.startSupportView(deps, ctx, caller, body.companyId),
    leaveSupportView: async ({ caller, ctx }) => service.leaveSupportView(deps, ctx, caller),
  });
