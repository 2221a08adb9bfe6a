import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

/** What became of one request: its status and the headers a client retries by, or how its connection ended. */
interface Outcome {
  status?: number;
  retryAfter?: string;
  connection?: string;
  complete: boolean;
  error?: string;
}

/**
 * Sends one request on a connection of its own and resolves once its TCP connection is open (the kernel
 * accepts it into the listen queue even while the server is stopped), with the outcome to come.
 */
function sendOnNewConnection(base: string, path: string): Promise<{ outcome: Promise<Outcome> }> {
  return new Promise((connected) => {
    const outcome = new Promise<Outcome>((resolve) => {
      const request = http.get(`${base}${path}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            connection: response.headers.connection,
            complete: response.complete,
          }),
        );
        response.on('error', (error) => resolve({ complete: false, error: String(error) }));
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ complete: false, error: error.code ?? error.message }),
      );
      request.on('socket', (socket) => socket.on('connect', () => connected({ outcome })));
    });
  });
}

/**
 * Resolves once the process is stopped (state `T` in /proc): a signal is delivered when the process next enters
 * the kernel, so a request sent at once could still be taken by the running process, before the drain.
 */
async function stopped(pid: number): Promise<void> {
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command's closing parenthesis (the command may itself hold spaces).
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (state === 'T' || state === 't') return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `tgkill`'s number in Linux's system call table, by Node's name for the architecture. */
const TGKILL: Partial<Record<NodeJS.Architecture, number>> = { x64: 234, arm64: 131 };

/**
 * SIGTERM to the main thread of a stopped process. Sent to the process (`kill`), the signal goes to whichever of
 * its threads runs first once continued: a worker thread can take it and hand it to the event loop only after
 * the loop has already read some queued requests, which are then served as taken before the signal. A running
 * process gets a signal on its main thread, as in production; `tgkill` (which Node does not offer, so Perl
 * makes the call) keeps that while the process is stopped, and libuv then handles the signal right after
 * accepting the queued connections and before reading any of them.
 */
function terminateMainThread(pid: number): void {
  const tgkill = TGKILL[process.arch];
  if (tgkill === undefined) throw new Error(`no tgkill number known for ${process.arch}`);
  execFileSync('perl', ['-e', `syscall(${tgkill}, ${pid}, ${pid}, 15) == 0 or die "tgkill: $!"`]);
}

/**
 * SIGTERM while fifty requests wait in the listen queue: every one is answered, in full (the work done, or 503
 * with `Retry-After` and `Connection: close`), readiness is refused from the signal on, and the process (with
 * its workers, where it has some) exits 0. `queuedBeforeSignal`: a cluster's primary (ADR 163) may hand a
 * queued connection to a worker before the signal reaches that worker (the two travel apart), so such a request
 * may be served in full, readiness included; no connection is cut either way.
 */
export async function expectEveryQueuedRequestAnswered(
  server: ServerProcess,
  queuedBeforeSignal: 'refused' | 'may be served' = 'refused',
): Promise<void> {
  // Stopped, the process accepts nothing: fifty connections wait in its listen queue with their requests
  // sent, as they do behind a busy event loop. A server that closed its socket at once would reset them.
  server.child.kill('SIGSTOP');
  await stopped(server.child.pid ?? 0);
  const sent = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      sendOnNewConnection(server.base, i % 5 === 0 ? '/api/ready' : '/api/health'),
    ),
  );
  terminateMainThread(server.child.pid ?? 0);
  server.child.kill('SIGCONT');
  const outcomes = await Promise.all(sent.map((s) => s.outcome));

  expect(outcomes.filter((o) => !o.complete)).toEqual([]);
  for (const outcome of outcomes) {
    if (outcome.status === 200) continue;
    // Refused, but said so in a way a client or a balancer acts on: try again, elsewhere.
    expect(outcome).toMatchObject({ status: 503, retryAfter: '5', connection: 'close' });
  }
  // The server turned away everything after the signal, readiness included, so balancers stop sending.
  if (queuedBeforeSignal === 'refused') {
    expect(outcomes.filter((o, i) => i % 5 === 0 && o.status === 200)).toEqual([]);
  }
  // The forced exit after 10 s is code 1: 0 means the drain finished in time.
  expect(await server.exited, server.output()).toBe(0);
}
