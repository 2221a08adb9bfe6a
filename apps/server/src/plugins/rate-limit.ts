import { AppError } from '../errors.ts';

/**
 * A fixed-window counter per key, in this process's memory. It slows guessing from one address; the
 * account lock after repeated wrong passwords (kept in the database) holds across processes.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; throws 429 once the window's limit is passed. */
  hit(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    current.count += 1;
    if (current.count > this.limit) {
      const retryAfter = Math.ceil((current.resetAt - now) / 1000);
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

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
