import {
  allEndpoints,
  contract,
  type Endpoint,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
  VALIDATION_MESSAGES,
} from '@curbside/contract';
import { announceWhile } from '@curbside/db';
import {
  callerKindOf,
  deviceFlowOf,
  type GuestLinkKind,
  guestLinkKindOf,
  isAllowed,
  type Permission,
} from '@curbside/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  CompanyUserPrincipal,
  Deps,
  DevicePrincipal,
  GuestPrincipal,
  PlatformPrincipal,
  Principal,
  RequestContext,
} from '../context.ts';
import { badRequest, type FieldError, forbidden, notFound, unauthorized } from '../errors.ts';
import { WrittenJson } from '../lib/written-json.ts';
import { announced, announcementOf } from './announce.ts';
import { auditSupportRead } from './audit.ts';
import { requireFeature } from './features.ts';
import { sendFileAnswer } from './file-answer.ts';
import { checkNamedCompany, requireKnownCompany } from './named-company.ts';
import { RateLimiter } from './rate-limit.ts';
import { owesSecondStep, secondStepFirst } from './session.ts';

/**
 * The caller an entry's permission lets through, so no handler checks again: anyone (maybe nobody) for
 * `public`, the thing a guest link's key opens for `guest:<kind>`, the paired kiosk device for `device`, any
 * signed-in principal for `session`, the super-admin for `platform`, and a company user for every company
 * permission (`company`, `screen:…`, `rule:…`), which `isAllowed` refuses the super-admin.
 */
export type CallerOf<P extends Permission> = P extends 'public'
  ? Principal | null
  : P extends `guest:${infer K extends GuestLinkKind}`
    ? GuestPrincipal<K>
    : P extends 'device' | `device:${string}`
      ? DevicePrincipal
      : P extends 'session'
        ? Principal
        : P extends 'platform'
          ? PlatformPrincipal
          : CompanyUserPrincipal;

/** What a guest key opens, as its resolver finds it; an unknown or expired key is a 404 of the resolver's. */
export interface GuestLink {
  companyId: string;
  id: string;
}

/**
 * One resolver per kind of thing a guest key opens, each the one lookup of a key of that kind (so a change to
 * how keys are stored stays in it), registered by the module that owns the thing.
 */
export type GuestLinkResolvers = { [K in GuestLinkKind]: (deps: Deps, key: string) => Promise<GuestLink> };

export interface HandlerInput<E extends Endpoint> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  caller: CallerOf<E['permission']>;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its entry's response, or that response written as JSON already (ADR 178). */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<ResponseOf<E> | WrittenJson<ResponseOf<E>>>;

/**
 * Handlers for some entries of an area: a module binds the entries of its nouns (the board binds its reads,
 * payments the payment calls), each typed by its entry. The mount refuses to start when an entry of the
 * contract is bound by no module or by two.
 */
export type AreaHandlers<A extends Record<string, Endpoint>> = { [K in keyof A]?: Handler<A[K]> };

export interface BoundRoute {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

export function bindArea<A extends Record<string, Endpoint>>(
  area: A,
  handlers: AreaHandlers<NoInfer<A>>,
): BoundRoute[] {
  return Object.entries(handlers).map(([name, handler]) => ({
    endpoint: area[name] as Endpoint,
    handler: handler as unknown as Handler<Endpoint>,
  }));
}

/** The values of a zod issue a message is worded with (`{minimum}`, `{maximum}`, `{format}`). */
function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of ['minimum', 'maximum', 'format', 'origin', 'expected'] as const) {
    const value = (issue as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'bigint') params[key] = Number(value);
  }
  // A refinement names the values of its own message (`{placeholder}`).
  if (issue.code === 'custom' && issue.params) {
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return params;
}

/**
 * Field errors carry a code the web words in the user's language: the contract's own message code when the
 * schema names one (`'required'`), else zod's issue code with its values; `message` stays English for other
 * clients.
 */
