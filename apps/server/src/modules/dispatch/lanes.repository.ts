import { schema, type Tx } from '@curbside/db';
import {
  type HistoryStep,
  PARTY_ACTION_RULES,
  PARTY_ACTIONS,
  PARTY_STATUS,
  STATUSES_WITH_UNDO,
} from '@curbside/domain';
import { type AnyColumn, and, asc, desc, eq, gt, inArray, is, or, type SQL, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/rows.ts';
import { searchWhere, within } from './board.repository.ts';
import { type cardNames, cardOwnColumns, type findCards, p } from './parties.repository.ts';
import type { Dated } from './party-view.ts';

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

/**
 * `json_build_object` of these columns under their keys, read from `relation` when given (a CTE holding them
 * under their own names), a timestamp written as `toISOString` writes it (UTC, milliseconds): a row read as
 * JSON is the row the driver would have mapped.
 */
function jsonObjectOf(columns: Record<string, AnyColumn>, relation?: string): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    const field = relation ? sql`${sql.identifier(relation)}.${sql.identifier(column.name)}` : sql`${column}`;
    const value = is(column, PgTimestamp)
      ? sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : field;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `{ id: name }` of the rows of `table` (of the company) whose id is among `ids`, as JSON text. */
const namesOf = (
  table: typeof schema.locations | typeof schema.users | typeof schema.otherDrivers,
  companyId: string,
  ids: SQL,
) =>
  sql`(select coalesce(json_object_agg(${table.id}, ${table.name}), '{}')::text from ${table}
        where ${table.companyId} = ${companyId} and ${table.id} in (${ids}))`;

/** A card of a lane as the board's one statement answers it: its dates as ISO text. */
export type LaneCard = Dated<Awaited<ReturnType<typeof findCards>>[number]>;

/**
 * The board's lanes in one statement (ADR 41, 132): the first `perLane` cards of each lane matching `cards`
 * (conditions on the party's own columns, the company's among them), with the one step of history their undo
 * reads, the names of their places and drivers, and the count of every lane matching `counts`, lanes without
 * any left out. Each lane's cards are read straight off its index and no party is looked up twice; the names
 * are read once each rather than joined to every card. The database writes the answer as JSON: a few values
 * to hand over instead of hundreds of rows to map.
 */
export async function laneBoard(
  tx: Tx,
  companyId: string,
  lanes: readonly Lane[],
  where: { cards: SQL | undefined; counts: SQL | undefined },
  perLane: number,
): Promise<{
  cards: { card: LaneCard; lastStep: HistoryStep | null }[];
  counts: { status: number; count: number }[];
}> {
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
  const counted = tx
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(p)
    .where(and(where.counts, inLane))
    .as('counted');
  const counts = tx
    .select({
      counts: sql`coalesce(json_agg(json_build_array(lane.status, ${counted.count}) order by lane.status), '[]')`,
    })
    .from(lanesRelation(lanes))
    .crossJoinLateral(counted)
    .where(gt(counted.count, 0));
  const [answer] = rowsOf<Record<'cards' | 'counts' | 'locations' | 'drivers' | 'others', string>>(
    await tx.execute(sql`
      with card as (select card.* from ${lanesRelation(lanes)} cross join lateral (${laneCards}) card)
      select (select coalesce(json_agg(json_build_object('card', ${jsonObjectOf(cardOwnColumns, 'card')},
                  'otherDriverId', card.${sql.identifier(p.otherDriverId.name)}, 'lastStep', (${lastStep}))
                order by card.scheduled_at, card.number), '[]')::text from card) as cards,
             (${counts})::text as counts,
             ${namesOf(schema.locations, companyId, sql`select from_location_id from card union select to_location_id from card`)} as locations,
             ${namesOf(schema.users, companyId, sql`select driver_id from card`)} as drivers,
             ${namesOf(schema.otherDrivers, companyId, sql`select other_driver_id from card`)} as others`),
  );
  if (!answer) throw new Error('the board statement answered no row');
  const locations = JSON.parse(answer.locations) as Record<string, string>;
  const drivers = JSON.parse(answer.drivers) as Record<string, string>;
  const others = JSON.parse(answer.others) as Record<string, string>;
  type Own = Omit<LaneCard, keyof typeof cardNames.columns>;
  const rows = JSON.parse(answer.cards) as {
    card: Own;
    otherDriverId: string | null;
    lastStep: HistoryStep | null;
  }[];
  return {
    // The names are added to each card as it was parsed, rather than to a copy of it: the board's hundreds of
    // cards are answered as they are (ADR 170).
    cards: rows.map(({ card, otherDriverId, lastStep }) => ({
      card: Object.assign(card, {
        fromLocationName: locations[card.fromLocationId] ?? '',
        toLocationName: locations[card.toLocationId] ?? '',
        driverName: card.driverId ? (drivers[card.driverId] ?? null) : null,
        otherDriverName: otherDriverId ? (others[otherDriverId] ?? null) : null,
      }),
      lastStep,
    })),
    counts: (JSON.parse(answer.counts) as [number, number][]).map(([status, count]) => ({ status, count })),
  };
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
