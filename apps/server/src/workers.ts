import cluster, { type Worker } from 'node:cluster';
import { FixedWindows, isRateHit, type RateAnswer } from './plugins/rate-limit.ts';

/** The worker that runs the background jobs (outbox, sweeps, billing, exports): one of them, not each. */
export const RUNS_JOBS = 'CURBSIDE_RUNS_JOBS';
/** How long the workers have to finish their requests after a signal: their own limit is 10 s. */
const STOP_MS = 12_000;
/** A worker that gives up this soon after it was started, before serving: start-up failed, so the server stops. */
const START_MS = 60_000;

/** One line of the primary's log, in the workers' format (it has no logger of its own). */
function say(level: number, msg: string, facts: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), msg, ...facts })}\n`);
}

/**
 * Runs `count` server processes on one port (ADR 163): Node's cluster primary accepts the connections and hands
 * them to the workers in turn, so one machine's cores all serve (a Node process runs JavaScript on one).
 * The primary itself holds no database and no app: it starts the workers, keeps the rate-limit windows they all
 * count in, starts a worker again when one dies, and on SIGTERM or SIGINT passes the signal on, waits for every
 * worker to finish its requests, and exits 0 when all did.
 */
export function superviseWorkers(count: number): void {
  const windows = new FixedWindows();
  const jobsOf = new Map<Worker, boolean>();
  let stopping = false;
  let failed = false;

  const start = (runsJobs: boolean) => {
    const worker = cluster.fork({ [RUNS_JOBS]: runsJobs ? '1' : '0' });
    jobsOf.set(worker, runsJobs);
    const startedAt = Date.now();
    let listening = false;
    worker.on('listening', () => {
      listening = true;
    });
    worker.on('message', (message: unknown) => {
      if (!isRateHit(message)) return;
      const retryAfter = windows.hit(message.key, message.limit, message.windowMs);
      worker.send({ kind: 'rate-answer', id: message.id, retryAfter } satisfies RateAnswer);
    });
    worker.on('exit', (code, signal) => {
      jobsOf.delete(worker);
      if (stopping) {
        // One still starting had served nothing, so the signal's default ending lost nothing.
        const stoppedBeforeServing = !listening && signal === 'SIGTERM';
        if (code !== 0 && !stoppedBeforeServing) {
          failed = true;
          say(50, 'a server process did not stop cleanly', { code, signal });
        }
        if (jobsOf.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      // One that gave up while starting (`startFailed`: a database out of reach, a bad setting) says why in its own
      // log, and starting it again would fail again; one killed by a signal is started again.
      if (!listening && code !== null && code !== 0 && Date.now() - startedAt < START_MS) {
        say(60, 'a server process failed to start; stopping', { code, signal });
        stop('start-up failed', 1);
        return;
      }
      say(50, 'a server process ended; starting another', { code, signal });
      start(runsJobs);
    });
  };

  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    if (exitCode !== 0) failed = true;
    if (jobsOf.size === 0) process.exit(exitCode);
    for (const worker of jobsOf.keys()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      say(50, 'the server processes did not stop in time', { reason });
      process.exit(1);
    }, STOP_MS);
    force.unref();
  };

  for (let n = 0; n < count; n += 1) start(n === 0);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
}
