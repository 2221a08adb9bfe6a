import { type Database, type DatabaseHandle, inScope, outsideAnnouncement } from '@curbside/db';
import type { SQL } from 'drizzle-orm';
import { POSITIONS_EVENT } from '../../events.ts';
import { unorderedEvent } from '../../plugins/realtime.ts';
import type { DriverReport, StoredFix } from './tracking.repository.ts';
import * as repo from './tracking.repository.ts';

/**
 * A driver's report waiting for its batch (ADR 153): its points, and whether its newest point is due on the map
 * (the per-driver throttle, decided when it arrived).
 */
export interface QueuedReport extends DriverReport {
  newest: StoredFix | undefined;
  due: boolean;
}

/** At most this many reports in one batch's transaction, so that a board read waits behind a short one only. */
export const MOST_REPORTS_A_BATCH = 100;
/**
 * Batches of one company written at once: one on PGlite, which runs one transaction at a time, so that a read
 * waits behind one batch at most; a few on PostgreSQL, whose pool runs them side by side and whose commits each
 * wait for the disk, so that a report does not wait for a batch's commit when a connection is free.
 */
const BATCHES_AT_ONCE: Record<DatabaseHandle['kind'], number> = { pglite: 1, postgres: 4 };
/** Positions in one event: a NOTIFY's payload stays well under PostgreSQL's 8,000 bytes (about 130 bytes each). */
const POSITIONS_AN_EVENT = 40;

interface Waiting {
  report: QueuedReport;
  /** Whether the driver was on shift, once the batch has committed. */
  settle: { resolve: (onShift: boolean) => void; reject: (error: unknown) => void };
}

/** The reports waiting, and how many batches are being written, per company of each database. */
interface CompanyQueue {
  waiting: Waiting[];
  writing: number;
}

const queues = new WeakMap<Database, Map<string, CompanyQueue>>();

/**
 * Keeps a driver's report with the others of the company that arrive while a batch is being written (ADR 153):
 * one transaction and one write statement for them all, then each answered. Answers whether the driver was on
 * shift (nothing of them is kept if not). Reports of different companies never share a transaction: row-level
 * security is per company, so each company has its own queue (and, on PostgreSQL, a few batches at once).
 */
export function keepInBatch(
  deps: { db: Database; database: Pick<DatabaseHandle, 'kind'> },
  companyId: string,
  report: QueuedReport,
): Promise<boolean> {
  const { db } = deps;
  const ofDatabase = queues.get(db) ?? new Map<string, CompanyQueue>();
  queues.set(db, ofDatabase);
  const queue = ofDatabase.get(companyId) ?? { waiting: [], writing: 0 };
  ofDatabase.set(companyId, queue);
  const answered = new Promise<boolean>((resolve, reject) => {
    queue.waiting.push({ report, settle: { resolve, reject } });
  });
  if (queue.writing < BATCHES_AT_ONCE[deps.database.kind]) {
    queue.writing += 1;
    // The batch is the work of no one call: it announces nothing for the caller whose report started it.
    // Started on the next turn of the event loop, so that the reports arriving together go in one batch.
    setImmediate(() => void outsideAnnouncement(() => writeWhileWaiting(db, companyId, queue)));
  }
  return answered;
}

/**
 * Writes the queue's reports in batches until none waits (another writer may have taken them all). Between two
 * batches the event loop turns once, so a board read that asked for the connection during a batch takes it
 * before the next: on PGlite, which runs one transaction at a time, at most one batch of reports per company is
 * ever ahead of a read.
 */
async function writeWhileWaiting(db: Database, companyId: string, queue: CompanyQueue): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MOST_REPORTS_A_BATCH);
    await writeBatch(db, companyId, batch);
    await new Promise((resolve) => setImmediate(resolve));
  }
  queue.writing -= 1;
}

/**
 * One transaction for the batch: the reports of drivers on shift kept in one statement, then the map's events of
 * those due in one more, sent at the commit. Each waiting report is answered after the commit with its own
 * driver's answer. Should the batch fail, each of its reports is written again alone, so that one report that
 * cannot be kept fails alone and does not sink the others.
 */
async function writeBatch(db: Database, companyId: string, batch: readonly Waiting[]): Promise<void> {
  try {
    const onShift = await inScope(db, { kind: 'company', companyId }, async (tx) => {
      const kept = await repo.saveReportsOfDriversOnShift(
        tx,
        companyId,
        batch.map(({ report }) => report),
      );
      const shown = newestDueOf(
        batch.map(({ report }) => report).filter((report) => kept.has(report.userId)),
      );
      await repo.sendNotices(tx, eventsOf(tx, companyId, shown));
      return kept;
    });
    for (const { report, settle } of batch) settle.resolve(onShift.has(report.userId));
  } catch (error) {
    const [only] = batch;
    if (batch.length === 1 && only) only.settle.reject(error);
    else for (const waiting of batch) await writeBatch(db, companyId, [waiting]);
  }
}

type Shown = { driverId: string; newest: StoredFix };

/** The newest due point of each driver of the batch (a driver may have sent twice while a batch was written). */
function newestDueOf(reports: readonly QueuedReport[]): Shown[] {
  const newestOf = new Map<string, StoredFix>();
  for (const { userId, newest, due } of reports) {
    if (!due || !newest) continue;
    const before = newestOf.get(userId);
    if (!before || newest.recordedAt > before.recordedAt) newestOf.set(userId, newest);
  }
  return [...newestOf].map(([driverId, newest]) => ({ driverId, newest }));
}

/** The map's events of a batch, unordered (ADR 129), its positions inline, a few dozen to an event. */
function eventsOf(
  tx: Parameters<typeof unorderedEvent>[0],
  companyId: string,
  shown: readonly Shown[],
): SQL[] {
  const events: SQL[] = [];
  for (let start = 0; start < shown.length; start += POSITIONS_AN_EVENT) {
    const positions = shown.slice(start, start + POSITIONS_AN_EVENT).map(({ driverId, newest }) => ({
      driverId,
      latitude: newest.latitude,
      longitude: newest.longitude,
      recordedAt: newest.recordedAt.toISOString(),
    }));
    events.push(unorderedEvent(tx, { companyId, type: POSITIONS_EVENT, tags: [], positions }));
  }
  return events;
}
