import { schema, type Tx } from '@curbside/db';
import { type AuditAction, type GuestAlert, WAIT_STATUS, type WaitStatus } from '@curbside/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { insertedId, markStepUndone } from '../../resources/table-store.ts';

/** The wait list's writes: entries and their steps, the texts queued to guests, the audit of guests' changes. */

const e = schema.waitListEntries;
const h = schema.waitListHistory;

type EntryValues = typeof e.$inferInsert;
/** The columns a change of an entry sets (its company, id and version are the repository's). */
type EntryChange = Partial<Omit<EntryValues, 'companyId' | 'id' | 'version'>>;
/** What a guarded write read of the entry: it changes nothing if another write came first. */
type ReadAt = { id: string; version: number };

/** A new entry; answers its id. */
export async function insertEntry(tx: Tx, values: EntryValues) {
  return insertedId(tx, e, values);
}

/** One step in an entry's history. */
export async function addStep(tx: Tx, step: typeof h.$inferInsert) {
  await tx.insert(h).values(step);
}

/** Marks a step of the history as taken back. */
export const markUndone = (tx: Tx, companyId: string, stepId: string) =>
  markStepUndone(tx, h, companyId, stepId);

/**
 * Changes an entry at the version read (and, given one, the status read), its version one up; answers whether
 * it did (false: someone else changed it first).
 */
export async function changeEntry(
  tx: Tx,
  companyId: string,
  read: ReadAt & { status?: WaitStatus },
  change: EntryChange,
) {
  const [moved] = await tx
    .update(e)
    .set({ ...change, version: sql`${e.version} + 1` })
    .where(
      and(
        eq(e.companyId, companyId),
        eq(e.id, read.id),
        eq(e.version, read.version),
        read.status === undefined ? undefined : eq(e.status, read.status),
      ),
    )
    .returning({ id: e.id });
  return moved !== undefined;
}

/** Sets the same columns on these entries (a text's "sent" flag), whatever their version. */
export async function setOnEntries(tx: Tx, companyId: string, ids: readonly string[], change: EntryChange) {
  await tx
    .update(e)
    .set(change)
    .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids])));
}

/** The guest's alert choice, due again. */
export async function setAlert(tx: Tx, companyId: string, id: string, alert: GuestAlert) {
  await tx
    .update(e)
    .set({ alert, alertSent: false, updatedAt: new Date() })
    .where(and(eq(e.companyId, companyId), eq(e.id, id)));
}

/** The guest confirmed they are coming (their version one up, so an open form sees the change). */
export async function confirmEntry(tx: Tx, companyId: string, id: string) {
  await tx
    .update(e)
    .set({ confirmedAt: new Date(), version: sql`${e.version} + 1` })
    .where(and(eq(e.companyId, companyId), eq(e.id, id)));
}

/** Moves every waiting guest's promise (of one wait type, or all) by a delay; answers their ids. */
export async function delayWaiting(tx: Tx, companyId: string, delayMinutes: number, waitTypeId?: string) {
  const moved = await tx
    .update(e)
    .set({ delayMinutes: sql`${e.delayMinutes} + ${delayMinutes}`, version: sql`${e.version} + 1` })
    .where(
      and(
        eq(e.companyId, companyId),
        eq(e.status, WAIT_STATUS.Waiting),
        waitTypeId ? eq(e.waitTypeId, waitTypeId) : undefined,
      ),
    )
    .returning({ id: e.id });
  return moved.map((row) => row.id);
}

/** Queues a text to a guest of the list, kept against their entry. */
export async function queueText(
  tx: Tx,
  text: { companyId: string; waitListEntryId: string; templateCode: string; recipient: string; body: string },
) {
  await tx.insert(schema.outboxMessages).values({
    ...text,
    channel: 'sms',
    // Several texts may be queued in one transaction (joined, then "you're next"): the clock keeps their order.
    createdAt: sql`clock_timestamp()`,
  });
}

/** The audit row of a change no signed-in user made (the guest's reply, the sweep). */
export async function auditBy(
  tx: Tx,
  actorName: string,
  entry: {
    companyId: string;
    action: Extract<AuditAction, `wait_list_entry.${string}`>;
    entityId: string;
    after: unknown;
  },
) {
  await tx.insert(schema.auditLog).values({
    companyId: entry.companyId,
    actorName,
    action: entry.action,
    entity: 'wait_list_entry',
    entityId: entry.entityId,
    after: entry.after,
  });
}
