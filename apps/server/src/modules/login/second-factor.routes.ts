import { contract } from '@curbside/contract';
import type { Deps, Principal } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { setSessionCookies } from '../../plugins/session.ts';
import * as service from './second-factor.service.ts';

/** The second step belongs to a super-admin's session; a company user has none. */
function platformCaller(principal: Principal) {
  if (principal.kind !== 'platform') throw forbidden('Only the platform signs in with a second factor.');
  return principal;
}

export const secondFactorRoutes = (deps: Deps) =>
  bindArea(contract.secondFactor, {
    startEnrolment: async ({ caller }) => service.startEnrolment(deps, platformCaller(caller)),
    confirmEnrolment: async ({ body, caller, ctx, reply }) => {
      const { session, info, recoveryCodes } = await service.confirmEnrolment(
        deps,
        ctx,
        platformCaller(caller),
        body.code,
      );
      setSessionCookies(reply, deps, session.token, session.id);
      return { recoveryCodes, session: info };
    },
    verify: async ({ body, caller, ctx, reply }) => {
      const { session, info } = await service.verify(deps, ctx, platformCaller(caller), body.code);
      setSessionCookies(reply, deps, session.token, session.id);
      return info;
    },
  });
