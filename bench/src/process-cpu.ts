import { readFileSync } from 'node:fs';
import { type Database, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from './server.ts';

/** Linux's clock ticks per second (USER_HZ), which /proc counts CPU time in. */
const CLOCK_TICKS = 100;

/** A process's CPU time so far in ms, its own code's (utime) and the kernel's on its behalf (stime) apart. */
export function cpuSplitOf(pid: number | undefined): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      user: (Number(fields[11]) * 1000) / CLOCK_TICKS,
      system: (Number(fields[12]) * 1000) / CLOCK_TICKS,
    };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** The CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat; 0 once it is gone). */
const cpuMsOf = (pid: number | undefined): number => {
  const { user, system } = cpuSplitOf(pid);
  return user + system;
};

/**
 * The CPU used so far by each PostgreSQL backend serving `db`'s database, by process id (an empty map on the
 * embedded database, whose work is the bench's own process's). The server must be on this machine.
 */
export async function databaseCpuMs(db: Database, postgres: boolean): Promise<Map<number, number>> {
  if (!postgres) return new Map();
  const pids = await inScope(db, { kind: 'platform' }, async (tx) =>
    rowsOf<{ pid: number }>(
      await tx.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
    ).map((row) => row.pid),
  );
  return new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
}

/** What the backends of `after` spent since `before` (a backend opened in between counts from its start). */
export const databaseCpuSpent = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
