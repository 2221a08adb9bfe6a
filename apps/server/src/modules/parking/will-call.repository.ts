import type { WillCallItem } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowOfGuestKey } from '../../lib/guest-keys.ts';
import { countWhere, pageOf } from '../../resources/paging.ts';
import { insertedId } from '../../resources/table-store.ts';
import { guestCarColumns } from './permits.repository.ts';

const w = schema.willCallRequests;
const p = schema.parkingPermits;
const lot = schema.parkingLots;
const u = schema.users;
const r = schema.roles;

const iso = (column: SQL | PgColumn) => sql<string>`to_json(${column}) #>> '{}'`;

const itemColumns = {
  id: w.id,
  permitId: w.permitId,
  permitNumber: p.number,
  ...guestCarColumns,
  lotId: w.lotId,
  lotName: lot.name,
  source: w.source,
  status: w.status,
  requestedAt: iso(w.requestedAt),
  expectedAt: iso(w.expectedAt),
  promisedAt: iso(w.promisedAt),
  readyAt: sql<string | null>`to_json(${w.readyAt}) #>> '{}'`,
  closedAt: sql<string | null>`to_json(${w.closedAt}) #>> '{}'`,
  balanceCents: sql<number>`(${p.costCents} - ${p.paidCents} + ${p.refundedCents})::int`,
};

const items = (tx: Tx, extra = {}) =>
  tx
    .select({ ...itemColumns, ...extra })
    .from(w)
    .innerJoin(p, and(eq(p.companyId, w.companyId), eq(p.id, w.permitId)))
    .innerJoin(lot, and(eq(lot.companyId, w.companyId), eq(lot.id, w.lotId)))
    .$dynamic();

export async function requestById(tx: Tx, companyId: string, id: string): Promise<WillCallItem | undefined> {
  const [row] = await items(tx).where(and(eq(w.companyId, companyId), eq(w.id, id)));
  return row;
}

/** The open queue, by the time each guest was promised. */
export function openQueue(tx: Tx, companyId: string, lotId?: string) {
  return items(tx)
    .where(and(eq(w.companyId, companyId), eq(w.status, 'queued'), lotId ? eq(w.lotId, lotId) : undefined))
    .orderBy(asc(w.promisedAt), asc(w.requestedAt), asc(w.id));
}

export function requestsByDates(
  tx: Tx,
  companyId: string,
  range: { start: Date; end: Date; page: number; pageSize: number },
) {
  const where = and(
    eq(w.companyId, companyId),
    gte(w.requestedAt, range.start),
    lt(w.requestedAt, range.end),
  );
  return pageOf<WillCallItem>(
    (withTotal) => items(tx, withTotal).where(where).orderBy(desc(w.requestedAt), asc(w.id)),
    () => countWhere(tx, w, where),
    range,
  );
}

/** The open requests of one lot, locked in request order: one recomputation of a lot's queue at a time. */
export function lockLotQueue(tx: Tx, companyId: string, lotId: string) {
  return tx
    .select({
      id: w.id,
      requestedAt: w.requestedAt,
      promisedAt: w.promisedAt,
      expectedAt: w.expectedAt,
      permitId: w.permitId,
      readyAt: w.readyAt,
    })
    .from(w)
    .where(and(eq(w.companyId, companyId), eq(w.lotId, lotId), eq(w.status, 'queued')))
    .orderBy(asc(w.requestedAt), asc(w.id))
    .for('update');
}

/**
 * Minutes from request to the curb (ready, or delivered when never marked ready) of a lot's last twenty
 * deliveries within thirty days.
 */
export async function recentRetrievals(tx: Tx, companyId: string, lotId: string): Promise<number[]> {
  const rows = await tx
    .select({
      minutes:
        sql<number>`extract(epoch from (coalesce(${w.readyAt}, ${w.closedAt}) - ${w.requestedAt})) / 60`.mapWith(
          Number,
        ),
    })
    .from(w)
    .where(
      and(
        eq(w.companyId, companyId),
        eq(w.lotId, lotId),
        eq(w.status, 'delivered'),
        gte(w.closedAt, sql`now() - interval '30 days'`),
      ),
    )
    .orderBy(desc(w.closedAt))
    .limit(20);
  return rows.map((row) => row.minutes);
}

/** Valets on shift: the runners who fetch cars. */
export async function runnersOnShift(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .where(
      and(eq(u.companyId, companyId), eq(u.shift, 'available'), eq(r.code, 'VALET'), eq(u.status, 'active')),
    );
  return row?.n ?? 0;
}

/** Closes a permit's queued will-call request, if it has one (the permit is cancelled or deleted). */
export async function closeQueuedRequest(tx: Tx, companyId: string, permitId: string, userId: string) {
  await tx
    .update(w)
    .set({ status: 'deleted', closedAt: new Date(), closedBy: userId })
    .where(and(eq(w.companyId, companyId), eq(w.permitId, permitId), eq(w.status, 'queued')));
}

/** A new request for a permit's car; answers its id. */
export async function insertRequest(tx: Tx, values: typeof w.$inferInsert) {
  return insertedId(tx, w, values);
}

/** Sets a request's times or state (its expected time, the car ready, the request closed). */
export async function setRequest(
  tx: Tx,
  companyId: string,
  id: string,
  values: Pick<
    Partial<typeof w.$inferInsert>,
    'expectedAt' | 'promisedAt' | 'readyAt' | 'notified' | 'status' | 'closedAt' | 'closedBy'
  >,
) {
  await tx
    .update(w)
    .set(values)
    .where(and(eq(w.companyId, companyId), eq(w.id, id)));
}

/** The permit a guest key opens, with what decides whether its link still works (read in the platform scope). */
export const permitOfGuestKey = (tx: Tx, key: string) =>
  rowOfGuestKey(tx, 'permit', key, { status: p.status, endsAt: p.endsAt });

/** What the guest's page shows of their permit (its company's name, its lot), or undefined. */
export async function guestPermitView(tx: Tx, companyId: string, permitId: string) {
  const c = schema.companies;
  const [row] = await tx
    .select({
      companyName: c.name,
      number: p.number,
      status: p.status,
      lotName: lot.name,
      plate: p.plate,
      endsAt: p.endsAt,
      language: p.guestLanguage,
    })
    .from(p)
    .innerJoin(c, eq(c.id, p.companyId))
    .innerJoin(lot, and(eq(lot.companyId, p.companyId), eq(lot.id, p.lotId)))
    .where(and(eq(p.companyId, companyId), eq(p.id, permitId)));
  return row;
}

/** When the permit's queued request expects its car ready, or undefined when none is queued. */
export async function queuedExpectedAt(tx: Tx, companyId: string, permitId: string) {
  const [open] = await tx
    .select({ expectedAt: w.expectedAt })
    .from(w)
    .where(and(eq(w.companyId, companyId), eq(w.permitId, permitId), eq(w.status, 'queued')));
  return open?.expectedAt;
}
