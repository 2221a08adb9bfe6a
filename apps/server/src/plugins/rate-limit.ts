import cluster from 'node:cluster';
import { AppError } from '../errors.ts';

/**
 * Fixed windows of counts by key. In one process they are the limiter's own; with several server processes
 * (ADR 163) the primary holds them for every worker, so a client whose connections land on different workers
 * is counted once.
 */
export class FixedWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one attempt; the seconds to wait when it passes `limit` in its window, else null. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): number | null {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return null;
    }
    current.count += 1;
    return current.count > limit ? Math.ceil((current.resetAt - now) / 1000) : null;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A worker's question to the primary, and its answer (`retryAfter` null: allowed). */
export interface RateHit {
  kind: 'rate-hit';
  id: number;
  key: string;
  limit: number;
  windowMs: number;
}
export interface RateAnswer {
  kind: 'rate-answer';
  id: number;
  retryAfter: number | null;
}

export const isRateHit = (message: unknown): message is RateHit =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'rate-hit';

const isRateAnswer = (message: unknown): message is RateAnswer =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'rate-answer';

let asked = 0;
let listening = false;
const awaiting = new Map<number, (retryAfter: number | null) => void>();

/** Counts in the primary's windows, when this process is one of several workers that can ask it. */
function countInPrimary(key: string, limit: number, windowMs: number): Promise<number | null> | null {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return null;
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (!isRateAnswer(message)) return;
      awaiting.get(message.id)?.(message.retryAfter);
      awaiting.delete(message.id);
    });
  }
  asked += 1;
  const id = asked;
  return new Promise((resolve) => {
    awaiting.set(id, resolve);
    send({ kind: 'rate-hit', id, key, limit, windowMs } satisfies RateHit);
  });
}

/**
 * A fixed-window counter per key. It slows guessing from one address; the account lock after repeated wrong
 * passwords (kept in the database) holds across processes. `name` keeps one limiter's keys apart from
 * another's where the windows are shared.
 */
export class RateLimiter {
  /** The windows of this limiter when this process runs alone (each app a test builds has its own). */
  private readonly own = new FixedWindows();

  constructor(
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; throws 429 once the window's limit is passed. */
  async hit(key: string): Promise<void> {
    const inPrimary = countInPrimary(`${this.name}\n${key}`, this.limit, this.windowMs);
    const retryAfter = inPrimary ? await inPrimary : this.own.hit(key, this.limit, this.windowMs);
    if (retryAfter === null) return;
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many attempts. Try again in ${retryAfter} seconds.`,
      undefined,
      {
        'retry-after': String(retryAfter),
      },
    );
  }
}
