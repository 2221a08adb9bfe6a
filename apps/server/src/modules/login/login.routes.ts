import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { clearSessionCookies, setCsrfCookie, setSessionCookies } from '../../plugins/session.ts';
import * as service from './login.service.ts';
import { sessionInfoOf } from './session-info.ts';

export const loginRoutes = (deps: Deps) =>
  bindArea(contract.login, {
    validateAuthentication: async ({ body, ctx, reply }) => {
      const { session, info } = await service.signIn(deps, ctx, body);
      // Rotation: whatever session the browser had before ends now.
      if (ctx.principal) await service.signOut(deps, ctx.principal, 'replaced');
      setSessionCookies(reply, deps, session.token, session.id);
      return info;
    },
    getCurrentSession: async ({ ctx, reply }) => {
      if (!ctx.principal) return null;
      setCsrfCookie(reply, deps, ctx.principal.sessionId);
      return sessionInfoOf(ctx.principal, deps.config);
    },
    signOut: async ({ ctx, reply }) => {
      if (ctx.principal) await service.signOut(deps, ctx.principal, 'signed_out');
      clearSessionCookies(reply);
      return { signedOut: true } as const;
    },
    resetPassword: async ({ body, caller, ctx }) => {
      await service.changePassword(deps, ctx, caller, body);
      return { changed: true } as const;
    },
    forgotPassword: async ({ body, ctx }) => {
      await service.requestPasswordReset(deps, ctx, body, ctx.siteUrl);
      return { queued: true } as const;
    },
    getPassword: async ({ query, body, ctx }) => {
      const result = await service.completePasswordReset(deps, ctx, {
        ...query,
        newPassword: body?.newPassword,
      });
      return { valid: true as const, ...result };
    },
    encryptDecryptPassword: async ({ body }) => ({
      value: service.encryptOrDecrypt(deps, body.commandType, body.password),
    }),
    getUserLoginHistory: async ({ body, caller }) => service.loginHistory(deps, caller, body),
    insertOrUpdateUserLoginHistory: async ({ body, caller }) =>
      service.recordClientDetails(deps, caller, body),
  });
