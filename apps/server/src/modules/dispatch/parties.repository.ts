import { heldInsert, schema, selectBuiltOnce, type Tx } from '@curbside/db';
import { type AuditAction, type HistoryStep, isPartyAction, type PartyStatus } from '@curbside/domain';
import { type AnyColumn, aliasedTable, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../context.ts';
import { groupedBy } from '../../lib/grouped.ts';
import { audit } from '../../plugins/audit.ts';
import { markStepUndone, ownColumns, ownRow } from '../../resources/table-store.ts';

export const p = schema.parties;
const h = schema.partyHistory;
const fromLocation = aliasedTable(schema.locations, 'from_location');
const toLocation = aliasedTable(schema.locations, 'to_location');
const driver = aliasedTable(schema.users, 'driver');
const other = schema.otherDrivers;

/** The party columns a card's names are joined on: of the table, or of a subquery choosing cards. */
type NameKeys = Record<
  'companyId' | 'fromLocationId' | 'toLocationId' | 'driverId' | 'otherDriverId',
  AnyColumn
>;

/** The names a card shows (its two locations, its driver and its other driver) and how they join. */
export const cardNames = {
  columns: {
    fromLocationName: fromLocation.name,
    toLocationName: toLocation.name,
    driverName: driver.name,
    otherDriverName: other.name,
  },
  tables: { fromLocation, toLocation, driver, other },
  on: (party: NameKeys) => ({
    from: and(eq(fromLocation.companyId, party.companyId), eq(fromLocation.id, party.fromLocationId)),
    to: and(eq(toLocation.companyId, party.companyId), eq(toLocation.id, party.toLocationId)),
    driver: and(eq(driver.companyId, party.companyId), eq(driver.id, party.driverId)),
    other: and(eq(other.companyId, party.companyId), eq(other.id, party.otherDriverId)),
  }),
};

const joinOn = cardNames.on(p);

/** A slim board card's own columns (contract `boardCard` without its names and `actions`). */
export const cardOwnColumns = ownColumns(
  p,
  'id',
  'number',
  'status',
  'guestName',
  'phone',
  'roomNumber',
  'adults',
  'children',
  'luggage',
  'fromLocationId',
  'toLocationId',
  'scheduledAt',
  'quotedWaitMinutes',
  'driverId',
  'externalNotes',
  'paidCents',
  'customValues',
  'guestLatitude',
  'guestLongitude',
  'updatedAt',
  'version',
);

/** The columns of a slim board card (contract `boardCard` without `actions`). */
export const cardColumns = {
  ...cardOwnColumns,
  ...cardNames.columns,
};

/** The columns of a full card (contract `partySummary` without `actions`): a slim one and the rest. */
export const summaryColumns = {
  ...cardColumns,
  ...ownColumns(p, 'bookingKey', 'source', 'otherDriverId', 'internalNotes', 'totalCents', 'createdAt'),
};

/**
 * The row of a party as it was read: the same company, id, status and version. A guarded UPDATE with this
 * WHERE changes nothing when someone else changed the party in between (answered 409 by the caller).
 */
export const asRead = (companyId: string, state: { id: string; status: number; version: number }) =>
  and(
    eq(p.companyId, companyId),
    eq(p.id, state.id),
    eq(p.status, state.status),
    eq(p.version, state.version),
  );

/** The money columns of a party: what its price is made of, and what was paid and refunded. */
export const costColumns = {
  tripCents: p.tripCents,
  luggageCents: p.luggageCents,
  discountCents: p.discountCents,
  serviceCents: p.serviceCents,
  taxCents: p.taxCents,
  gratuityCents: p.gratuityCents,
  additionalGratuityCents: p.additionalGratuityCents,
  totalCents: p.totalCents,
  paidCents: p.paidCents,
  refundedCents: p.refundedCents,
};

/** Everything the drawer shows beyond a card. */
export const detailColumns = {
  ...summaryColumns,
  email: p.email,
  flightNumber: p.flightNumber,
  tripId: p.tripId,
  departureId: p.departureId,
  notifyGuest: p.notifyGuest,
  // The language a guest message is written in, read with the ride it words rather than after it.
  guestLanguage: p.guestLanguage,
  couponCode: p.couponCode,
  gratuityPercent: p.gratuityPercent,
  ...costColumns,
  pickedUpAt: p.pickedUpAt,
  droppedOffAt: p.droppedOffAt,
  endedAt: p.endedAt,
};

/** Parties joined to the names a card shows (its two locations, its driver, its other driver). */
const withNames = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(fromLocation, joinOn.from)
    .innerJoin(toLocation, joinOn.to)
    .leftJoin(driver, joinOn.driver)
    .leftJoin(other, joinOn.other);

export type PartyRow = Awaited<ReturnType<typeof findSummaries>>[number];
export type PartyDetailRow = NonNullable<Awaited<ReturnType<typeof findDetails>>>;

/**
 * Cards matching `where` (conditions on the party's own columns, always within the company), in `orderBy`
 * order. A page is chosen first from the parties alone and only its rows are joined to their names: joining
 * the 10,000 open parties of a busy day before sorting them is what made the board slow.
 */
export async function findSummaries(
  tx: Tx,
  companyId: string,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
) {
  const orderBy = options.orderBy ?? [asc(p.scheduledAt), asc(p.number)];
  let chosen = and(eq(p.companyId, companyId), where);
  if (options.limit !== undefined) {
    const page = await tx
      .select({ id: p.id })
      .from(p)
      .where(chosen)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset ?? 0);
    if (page.length === 0) return [];
    chosen = and(
      eq(p.companyId, companyId),
      inArray(
        p.id,
        page.map((row) => row.id),
      ),
    );
  }
  return withNames(tx.select(summaryColumns).from(p).$dynamic())
    .where(chosen)
    .orderBy(...orderBy);
}

