import { schema, type Tx } from '@curbside/db';
import { PARTY_ACTION_RULES, PARTY_ACTIONS, PARTY_STATUS, STATUSES_WITH_UNDO } from '@curbside/domain';
import { type AnyColumn, and, asc, eq, getTableName, gt, inArray, is, or, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import { renderedOnce } from '../../lib/rendered-once.ts';
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

/**
 * A card as the database wrote it: its JSON text, what its actions are read from, and the version of its row. The
 * row's version (`xmin`, the transaction that wrote it) changes with every write of the party, so a card kept under
 * it is the card as it stands (ADR 182).
 */
export interface WrittenCard {
  id: string;
  /** The card (contract `boardCard` without `actions`) as JSON text, names included. */
  json: string;
  status: number;
  driverId: string | null;
  /** The one step its undo reads, for a status an undo may start from, as the database wrote it (JSON text). */
  lastStep: string | null;
  rowVersion: string;
}

/**
 * A card as the server keeps it: what its actions are read from, and its JSON as UTF-8 up to its closing brace, for
 * the caller's actions to follow (ADR 186).
 */
export type KeptCard = Omit<WrittenCard, 'json'> & { opening: Buffer };

/** A card a lane shows, chosen by the board before it is written: which party, at which version of its row. */
export type ChosenCard = Pick<WrittenCard, 'id' | 'rowVersion'>;

/** A row's version: the transaction that wrote it, which any write of the row changes. */
const rowVersion = sql<string>`${p}.xmin::text`;

const { fromLocation, toLocation, driver, other } = cardNames.tables;
const names = cardNames.columns;

/**
 * The board's lanes (ADR 41, 132, 178, 182): which cards each lane shows first, its first `perLane` cards matching
 * `cards` (conditions on the party's own columns, the company's among them) in lane order, read straight off the
 * lane's index, beside the count of every lane matching `counts`, lanes without any left out. The two statements
 * go in one round trip on PostgreSQL (ADR 170). The cards themselves are written by `writtenCards`, for those the
 * server does not keep at that version.
 */
export async function laneBoard(
  tx: Tx,
  lanes: readonly Lane[],
  where: { cards: SQL | undefined; counts: Counted },
  perLane: number,
): Promise<{ chosen: ChosenCard[]; counts: { status: number; count: number }[] }> {
  const laneCards = tx
    .select({
      id: p.id,
      rowVersion: rowVersion.as('row_version'),
      scheduledAt: p.scheduledAt,
      number: p.number,
    })
    .from(p)
    .where(and(where.cards, inLane))
    .orderBy(asc(p.scheduledAt), asc(p.number))
    .limit(perLane);
  const [chosen, counts] = await Promise.all([
    tx
      .execute(sql`
        select card.id, card.row_version as "rowVersion"
          from ${lanesRelation(lanes)} cross join lateral (${laneCards}) card
         order by card.scheduled_at, card.number`)
      .then(rowsOf<ChosenCard>),
    laneCounts(tx, lanes, where.counts),
  ]);
  return { chosen, counts };
}

/** The party's columns a card is written from, beside its company and its row's version: written once. */
const writtenColumns = renderedOnce(() =>
  sql.join(
    [
      ...Object.values({ ...cardOwnColumns, companyId: p.companyId, otherDriverId: p.otherDriverId }).map(
        (column) => sql`${column}`,
      ),
      sql`${rowVersion} as row_version`,
    ],
    sql`, `,
  ),
);

/**
 * What `writtenCards` selects from the cards it chose (`card`), the same on every call and so written once: each
 * card as JSON under its contract keys with the names of its places and drivers joined in, and the one step of its
 * history its undo reads.
 */
const writtenFromCards = renderedOnce(() => {
  // `alias` is one of `cardNames`' tables: the names are read from it as `cardNames.columns` name them.
  const named = (table: PgTable, alias: PgTable, id: AnyColumn) => {
    const as = sql.identifier(getTableName(alias));
    return sql`left join ${table} as ${as}
      on ${as}.company_id = card.company_id and ${as}.id = card.${sql.identifier(id.name)}`;
  };
  const lastStep = sql`select ${jsonObjectOf({
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    undone: h.undone,
  })}
      from ${h}
     where card.status in ${[...STATUSES_WITH_UNDO]} and ${h.companyId} = card.company_id and ${h.partyId} = card.id
       and ${and(eq(h.undone, false), sql`${h.fromStatus} is not null`, inArray(h.action, FORWARD_ACTIONS))}
     order by ${h.createdAt} desc, ${h.id} desc
     limit 1`;
  return sql`select card.id, to_json(written)::text as json, card.status,
           card.${sql.identifier(p.driverId.name)} as "driverId", (${lastStep})::text as "lastStep",
           card.row_version as "rowVersion"
      from card
      ${named(schema.locations, fromLocation, p.fromLocationId)}
      ${named(schema.locations, toLocation, p.toLocationId)}
      ${named(schema.users, driver, p.driverId)} ${named(schema.otherDrivers, other, p.otherDriverId)}
      cross join lateral (select ${selectedAs(cardOwnColumns, 'card')},
        coalesce(${names.fromLocationName}, '') as "fromLocationName",
        coalesce(${names.toLocationName}, '') as "toLocationName",
        ${names.driverName} as "driverName", ${names.otherDriverName} as "otherDriverName") written`;
});

/**
 * The company's parties `ids` as board cards written by the database (ADR 178): each card's JSON text (`to_json`
 * of its columns under their contract keys, timestamps as `toISOString` writes them, the names of its places and
 * drivers joined in), with the one step of history its undo reads and its row's version. Hundreds of cards are
 * neither mapped nor parsed nor written again by the server.
 */
export async function writtenCards(
  tx: Tx,
  companyId: string,
  ids: readonly string[],
): Promise<WrittenCard[]> {
  return rowsOf<WrittenCard>(
    await tx.execute(sql`
      with card as (
        select ${writtenColumns()} from ${p} where ${and(eq(p.companyId, companyId), inArray(p.id, [...ids]))}
      )
      ${writtenFromCards()}`),
  );
}

/**
 * The parties a board counts: those matching `where` (conditions on the party's own columns, the company's among
 * them); `wholeCompany` when nothing else narrows them, so that its open lanes are read as kept (ADR 183).
 */
export interface Counted {
  where: SQL | undefined;
  wholeCompany?: string | undefined;
}

const kept = schema.laneCounts;

/**
 * How many parties each lane holds, lanes without any left out, by status: one statement. A lane of the whole
 * company that holds any time (an open status) is read off `lane_counts`, which triggers keep at every commit
 * (ADR 183); any other (a day's reservations, or a board filtered by driver, place or search) is counted off its
 * index, an index-only scan once the table is vacuumed.
 */
export async function laneCounts(tx: Tx, lanes: readonly Lane[], counted: Counted) {
  const { wholeCompany } = counted;
  const asKept = wholeCompany ? lanes.filter((lane) => !lane.span) : [];
  const toCount = wholeCompany ? lanes.filter((lane) => lane.span) : lanes;
  const parts: SQL[] = [];
  if (wholeCompany && asKept.length > 0) {
    const statuses = asKept.map((lane) => lane.status);
    parts.push(sql`select ${kept.status} as status, ${kept.parties} as count from ${kept}
      where ${and(eq(kept.companyId, wholeCompany), inArray(kept.status, statuses))}`);
  }
  if (toCount.length > 0) {
    parts.push(sql`select lane.status, counted.count from ${lanesRelation(toCount)} cross join lateral (
      select count(*)::int as count from ${p} where ${and(counted.where, inLane)}) counted`);
  }
  if (parts.length === 0) return [];
  const rows = rowsOf<{ status: number; count: number }>(await tx.execute(sql.join(parts, sql` union all `)));
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

/**
 * The company's parties the board's filters keep, whatever their status: as a condition, and as what the board
 * counts (the whole company when no filter narrows it).
 */
export function boardFilters(f: BoardFilter): Counted {
  const search = searchWhere(f.search);
  const narrowed = Boolean(f.ownOnly || f.driverId || f.locationId || search);
  return {
    where: and(
      eq(p.companyId, f.companyId),
      f.ownOnly ? eq(p.driverId, f.ownOnly) : undefined,
      f.driverId ? eq(p.driverId, f.driverId) : undefined,
      f.locationId ? or(eq(p.fromLocationId, f.locationId), eq(p.toLocationId, f.locationId)) : undefined,
      search,
    ),
    wholeCompany: narrowed ? undefined : f.companyId,
  };
}

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