function fieldErrors(where: 'query' | 'body', error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const named = Object.hasOwn(VALIDATION_MESSAGES, issue.message)
      ? (issue.message as keyof typeof VALIDATION_MESSAGES)
      : null;
    const params = issueParams(issue);
    return {
      path: [where, ...issue.path.map(String)].join('.'),
      message: named ? VALIDATION_MESSAGES[named] : issue.message,
      code: named ?? issue.code,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    };
  });
}

/** A control character (C0, DEL, C1) other than tab, line feed and carriage return, or an unpaired surrogate. */
const UNSAFE_CHARACTER = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/**
 * Text no call takes, whatever its field: PostgreSQL text cannot hold U+0000; an unpaired surrogate is not a
 * character (the driver would store U+FFFD, "�", in its place); and a control character is invisible on screen
 * and breaks exports. Each is a field error (400) here, once for every string of the parsed input, rather than a
 * rule on each field. Tab and line breaks stay: notes and descriptions are several lines (ADR 25).
 */
function unsafeText(where: 'query' | 'body', input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { path: string; value: unknown }[] = [{ path: where, value: input }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) {
        errors.push({ path: item.path, code: 'nulCharacter', message: VALIDATION_MESSAGES.nulCharacter });
      } else if (UNSAFE_CHARACTER.test(item.value)) {
        errors.push({
          path: item.path,
          code: 'unsafeCharacter',
          message: VALIDATION_MESSAGES.unsafeCharacter,
        });
      }
    } else if (item.value && typeof item.value === 'object') {
      for (const [key, value] of Object.entries(item.value)) {
        pending.push({ path: `${item.path}.${key}`, value });
      }
    }
  }
  return errors;
}

/**
 * The errors of an input its schema refused: the schema's, and the unsafe text of fields it did not name (a
 * field that failed its own rule hides no other field's bad character: one 400 names them all).
 */
function refused(
  where: 'query' | 'body',
  error: Parameters<typeof fieldErrors>[1],
  raw: unknown,
): FieldError[] {
  const named = fieldErrors(where, error);
  const paths = new Set(named.map((field) => field.path));
  return [...named, ...unsafeText(where, raw).filter((field) => !paths.has(field.path))];
}

function principalAllows(principal: Principal, endpoint: Endpoint): boolean {
  return isAllowed(
    principal.kind === 'user'
      ? { kind: 'user', menuCodes: principal.menuCodes, rules: principal.rules }
      : { kind: 'platform', menuCodes: new Set(), rules: new Set() },
    endpoint.permission,
  );
}

/**
 * What a support view may call (ADR 116): the reads (entries that write no tag and take no secret) and the way
 * out. Every change, even one that announces nothing, declares `writes`, so it is refused here.
 */
const supportMayCall = (endpoint: Endpoint) =>
  endpoint === contract.company.leaveSupportView || (endpoint.writes === undefined && !endpoint.sensitive);

/** What a super-admin's session owing its second step may call (ADR 105): that step, nothing else. */
const SECOND_STEP: ReadonlySet<Endpoint> = new Set(Object.values(contract.secondFactor));

/**
 * Who calls, as the entry's permission wants them, or the refusal: 401 without the session or device the
 * entry takes, 403 for a signed-in person it does not let in. A guest entry's caller is resolved later, from
 * the key in its validated body.
 */
