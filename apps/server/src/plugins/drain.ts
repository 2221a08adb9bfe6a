import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errors.ts';

/** How long without a new connection before the listening socket is closed. */
const QUIET_MS = 300;
/** The longest the socket stays open while connections keep arriving (a balancer that has not noticed yet). */
const MAX_OPEN_MS = 5_000;
/** What a refused client is told to wait before trying again (on another process, by then). */
const RETRY_AFTER_SECONDS = 5;

export interface Drain {
  /**
   * Stops taking work and closes the server once every request it took is answered: from now on every new
   * request (readiness included, so a load balancer stops sending) is answered 503 `SHUTTING_DOWN` with
   * `Retry-After` and `Connection: close`; the listening socket stays open until no connection has arrived for
   * a moment, so the connections already waiting in its queue are accepted and answered rather than reset
   * (closing it at once resets them: a client cannot tell whether its booking landed); then `app.close()`
   * waits for the requests in flight.
   */
  begin(): Promise<void>;
}

/** Registered before every other hook, so a request that arrives while draining touches nothing else. */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  let lastConnectionAt = Date.now();
  app.server.on('connection', () => {
    lastConnectionAt = Date.now();
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendProblem(reply, 503, 'SHUTTING_DOWN', 'This server is shutting down. Try again.');
  });
  // Answers of requests already in flight close their connection too: a kept-alive client reconnects elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  return {
    async begin() {
      draining = true;
      app.server.closeIdleConnections();
      // At least one quiet moment from now: connections queued before the signal are accepted in the loop's
      // next turn, not before this line runs.
      const startedAt = Date.now();
      lastConnectionAt = startedAt;
      for (;;) {
        const quietFor = Date.now() - lastConnectionAt;
        if (quietFor >= QUIET_MS || Date.now() - startedAt >= MAX_OPEN_MS) break;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS - quietFor));
      }
      await app.close();
    },
  };
}
