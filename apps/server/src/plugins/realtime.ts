import type { Tx } from '@curbside/db';
import { publishEvent, unorderedNotice } from '@curbside/db';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Principal } from '../context.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { ChangeEvent, EventHub } from '../events.ts';
import { mayChangeCallers } from '../memory.ts';
import { owesSecondStep, type PrincipalReader, secondStepFirst, sessionTokenOf } from './session.ts';

/**
 * Queues an event inside the business transaction; it is delivered only if the transaction commits. The mount
 * announces every entry's `writes` by itself; this is for changes whose company is not the caller's (a guest
 * acting through a link). `ordered: false` for an event that changes no kept answer (publishEvent).
 */
export const publish = async (
  tx: Tx,
  event: ChangeEvent,
  options: { ordered?: boolean } = {},
): Promise<void> => {
  await publishEvent(tx, event, options);
};

/**
 * An unordered event (one that changes no kept answer: a driver's position) as the NOTIFY expression of one of
 * the business transaction's own statements (ADR 147); delivered only if the transaction commits.
 */
export const unorderedEvent = (tx: Tx, event: ChangeEvent): SQL => unorderedNotice(tx, event);

const HEARTBEAT_MS = 25_000;

/**
 * The streams one session may hold open in a process. A browser opens one a tab, and over HTTP/1.1 keeps at most
 * six connections to a host, so a person does not reach it. A client that opened thousands from one session (3,000
 * took the server from 180 to 417 MiB, and each event is written to every one) is refused past it; a browser's
 * stream retries with its backoff.
 */
export const STREAMS_PER_SESSION = 8;

/** The host of an Origin header; null for an opaque (`null`) or malformed one, which matches no host. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/** Whether a caller read again may still hold the stream they opened: the same person, role, screens and rules. */
function sameAccess(before: Principal, now: Principal | null): boolean {
  if (!now || now.kind !== before.kind || now.sessionId !== before.sessionId) return false;
  if (before.kind === 'platform' || now.kind === 'platform') return before.kind === now.kind;
  return (
    now.userId === before.userId &&
    now.companyId === before.companyId &&
    now.roleId === before.roleId &&
    sameSet(now.menuCodes, before.menuCodes) &&
    sameSet(now.rules, before.rules)
  );
}

/**
 * `GET /api/events`: the signed-in user's company events as server-sent events. A stream is the caller's for as
 * long as their session and access last (ADR 54): on an event that may change who callers are (sessions ended,
 * users, roles, screens or rules changed), in whichever process it was made, the caller is read again, and a
 * stream whose session ended or whose access changed is closed. The browser reconnects, and is let in (or not)
 * as who they are now.
 */
export function registerEventStream(
  app: FastifyInstance,
  hub: EventHub,
  readPrincipal: PrincipalReader,
): void {
  const open = new Set<FastifyReply>();
  const openBySession = new Map<string, number>();

  app.get('/api/events', async (request, reply) => {
    const principal = request.ctx.principal;
    const token = sessionTokenOf(request);
    if (!principal || !token) throw unauthorized();
    if (owesSecondStep(principal)) throw secondStepFirst();
    const origin = request.headers.origin;
    if (origin && originHost(origin) !== request.host) {
      throw forbidden('Cross-origin event streams are refused.');
    }

    const held = openBySession.get(principal.sessionId) ?? 0;
    if (held >= STREAMS_PER_SESSION) {
      throw new AppError(429, 'RATE_LIMITED', 'This session has too many event streams open.', undefined, {
        'retry-after': '30',
      });
    }
    openBySession.set(principal.sessionId, held + 1);

    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(`retry: 3000\n: connected\n\n`);
    open.add(reply);

    const companyId = principal.kind === 'user' ? principal.companyId : null;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
      const left = (openBySession.get(principal.sessionId) ?? 1) - 1;
      if (left > 0) openBySession.set(principal.sessionId, left);
      else openBySession.delete(principal.sessionId);
    };
    const close = () => {
      if (finished) return;
      finish();
      reply.raw.end();
    };
    // Read from the database, not from memory: the event may reach this stream before the memory forgets.
    // A caller who cannot be read again (the database is away) is let in again when the browser reconnects.
    const reauthorise = () =>
      readPrincipal(token).then(
        (now) => {
          if (!sameAccess(principal, now)) close();
        },
        () => close(),
      );
    const unsubscribe = hub.subscribe(
      companyId,
      (event) => {
        const { type, tags, parties, waitListEntries, positions } = event;
        // Where drivers are goes only to who may open the driver map (ADR 74).
        if (positions && principal.kind === 'user' && principal.menuCodes.has('DriverTracking')) {
          reply.raw.write(`event: position\ndata: ${JSON.stringify(positions)}\n\n`);
        }
        // An event that names nothing a browser shows (sessions ended) is the server's alone.
        if (tags.length > 0 || parties || waitListEntries) {
          reply.raw.write(
            `event: change\ndata: ${JSON.stringify({ type, tags, parties, waitListEntries })}\n\n`,
          );
        }
        if (mayChangeCallers(event)) void reauthorise();
      },
      // Events were missed: the browser reconnects and, as after any reconnection, refreshes everything.
      close,
    );
    const heartbeat = setInterval(() => reply.raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    request.raw.on('close', finish);
  });

  // Streams never finish by themselves; end them so a graceful shutdown can complete.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    open.clear();
  });
}
