import '@fastify/cookie';
import { parsePosition, SEEN_HEADER } from '@curbside/contract';
import { companyPositionNow, inScope, type Tx } from '@curbside/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Deps, Principal, RequestContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { hmac, safeEqual, sha256 } from '../lib/crypto.ts';
import { DEVICE_COOKIE, deviceOfRequest } from './devices.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const SESSION_COOKIE = 'curbside_session';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A super-admin's session started by the password alone, owing its second step (ADR 105): it opens that step and
 * nothing else, neither a contract entry nor the event stream.
 */
export const owesSecondStep = (principal: Principal): boolean =>
  principal.kind === 'platform' && principal.pendingStep !== null;

export const secondStepFirst = () =>
  forbidden('Finish signing in with the second factor first.', 'SECOND_FACTOR_REQUIRED');

/** The id of the session behind a cookie's token: its hash, all the database keeps. */
export const sessionIdOf = (token: string): string => sha256(token);

/**
 * Who is behind a session cookie's token, read in platform scope: the login module's `loadPrincipal`, which
 * the app hands over, so that this plugin, below every module, imports none.
 */
export type PrincipalLoader = (tx: Tx, config: Config, token: string) => Promise<Principal | null>;

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

/** The principal behind a session cookie's token as the database says now; null when it opens nothing. */
export type PrincipalReader = (token: string) => Promise<Principal | null>;

/** The session cookie's token of a request, when it carries one of a plausible size. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
};

/**
 * Builds `request.ctx` for every API request: who is calling (from the session cookie, never from the
 * request's parameters) and the request id. State-changing calls of a signed-in caller must carry the CSRF
 * header; anonymous calls (sign-in, forgot password) are JSON-only, which a cross-site form cannot send.
 */
export function registerSession(
  app: FastifyInstance,
  deps: Deps,
  loadPrincipal: PrincipalLoader,
): PrincipalReader {
  const readPrincipal: PrincipalReader = (token) =>
    inScope(deps.db, { kind: 'platform' }, (tx) => loadPrincipal(tx, deps.config, token));
  app.decorateRequest('ctx');
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      // Links come from configuration only: a request's Host or X-Forwarded-Host is the caller's to choose.
      siteUrl: deps.config.siteUrl,
      principal: null,
      device: null,
    };
    if (!request.url.startsWith('/api/')) return;
    // A paired kiosk's device, apart from any person's session in the same browser (ADR 55).
    const deviceToken = request.cookies[DEVICE_COOKIE];
    if (deviceToken && deviceToken.length <= 100) {
      request.ctx.device = await deviceOfRequest(deps, deviceToken, request.ip);
    }
    const token = sessionTokenOf(request);
    if (!token) return;
    // Kept between requests until a change of the caller's company (ADR 45): most calls read no session.
    const kept = () => deps.memory.principals.get(sessionIdOf(token), () => readPrincipal(token));
    let principal = await kept();
    // A caller answered a change this process has not heard of yet: what it keeps may predate that change.
    const seen = parsePosition(request.headers[SEEN_HEADER]);
    if (principal?.kind === 'user' && seen?.companyId === principal.companyId && deps.memory.isBehind(seen)) {
      const { companyId } = seen;
      const position = await companyPositionNow(deps.db, companyId);
      deps.memory.caughtUp(companyId, position);
      principal = await kept();
    }
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
  return readPrincipal;
}
