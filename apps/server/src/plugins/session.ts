import '@fastify/cookie';
import { inScope } from '@curbside/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps, RequestContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { hmac, safeEqual } from '../lib/crypto.ts';
import {
  loadPrincipal,
  SESSION_COOKIE,
  sessionIdOf,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../modules/login/sessions.ts';
import { DEVICE_COOKIE, deviceOfToken } from './devices.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSRF token of a session: an HMAC of the session id under the platform key. */
export const csrfTokenFor = (appSecret: string, sessionId: string): string =>
  hmac(appSecret, 'csrf', sessionId);

export function setSessionCookies(reply: FastifyReply, deps: Deps, token: string, sessionId: string): void {
  const secure = deps.config.secureCookies;
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  setCsrfCookie(reply, deps, sessionId);
}

/** The XSRF-TOKEN cookie is readable by the page's script, which echoes it in the X-XSRF-TOKEN header. */
export function setCsrfCookie(reply: FastifyReply, deps: Deps, sessionId: string): void {
  reply.setCookie(XSRF_COOKIE, csrfTokenFor(deps.config.appSecret, sessionId), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

/**
 * Builds `request.ctx` for every API request: who is calling (from the session cookie, never from the
 * request's parameters) and the request id. State-changing calls of a signed-in caller must carry the CSRF
 * header; anonymous calls (sign-in, forgot password) are JSON-only, which a cross-site form cannot send.
 */
export function registerSession(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      siteUrl: deps.config.publicUrl ?? `${request.protocol}://${request.host}`,
      principal: null,
      device: null,
    };
    if (!request.url.startsWith('/api/')) return;
    // A paired kiosk's device, apart from any person's session in the same browser (ADR 55).
    const deviceToken = request.cookies[DEVICE_COOKIE];
    if (deviceToken && deviceToken.length <= 100) {
      request.ctx.device = await inScope(deps.db, { kind: 'platform' }, (tx) =>
        deviceOfToken(tx, deviceToken),
      );
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    // Kept between requests until a change of the caller's company (ADR 45): most calls read no session.
    const principal = await deps.memory.principals.get(sessionIdOf(token), () =>
      inScope(deps.db, { kind: 'platform' }, (tx) => loadPrincipal(tx, deps.config, token)),
    );
    if (!principal) return;
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers[XSRF_HEADER];
      const expected = csrfTokenFor(deps.config.appSecret, principal.sessionId);
      if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
        throw forbidden('The request is missing its security token; reload the page and try again.', 'CSRF');
      }
    }
    request.ctx.principal = principal;
  });
}