/**
 * Slim board cards of the parties matching `where`, joined to their names. The board chooses its page in
 * `where` itself (an `id in (…)` of each lane's first cards), so only those rows are joined.
 */
export function findCards(tx: Tx, where: SQL | undefined, orderBy: SQL[]) {
  return withNames(tx.select(cardColumns).from(p).$dynamic())
    .where(where)
    .orderBy(...orderBy);
}

/** One party of the company, as a statement built once names it (ADR 188): its values `companyId` and `partyId`. */
const theParty = ownRow(p, sql.placeholder('companyId'), sql.placeholder('partyId'));

const summaryRow = selectBuiltOnce((db) =>
  withNames(db.select(summaryColumns).from(p).$dynamic()).where(theParty),
);

/** One party's card (the columns of a summary), its text written once (ADR 188). */
export async function findSummary(tx: Tx, companyId: string, partyId: string) {
  const [row] = await summaryRow(tx, { companyId, partyId });
  return row;
}

/** The drawer's row of one party, its text written once (ADR 188). */
const detailsRow = selectBuiltOnce((db) =>
  withNames(db.select(detailColumns).from(p).$dynamic()).where(theParty),
);

export async function findDetails(tx: Tx, companyId: string, partyId: string) {
  const [row] = await detailsRow(tx, { companyId, partyId });
  return row;
}

export async function countParties(tx: Tx, companyId: string, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(and(eq(p.companyId, companyId), where));
  return row?.n ?? 0;
}

const partyState = selectBuiltOnce((db) =>
  db
    .select({
      id: p.id,
      status: p.status,
      version: p.version,
      driverId: p.driverId,
      otherDriverId: p.otherDriverId,
      paidCents: p.paidCents,
      refundedCents: p.refundedCents,
      notifyGuest: p.notifyGuest,
    })
    .from(p)
    .where(theParty)
    .$dynamic(),
);

/** The state a transition starts from: status, version and who drives (the statement's text written once, ADR 188). */
export async function findPartyState(tx: Tx, companyId: string, partyId: string) {
  const [row] = await partyState(tx, { companyId, partyId });
  return row ? { ...row, status: row.status as PartyStatus } : undefined;
}

/** A step of a party's history as undo reads it. */
export type HistoryStepRow = HistoryStep & { id: string };

