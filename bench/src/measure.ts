/** Latency figures of one series of timed operations. */
export interface Figures {
  name: string;
  operations: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Runs `operation` `total` times with `concurrency` callers at once (after `warmup` untimed runs) and
 * reports throughput and latency percentiles in milliseconds.
 */
export async function measure(
  name: string,
  operation: () => Promise<unknown>,
  options: { total: number; concurrency: number; warmup?: number },
): Promise<Figures> {
  for (let i = 0; i < (options.warmup ?? 50); i += 1) await operation();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) {
        next += 1;
        const begin = performance.now();
        await operation();
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return figuresOf(name, latencies, performance.now() - started);
}

/** Figures of latencies measured by the caller (milliseconds), over `elapsedMs` of wall time. */
export function figuresOf(name: string, latencies: number[], elapsedMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    operations: sorted.length,
    perSecond: Math.round((sorted.length / elapsedMs) * 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export function table(rows: Figures[]): string {
  const fmt = (value: number) => value.toFixed(2).padStart(8);
  const lines = [
    `${'measure'.padEnd(56)} ${'ops'.padStart(6)} ${'ops/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(56)} ${String(r.operations).padStart(6)} ${String(r.perSecond).padStart(7)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}`,
    ),
  ];
  return lines.join('\n');
}