export function admitted(ctx: RequestContext, endpoint: Endpoint): Principal | DevicePrincipal | null {
  switch (callerKindOf(endpoint.permission)) {
    case 'anyone':
    case 'guest':
      return ctx.principal;
    case 'device':
      // Revoked, of a kiosk switched off, or outside the company's networks: the kiosk says it is not active.
      if (!ctx.device) throw unauthorized('This kiosk is not active.', 'KIOSK_NOT_ACTIVE');
      // A device calls its own flow's calls only: a Map kiosk's cookie books no ride (ADR 79).
      if (deviceFlowOf(endpoint.permission) && deviceFlowOf(endpoint.permission) !== ctx.device.flow) {
        throw forbidden("This kiosk's flow does not make this call.", 'KIOSK_OTHER_FLOW');
      }
      return ctx.device;
    case 'signedIn':
      if (!ctx.principal) throw unauthorized();
      if (owesSecondStep(ctx.principal) && !SECOND_STEP.has(endpoint)) throw secondStepFirst();
      if (!principalAllows(ctx.principal, endpoint)) throw forbidden();
      // A grant that ended while its view was kept in memory (at most seconds) opens nothing more.
      if (
        ctx.principal.kind === 'user' &&
        ctx.principal.support &&
        ctx.principal.support.until <= new Date()
      ) {
        throw forbidden('The grant of support access has ended.', 'SUPPORT_NOT_GRANTED');
      }
      if (ctx.principal.kind === 'user' && ctx.principal.support && !supportMayCall(endpoint)) {
        throw forbidden('Support reads this company; it changes nothing.', 'SUPPORT_READ_ONLY');
      }
      return ctx.principal;
  }
}

/** The company a caller belongs to, which any company named in its input must be; none for the super-admin. */
const companyOf = (caller: Principal | DevicePrincipal | null): string | null =>
  caller && caller.kind !== 'platform' ? caller.companyId : null;

const GUEST_KEY_FORM = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The thing a guest body's `key` opens, by the resolver of the entry's kind (a 404 when it opens nothing);
 * null for a body without a key of the keys' form.
 */
async function guestCaller(
  deps: Deps,
  resolvers: GuestLinkResolvers,
  permission: `guest:${GuestLinkKind}`,
  body: unknown,
): Promise<GuestPrincipal | null> {
  const link = guestLinkKindOf(permission);
  const sent = body && typeof body === 'object' ? (body as { key?: unknown }).key : undefined;
  const key = typeof sent === 'string' ? sent.trim() : '';
  // Keys are base64url: anything else opens nothing and is not looked up (validation names a missing key).
  if (!GUEST_KEY_FORM.test(key)) return null;
  const found = await resolvers[link](deps, key);
  return { kind: 'guest', link, companyId: found.companyId, id: found.id, key };
}

/**
 * Whose tries a sensitive call counts: a paired device's kiosk (kiosks behind one address each have their own
 * limit, ADR 124), else the caller's address.
 */
const triesOf = (who: ReturnType<typeof admitted>, request: FastifyRequest) =>
  who?.kind === 'device' ? `kiosk:${who.kioskId}` : request.ip;

function sensitiveKey(tries: string, body: unknown, query: unknown): string {
  const named = [body, query]
    .map((input) => (input && typeof input === 'object' ? (input as Record<string, unknown>) : {}))
    .map((input) => input.userName ?? input.email)
    .find((value) => typeof value === 'string');
  return `${tries}|${typeof named === 'string' ? named.toLowerCase() : ''}`;
}

/**
 * Mounts every contract entry at `/api/<path>`: the caller the permission takes first (session, device) and
 * the company named in the input as sent, so a refused caller learns nothing about a call's input; a guest
 * entry's key resolved to what it opens (404 for any key that opens nothing); then validation of query and body
 * (400 with field errors); then the handler with its typed caller. The answer is wrapped as `{ data }`.
 * After a successful call of an entry that `writes` tags, the caller's company is told them (server-sent
 * events through NOTIFY); the handler's transaction has committed by then.
 */