/** A history row as undo reads it: a transition; a row that is none (a booking, an edit) takes no part. */
export const undoStepOf = (row: {
  id: string;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  undone: boolean;
}): HistoryStepRow[] =>
  isPartyAction(row.action)
    ? [
        {
          id: row.id,
          action: row.action,
          fromStatus: row.fromStatus as PartyStatus | null,
          toStatus: row.toStatus as PartyStatus,
          undone: row.undone,
        },
      ]
    : [];

/** The forward and undo steps of these parties, newest first per party (what undo reads). */
export async function historySteps(
  tx: Tx,
  companyId: string,
  partyIds: readonly string[],
): Promise<Map<string, HistoryStepRow[]>> {
  if (partyIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: h.id,
      partyId: h.partyId,
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      undone: h.undone,
    })
    .from(h)
    .where(and(eq(h.companyId, companyId), inArray(h.partyId, [...partyIds])))
    .orderBy(desc(h.createdAt), desc(h.id));
  const transitions = rows.flatMap((row) => undoStepOf(row).map((step) => ({ partyId: row.partyId, step })));
  return groupedBy(
    transitions,
    (transition) => transition.partyId,
    (transition) => transition.step,
  );
}

const timelineRows = selectBuiltOnce((db) =>
  db
    .select(
      ownColumns(h, 'id', 'action', 'fromStatus', 'toStatus', 'note', 'userName', 'undone', 'createdAt'),
    )
    .from(h)
    .where(and(eq(h.companyId, sql.placeholder('companyId')), eq(h.partyId, sql.placeholder('partyId'))))
    .orderBy(asc(h.createdAt), asc(h.id))
    .$dynamic(),
);

/** The timeline of one party, oldest first, as the drawer shows it (its text written once, ADR 188). */
export const timeline = (tx: Tx, companyId: string, partyId: string) =>
  timelineRows(tx, { companyId, partyId });

/** The audit row of one change of a party, in the transaction that makes it. */
export const auditParty = (
  tx: Tx,
  ctx: RequestContext,
  companyId: string,
  action: Extract<AuditAction, `party.${string}`>,
  partyId: string,
  values: { before?: unknown; after: unknown },
) => audit(tx, ctx, { companyId, action, entity: 'party', entityId: partyId, ...values });

const insertStep = heldInsert(h, [
  'id',
  'companyId',
  'partyId',
  'action',
  'fromStatus',
  'toStatus',
  'note',
  'userId',
  'userName',
]);

export async function insertHistory(
  tx: Tx,
  values: {
    companyId: string;
    partyId: string;
    action: string;
    fromStatus: number | null;
    toStatus: number;
    note: string;
    userId: string | null;
    userName: string;
  },
): Promise<string> {
  // Its id made here, so that nothing waits for its answer: it goes with the next statement (ADR 185).
  const id = crypto.randomUUID();
  await insertStep(tx, { ...values, id });
  return id;
}

export const markUndone = (tx: Tx, companyId: string, historyId: string) =>
  markStepUndone(tx, h, companyId, historyId);

/** A party's notes, changed only at the version the caller saw; undefined when that version is gone. */
export async function updatePartyNotes(
  tx: Tx,
  companyId: string,
  partyId: string,
  version: number,
  values: { internalNotes?: string; externalNotes?: string },
  userId: string,
) {
  const [row] = await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId), eq(p.version, version)))
    .returning({ id: p.id, status: p.status, version: p.version });
  return row;
}

/**
 * Writes a party's step (its new status and what changes with it) only at the version it was read at; undefined
 * when another change came first.
 */
export async function writeStep(
  tx: Tx,
  companyId: string,
  state: { id: string; status: number; version: number },
  values: Partial<typeof p.$inferInsert>,
) {
  const [updated] = await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1` })
    .where(asRead(companyId, state))
    .returning({ id: p.id });
  return updated;
}

/** The language the guest of a party chose, if any. */
export async function guestLanguageOf(tx: Tx, companyId: string, partyId: string) {
  const [guest] = await tx
    .select({ language: p.guestLanguage })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  return guest?.language;
}
