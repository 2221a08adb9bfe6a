import { schema, type Tx } from '@curbside/db';
import {
  type AlertState,
  OPEN_WAIT_STATUSES,
  type QueueAhead,
  type QueueEntry,
  WAIT_STATUS,
  type WaitStatus,
} from '@curbside/domain';
import { and, asc, desc, eq, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowOfGuestKey } from '../../lib/guest-keys.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';

export const e = schema.waitListEntries;
export const wt = schema.waitTypes;
const h = schema.waitListHistory;

/** The columns an entry is answered with (its place in the queue is computed beside them). */
export const entryColumns = {
  ...ownColumns(e, 'id', 'waitTypeId'),
  waitTypeName: wt.name,
  ...ownColumns(
    e,
    'guestName',
    'phone',
    'language',
    'partySize',
    'notes',
    'status',
    'version',
    'quotedMinutes',
    'suggestedMinutes',
    'suggestedBasedOn',
    'delayMinutes',
    'joinedAt',
    'notifiedAt',
    'confirmedAt',
    'endedAt',
    'actualWaitMinutes',
    'alert',
    'alertSent',
    'nextSent',
    'guestKey',
    'linkBase',
  ),
};

const withType = and(eq(wt.companyId, e.companyId), eq(wt.id, e.waitTypeId));

export function entries(tx: Tx, companyId: string) {
  return tx.select(entryColumns).from(e).innerJoin(wt, withType).where(eq(e.companyId, companyId));
}
export type EntryRow = Awaited<ReturnType<typeof entries>>[number];

export async function entryById(tx: Tx, companyId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select(entryColumns)
    .from(e)
    .innerJoin(wt, withType)
    .where(and(eq(e.companyId, companyId), eq(e.id, id)));
  return row;
}

/** Everyone still in a queue (of one wait type, or all). */
const openOf = (companyId: string, waitTypeId?: string) =>
  and(
    eq(e.companyId, companyId),
    inArray(e.status, [...OPEN_WAIT_STATUSES]),
    waitTypeId ? eq(e.waitTypeId, waitTypeId) : undefined,
  );

/** Everyone still in a queue, oldest first: the stand's list and the input of every recomputation. */
export function openEntries(tx: Tx, companyId: string, waitTypeId?: string) {
  return tx
    .select(entryColumns)
    .from(e)
    .innerJoin(wt, withType)
    .where(openOf(companyId, waitTypeId))
    .orderBy(asc(e.joinedAt), asc(e.id));
}

/**
 * The queue state of everyone still waiting or called, oldest first, with their wait type's "you're next"
 * position: only what positions, expected times and due texts are computed from, so the recomputation after
 * every change is one read of a few columns, not of whole rows.
 */
export async function openQueue(
  tx: Tx,
  companyId: string,
  waitTypeId?: string,
): Promise<(QueueEntry & AlertState & { nextAtPosition: number })[]> {
  const rows = await tx
    .select({
      id: e.id,
      waitTypeId: e.waitTypeId,
      status: e.status,
      joinedAt: e.joinedAt,
      quotedMinutes: e.quotedMinutes,
      delayMinutes: e.delayMinutes,
      alert: e.alert,
      alertSent: e.alertSent,
      nextSent: e.nextSent,
      nextAtPosition: wt.nextAtPosition,
    })
    .from(e)
    .innerJoin(wt, withType)
    .where(openOf(companyId, waitTypeId))
    .orderBy(asc(e.joinedAt), asc(e.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as WaitStatus,
    joinedAt: row.joinedAt.getTime(),
  }));
}

/** Whole entries by id, oldest first (the few a text is owed to). */
export function entriesByIds(tx: Tx, companyId: string, ids: readonly string[]) {
  return tx
    .select(entryColumns)
    .from(e)
    .innerJoin(wt, withType)
    .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids])))
    .orderBy(asc(e.joinedAt), asc(e.id));
}

const ahead = alias(e, 'ahead');
// Milliseconds, as the queue's recomputation orders guests (by joining time to the millisecond, then id).
const msOf = (column: SQLWrapper) => sql`date_trunc('milliseconds', ${column})`;

/**
 * For each of these guests still waiting, what is ahead of them in their wait type's queue, aggregated in
 * the database (ADR 46): a few guests are placed without reading the whole queue into the process.
 */
export async function queueAhead(
  tx: Tx,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, QueueAhead>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: e.id,
      ahead: sql<number>`(count(*) - 1)::int`,
      latestPromise: sql<number>`(extract(epoch from max(${ahead.joinedAt} + (${ahead.quotedMinutes} + ${ahead.delayMinutes}) * interval '1 minute')) * 1000)::float8`,
    })
    .from(e)
    .innerJoin(
      ahead,
      and(
        eq(ahead.companyId, e.companyId),
        eq(ahead.waitTypeId, e.waitTypeId),
        eq(ahead.status, WAIT_STATUS.Waiting),
        sql`(${msOf(ahead.joinedAt)}, ${ahead.id}) <= (${msOf(e.joinedAt)}, ${e.id})`,
      ),
    )
    .where(and(eq(e.companyId, companyId), inArray(e.id, [...ids]), eq(e.status, WAIT_STATUS.Waiting)))
    .groupBy(e.id);
  return new Map(rows.map(({ id, ...queue }) => [id, queue]));
}

