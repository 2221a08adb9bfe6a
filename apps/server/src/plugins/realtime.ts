import type { Tx } from '@curbside/db';
import { publishEvent } from '@curbside/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { ChangeEvent, EventHub } from '../events.ts';

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

/** `GET /api/events`: the signed-in user's company events as server-sent events. */
export function registerEventStream(app: FastifyInstance, hub: EventHub): void {
  const open = new Set<FastifyReply>();

  app.get('/api/events', async (request, reply) => {
    const principal = request.ctx.principal;
    if (!principal) throw unauthorized();
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
    const finish = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
    };
    const unsubscribe = hub.subscribe(
      companyId,
      (event) => {
        const { type, tags, parties, waitListEntries } = event;
        // An event that names nothing a browser shows (sessions ended) is the server's alone.
        if (tags.length === 0 && !parties && !waitListEntries) return;
        reply.raw.write(
          `event: change\ndata: ${JSON.stringify({ type, tags, parties, waitListEntries })}\n\n`,
        );
      },
      // Events were missed: the browser reconnects and, as after any reconnection, refreshes everything.
      () => {
        finish();
        reply.raw.end();
      },
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
