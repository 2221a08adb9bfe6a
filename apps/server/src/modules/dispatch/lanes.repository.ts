import { schema, type Tx } from '@curbside/db';
import { PARTY_ACTION_RULES, PARTY_ACTIONS, PARTY_STATUS, STATUSES_WITH_UNDO } from '@curbside/domain';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  inArray,
  is,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/rows.ts';
import { searchWhere, within } from './board.repository.ts';
import { cardNames, cardOwnColumns, p } from './parties.repository.ts';

/** A lane of the board: a status, and for the day's reservations the span their time falls in. */
export interface Lane {
  status: number;
  span?: { start: Date; end: Date };
}

/**
 * The lanes as a relation `lane(status, from_at, to_at)` that the reads below join laterally (ADR 41): one
 * statement planned once whatever the number of lanes, each lane read off the index (company, status,
 * scheduled time, number). An open lane holds any time.
 */
function lanesRelation(lanes: readonly Lane[]): SQL {
  const rows = lanes.map(
    ({ status, span }) =>
      sql`(${status}::int, ${span ? span.start.toISOString() : '-infinity'}::timestamptz, ${
        span ? span.end.toISOString() : 'infinity'
      }::timestamptz)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as lane(status, from_at, to_at)`;
}

/** A party of the lane being read: its status, and a time within the lane's span. */
const inLane = and(
  sql`${p.status} = lane.status`,
  sql`${p.scheduledAt} >= lane.from_at`,
  sql`${p.scheduledAt} < lane.to_at`,
);

/** After this card in a lane's order (scheduled time, then number): keyset paging. */
export const afterCard = (after: { scheduledAt: string; number: number }) =>
  gt(sql`(${p.scheduledAt}, ${p.number})`, sql`(${after.scheduledAt}::timestamptz, ${after.number})`);

const h = schema.partyHistory;

/** The steps an undo can take back (ADR 26): the only history a card's actions are read from. */
const FORWARD_ACTIONS = PARTY_ACTIONS.filter((action) => PARTY_ACTION_RULES[action].kind === 'forward');

/** A column's value as the board writes it: a timestamp as `toISOString` writes it (UTC, milliseconds). */
function writtenValue(column: AnyColumn, relation?: string): SQL {
  const field = relation ? sql`${sql.identifier(relation)}.${sql.identifier(column.name)}` : sql`${column}`;
  return is(column, PgTimestamp)
    ? sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : field;
}

/** `json_build_object` of these columns under their keys: a row read as JSON is the row the driver would have mapped. */
function jsonObjectOf(columns: Record<string, AnyColumn>): SQL {
  const pairs = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${writtenValue(column)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** These columns of `relation` (a CTE holding them under their own names) as a select list under their keys. */
const selectedAs = (columns: Record<string, AnyColumn>, relation: string): SQL =>
  sql.join(
    Object.entries(columns).map(
      ([key, column]) => sql`${writtenValue(column, relation)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );

/** A card of a lane as the board's statement writes it: its JSON text, and what its actions are read from. */
export interface WrittenCard {
  /** The card (contract `boardCard` without `actions`) as JSON text, names included. */
  json: string;
  status: number;
  driverId: string | null;
  /** The one step its undo reads, for a status an undo may start from, as the database wrote it (JSON text). */
  lastStep: string | null;
}

const { fromLocation, toLocation, driver, other } = cardNames.tables;
const names = cardNames.columns;

/**
 * The board's lanes (ADR 41, 132, 178): the first `perLane` cards of each lane matching `cards` (conditions on the
 * party's own columns, the company's among them), with the one step of history their undo reads and the names of
 * their places and drivers, beside the count of every lane matching `counts`, lanes without any left out. Each
 * lane's cards are read straight off its index and no party is looked up twice. The database writes each card as
 * JSON text, which the answer carries as it is: hundreds of cards are neither mapped nor parsed nor written again.
 * The two statements go in one round trip on PostgreSQL (ADR 170).
 */
export async function laneBoard(
  tx: Tx,
  companyId: string,
  lanes: readonly Lane[],
  where: { cards: SQL | undefined; counts: SQL | undefined },
  perLane: number,
): Promise<{ cards: WrittenCard[]; counts: { status: number; count: number }[] }> {
  const chosen = { ...cardOwnColumns, otherDriverId: p.otherDriverId };
  const laneCards = tx
    .select(chosen)
    .from(p)
    .where(and(where.cards, inLane))
    .orderBy(asc(p.scheduledAt), asc(p.number))
    .limit(perLane);
  const lastStep = tx
    .select({
      step: jsonObjectOf({
        action: h.action,
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        undone: h.undone,
      }),
    })
    .from(h)
    .where(
      and(
        sql`card.status in ${[...STATUSES_WITH_UNDO]}`,
        eq(h.companyId, companyId),
        sql`${h.partyId} = card.id`,
        eq(h.undone, false),
        sql`${h.fromStatus} is not null`,
        inArray(h.action, FORWARD_ACTIONS),
      ),
    )
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(1);
  // `alias` is one of `cardNames`' tables: the names are read from it as `cardNames.columns` name them.
  const named = (table: PgTable, alias: PgTable, id: AnyColumn) => {
    const as = sql.identifier(getTableName(alias));
    return sql`left join ${table} as ${as}
      on ${as}.company_id = ${companyId} and ${as}.id = card.${sql.identifier(id.name)}`;
  };
  const [cards, counts] = await Promise.all([
    tx
      .execute(sql`
        with card as (select card.* from ${lanesRelation(lanes)} cross join lateral (${laneCards}) card)
        select to_json(written)::text as json, card.status, card.${sql.identifier(p.driverId.name)} as "driverId",
               (${lastStep})::text as "lastStep"
          from card
          ${named(schema.locations, fromLocation, p.fromLocationId)}
          ${named(schema.locations, toLocation, p.toLocationId)}
          ${named(schema.users, driver, p.driverId)} ${named(schema.otherDrivers, other, p.otherDriverId)}
          cross join lateral (select ${selectedAs(cardOwnColumns, 'card')},
            coalesce(${names.fromLocationName}, '') as "fromLocationName",
            coalesce(${names.toLocationName}, '') as "toLocationName",
            ${names.driverName} as "driverName", ${names.otherDriverName} as "otherDriverName") written
          order by card.scheduled_at, card.number`)
      .then(rowsOf<WrittenCard>),
    laneCounts(tx, lanes, where.counts),
  ]);
  return { cards, counts };
}

/**
 * How many parties match `where` in each lane, lanes without any left out, by status: one statement, each
 * lane counted off its index (an index-only scan once the table is vacuumed).
 */
export async function laneCounts(tx: Tx, lanes: readonly Lane[], where: SQL | undefined) {
  const counted = tx
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(p)
    .where(and(where, inLane))
    .as('counted');
  const rows = await tx
    .select({ status: sql<number>`lane.status`.mapWith(Number), count: counted.count })
    .from(lanesRelation(lanes))
    .crossJoinLateral(counted);
  return rows.filter((row) => row.count > 0).sort((a, b) => a.status - b.status);
}

// ---------------------------------------------------------------------------------------------------------
// The board's filters and a page of it

/** A lane's order, the one its index (company, status, scheduled time, number) keeps. */
export const laneOrder = () => [asc(p.scheduledAt), asc(p.number)];

export interface BoardFilter {
  companyId: string;
  /** A driver without the board: only the parties assigned to them. */
  ownOnly?: string | undefined;
  driverId?: string | undefined;
  locationId?: string | undefined;
  search?: string | undefined;
}

/** The company's parties the board's filters keep, whatever their status. */
export const boardFilters = (f: BoardFilter) =>
  and(
    eq(p.companyId, f.companyId),
    f.ownOnly ? eq(p.driverId, f.ownOnly) : undefined,
    f.driverId ? eq(p.driverId, f.driverId) : undefined,
    f.locationId ? or(eq(p.fromLocationId, f.locationId), eq(p.toLocationId, f.locationId)) : undefined,
    searchWhere(f.search),
  );

/** The parties on the board under `filters`: those of the open statuses, and the reservations of `day`. */
export const onBoard = (
  openStatuses: readonly number[],
  day: { start: Date; end: Date },
  filters: SQL | undefined,
) =>
  and(
    or(
      inArray(p.status, openStatuses),
      and(eq(p.status, PARTY_STATUS.Reservation), within(p.scheduledAt, day)),
    ),
    filters,
  );

/** The parties of these statuses; any when none are given. */
export const ofStatuses = (statuses: readonly number[] | undefined) =>
  statuses ? inArray(p.status, statuses) : undefined;

/** The company's parties among `ids`. */
export const amongIds = (companyId: string, ids: readonly string[]) =>
  and(eq(p.companyId, companyId), inArray(p.id, ids));

/** The ids of one page of the parties matching `where`, in lane order. */
export async function pageIds(tx: Tx, where: SQL | undefined, limit: number, offset: number) {
  const page = await tx
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...laneOrder())
    .limit(limit)
    .offset(offset);
  return page.map((row) => row.id);
}