export const asQueueEntry = (row: EntryRow): QueueEntry => ({
  id: row.id,
  waitTypeId: row.waitTypeId,
  status: row.status as WaitStatus,
  joinedAt: row.joinedAt.getTime(),
  quotedMinutes: row.quotedMinutes,
  delayMinutes: row.delayMinutes,
});

export function waitTypeById(tx: Tx, companyId: string, id: string) {
  return companyRow(tx, wt, companyId, id);
}

export function activeWaitTypes(tx: Tx, companyId: string) {
  return tx
    .select()
    .from(wt)
    .where(and(eq(wt.companyId, companyId), eq(wt.status, 'active')))
    .orderBy(asc(wt.name), asc(wt.id));
}

/** How many past waits the suggestion reads at most: the latest of the cell, enough for a stable median. */
const HISTORY_LIMIT = 200;

/** Actual waits of past guests of a wait type's size band and hour of the week, latest first. */
export async function pastWaits(
  tx: Tx,
  companyId: string,
  cell: { waitTypeId: string; sizeBand: number; hourOfWeek: number },
): Promise<number[]> {
  const rows = await tx
    .select({ minutes: e.actualWaitMinutes })
    .from(e)
    .where(
      and(
        eq(e.companyId, companyId),
        eq(e.waitTypeId, cell.waitTypeId),
        eq(e.sizeBand, cell.sizeBand),
        eq(e.hourOfWeek, cell.hourOfWeek),
        isNotNull(e.actualWaitMinutes),
      ),
    )
    .orderBy(desc(e.joinedAt))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => r.minutes ?? 0);
}

/** Past waits of every wait type and size band of one hour of the week, for the stand's suggestions. */
export function pastWaitsOfHour(tx: Tx, companyId: string, hourOfWeek: number) {
  return tx
    .select({ waitTypeId: e.waitTypeId, sizeBand: e.sizeBand, minutes: e.actualWaitMinutes })
    .from(e)
    .where(and(eq(e.companyId, companyId), eq(e.hourOfWeek, hourOfWeek), isNotNull(e.actualWaitMinutes)))
    .orderBy(desc(e.joinedAt))
    .limit(HISTORY_LIMIT * 20);
}

/** An entry's status steps, newest first (undo reads them). */
export function historyOf(tx: Tx, companyId: string, entryId: string) {
  return tx
    .select({
      id: h.id,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      userName: h.userName,
      undone: h.undone,
      createdAt: h.createdAt,
    })
    .from(h)
    .where(and(eq(h.companyId, companyId), eq(h.entryId, entryId)))
    .orderBy(desc(h.createdAt), desc(sql`${h.id}`));
}

/** The texts queued for an entry, oldest first. */
export function messagesOf(tx: Tx, companyId: string, entryId: string) {
  const m = schema.outboxMessages;
  return tx
    .select({ templateCode: m.templateCode, status: m.status, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.waitListEntryId, entryId)))
    .orderBy(asc(m.createdAt));
}

/** The latest steps not undone of these entries, oldest first: what their undo may take back. */
export function stepsNotUndone(tx: Tx, companyId: string, ids: readonly string[]) {
  return tx
    .select({
      entryId: h.entryId,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      undone: h.undone,
    })
    .from(h)
    .where(and(eq(h.companyId, companyId), inArray(h.entryId, [...ids]), eq(h.undone, false)))
    .orderBy(h.createdAt);
}

/** The entry a guest key opens, with what decides whether its link still works (read in the platform scope). */
export const entryOfGuestKey = (tx: Tx, key: string) =>
  rowOfGuestKey(tx, 'waitListEntry', key, { status: e.status, endedAt: e.endedAt });

/** The id of the latest entry still waiting or called whose phone has these digits, or undefined. */
export async function latestOpenEntryOfPhone(tx: Tx, companyId: string, digits: string) {
  const [latest] = await tx
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        eq(e.companyId, companyId),
        inArray(e.status, [WAIT_STATUS.Waiting, WAIT_STATUS.Notified]),
        sql`regexp_replace(${e.phone}, '[^0-9]', '', 'g') = ${digits}`,
      ),
    )
    .orderBy(desc(e.joinedAt))
    .limit(1);
  return latest?.id;
}

/** The companies with someone still waiting or called (the sweep's round; read in the platform scope). */
export function companiesWithOpenEntries(tx: Tx) {
  return tx
    .selectDistinct({ companyId: e.companyId })
    .from(e)
    .where(inArray(e.status, [WAIT_STATUS.Waiting, WAIT_STATUS.Notified]));
}

/** The guests called and when, with their wait type's hold: whom the sweep may find gone. */
export function notifiedEntries(tx: Tx, companyId: string) {
  return tx
    .select({ id: e.id, notifiedAt: e.notifiedAt, holdMinutes: wt.holdMinutes })
    .from(e)
    .innerJoin(wt, withType)
    .where(and(eq(e.companyId, companyId), eq(e.status, WAIT_STATUS.Notified)));
}
