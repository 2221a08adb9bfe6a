import type { Tag } from '@curbside/contract';
import type { DatabaseHandle, Tx } from '@curbside/db';
import { publishEvent } from '@curbside/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps, Principal } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { mayChangeCallers } from './memory.ts';
import { readPrincipal, sessionTokenOf } from './session.ts';

/**
 * A change that browsers should know about. `tags` are what it changed (the contract's tags); the web client
 * refreshes the queries of every entry that reads one of them.
 */
export interface ChangeEvent {
  companyId: string | null;
  type: string;
  tags: readonly Tag[];
  /** The parties the change named, when it named a few: a board patches their cards (ADR 30). */
  parties?: readonly string[];
  /** The wait-list entries the change named, when it named a few: a stand patches those guests (ADR 46). */
  waitListEntries?: readonly string[];
}

type Listener = (event: ChangeEvent) => void;
interface Subscriber {
  companyId: string | null;
  listener: Listener;
  /** Called when events may have been missed (the database connection was lost and is back). */
  resync: (() => void) | undefined;
}

/**
 * Fans the events of every server process out to this process's subscribers. Events travel through
 * PostgreSQL LISTEN/NOTIFY (one listening connection per process; in-process with PGlite).
 */
export class EventHub {
  private readonly listeners = new Set<Subscriber>();
  /** The server's own listeners to every company's events (ADR 45), apart from the browsers' streams. */
  private readonly watchers = new Set<Omit<Subscriber, 'companyId'>>();
  private stopListening: (() => Promise<void>) | undefined;

  async start(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(
      (payload) => {
        let published: ChangeEvent & { origin?: string };
        try {
          published = JSON.parse(payload) as ChangeEvent & { origin?: string };
        } catch {
          return;
        }
        // Where it was published matters only to the server's own watchers (ADR 45), not to browsers.
        for (const watcher of this.watchers) watcher.listener(published);
        const { origin: _origin, ...event } = published;
        for (const subscriber of this.listeners) {
          if (subscriber.companyId === event.companyId) subscriber.listener(event);
        }
      },
      () => {
        for (const watcher of this.watchers) watcher.resync?.();
        for (const subscriber of [...this.listeners]) subscriber.resync?.();
      },
    );
  }

  subscribe(companyId: string | null, listener: Listener, resync?: () => void): () => void {
    const entry = { companyId, listener, resync };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Hears the events of every company, and `resync` when some may have been missed. */
  watchAll(listener: Listener, resync: () => void): () => void {
    const entry = { listener, resync };
    this.watchers.add(entry);
    return () => this.watchers.delete(entry);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.listeners.clear();
    this.watchers.clear();
  }
}

/**
 * Queues an event inside the business transaction; it is delivered only if the transaction commits. The mount
 * announces every entry's `writes` by itself; this is for changes whose company is not the caller's (a guest
 * acting through a link).
 */
export const publish = (tx: Tx, event: ChangeEvent): Promise<void> => publishEvent(tx, event);

const HEARTBEAT_MS = 25_000;

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
  deps: Pick<Deps, 'events' | 'db' | 'config'>,
): void {
  const hub = deps.events;
  const open = new Set<FastifyReply>();

  app.get('/api/events', async (request, reply) => {
    const principal = request.ctx.principal;
    const token = sessionTokenOf(request);
    if (!principal || !token) throw unauthorized();
    const origin = request.headers.origin;
    if (origin && originHost(origin) !== request.host) {
      throw forbidden('Cross-origin event streams are refused.');
    }

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
      finished = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
    };
    const close = () => {
      if (finished) return;
      finish();
      reply.raw.end();
    };
    // Read from the database, not from memory: the event may reach this stream before the memory forgets.
    // A caller who cannot be read again (the database is away) is let in again when the browser reconnects.
    const reauthorise = () =>
      readPrincipal(deps, token).then(
        (now) => {
          if (!sameAccess(principal, now)) close();
        },
        () => close(),
      );
    const unsubscribe = hub.subscribe(
      companyId,
      (event) => {
        const { type, tags, parties, waitListEntries } = event;
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