export function mountContract(
  app: FastifyInstance,
  deps: Deps,
  routes: BoundRoute[],
  guestLinks: GuestLinkResolvers,
): void {
  const { config } = deps;
  const bound = new Set(routes.map((route) => route.endpoint));
  const unbound = allEndpoints().filter((endpoint) => !bound.has(endpoint));
  if (unbound.length > 0) {
    throw new Error(`Contract entries without a handler: ${unbound.map((e) => e.path).join(', ')}`);
  }
  if (bound.size !== routes.length) {
    const twice = routes.filter(
      (route, index) => routes.findIndex((r) => r.endpoint === route.endpoint) !== index,
    );
    throw new Error(`Contract entries bound twice: ${twice.map((r) => r.endpoint.path).join(', ')}`);
  }

  const perName = new RateLimiter('sign-in name', config.signInRateLimit, 60_000);
  const perAddress = new RateLimiter('sign-in address', config.signInRateLimit * 10, 60_000);
  // A guest page polls every 15 s (4 calls a minute); the default 120 per address and kind of link leaves room for
  // many guests behind one hotel network, and counts every key tried, so keys cannot be guessed quickly (ADR 20).
  const perGuestAddress = new RateLimiter('guest address', config.guestLinkRateLimit, 60_000);

  /**
   * A guest entry's caller: the thing the body's `key` opens, by the resolver of the entry's kind, before the
   * input is validated, so that a company named beside the key is refused as on every other entry. Each key
   * tried counts against the address's limit.
   */
  const guestOf = async (endpoint: Endpoint, request: FastifyRequest): Promise<GuestPrincipal | null> => {
    const permission = endpoint.permission;
    if (callerKindOf(permission) !== 'guest') return null;
    await perGuestAddress.hit(`${permission}|${request.ip}`);
    const guest = await guestCaller(deps, guestLinks, permission as `guest:${GuestLinkKind}`, request.body);
    if (guest) checkNamedCompany(guest.companyId, request.query, request.body);
    return guest;
  };

  for (const { endpoint, handler } of routes) {
    app.route({
      method: endpoint.method,
      url: `/api/${endpoint.path}`,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: async (request, reply) => {
        const ctx = request.ctx;
        const who = admitted(ctx, endpoint);
        checkNamedCompany(companyOf(who), request.query, request.body);
        if (who?.kind === 'platform') await requireKnownCompany(deps, request.query, request.body);
        if (who?.kind === 'user' && who.support)
          await auditSupportRead(deps, ctx, who.companyId, endpoint.path);
        const guest = await guestOf(endpoint, request);
        await requireFeature(deps, endpoint, guest ?? who);
        const query = endpoint.query.safeParse(request.query ?? {});
        const body = endpoint.body.safeParse(request.body ?? undefined);
        const errors = [
          ...(query.success ? unsafeText('query', query.data) : refused('query', query.error, request.query)),
          ...(body.success ? unsafeText('body', body.data) : refused('body', body.error, request.body)),
        ];
        if (errors.length > 0 || !query.success || !body.success) {
          throw badRequest('Some fields are not valid.', errors);
        }
        if (endpoint.sensitive) {
          const tries = triesOf(who, request);
          const key = `${endpoint.path}|${sensitiveKey(tries, body.data, query.data)}`;
          await perAddress.hit(`${endpoint.path}|${tries}`);
          await perName.hit(key);
        }
        if (callerKindOf(endpoint.permission) === 'guest' && !guest) throw notFound('guest_link');
        const caller = (guest ?? who) as CallerOf<Permission>;
        const run = () => handler({ query: query.data, body: body.data, caller, ctx, request, reply });
        // A guest's or a device's change is announced by its service, which knows what it changed; a user's
        // by the transactions of the call itself (ADR 95).
        const announcement = announcementOf(
          endpoint,
          caller?.kind === 'user' ? caller.companyId : null,
          body.data,
        );
        const data = await announceWhile(announcement, run);
        await announced(deps.db, (origin) => deps.memory.ownPosition(origin), announcement, data, reply);
        if (endpoint.file) return sendFileAnswer(reply, endpoint.file, data);
        // An answer written as JSON already (kept in memory, ADR 45; the board's, ADR 178) is sent as it is.
        if (data instanceof WrittenJson) {
          return reply.type('application/json; charset=utf-8').send(data.body);
        }
        return { data };
      },
    });
  }
}
