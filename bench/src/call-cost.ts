import pg from 'pg';

/**
 * What one call costs this process, one call after another (ADRs 162, 170): its CPU (server and client together, in
 * one process) and its round trips to PostgreSQL (each `Client.query`: a transaction's `begin` and settings sent with
 * its first statements count once). `BENCH_REPEAT` calls of each after a warm-up of three; `BENCH_TRACE=1` keeps the
 * statements of one of each. On PGlite only the CPU is counted. Install it before the bench opens its database.
 */
export function callCosts() {
  const repeat = Number(process.env.BENCH_REPEAT ?? 50);
  const trace = process.env.BENCH_TRACE === '1';
  /** The statements sent while a call is measured; null when none is. */
  let sent: string[] | null = null;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    sent?.push(String(text).replace(/\s+/g, ' ').slice(0, 140));
    return Reflect.apply(clientQuery, this, args);
  } as typeof clientQuery;

  const lines: string[] = [];
  return {
    repeat,
    lines,
    /** Measures `call` (each time after `before`, which is not counted) and adds its line to `lines`. */
    async measure(name: string, call: () => Promise<unknown>, before?: () => Promise<unknown>) {
      for (let n = 0; n < 3; n += 1) {
        await before?.();
        await call();
      }
      let trips = 0;
      let cpuMicros = 0;
      for (let n = 0; n < repeat; n += 1) {
        await before?.();
        sent = [];
        const cpu = process.cpuUsage();
        await call();
        const used = process.cpuUsage(cpu);
        cpuMicros += used.user + used.system;
        if (trace && n === 0) lines.push(`  ${name}, its statements:`, ...sent.map((text) => `    ${text}`));
        trips += sent.length;
        sent = null;
      }
      lines.push(
        `  ${name.padEnd(24)} ${(cpuMicros / 1000 / repeat).toFixed(2).padStart(6)} ms CPU  ${(trips / repeat).toFixed(1).padStart(5)} round trips`,
      );
    },
  };
}
