import type { Tx } from '@curbside/db';
import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
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

/**
 * The first `perLane` cards of each lane matching `where` (conditions on the party's own columns, the
 * company's among them), joined to their names, in lane order. Only the chosen cards are joined: each
 * lane's cards are read straight off its index, and no party is looked up twice.
 */
export function laneCards(tx: Tx, lanes: readonly Lane[], where: SQL | undefined, perLane: number) {
  const card = tx
    .select({ ...cardOwnColumns, companyId: p.companyId, otherDriverId: p.otherDriverId })
    .from(p)
    .where(and(where, inLane))
    .orderBy(asc(p.scheduledAt), asc(p.number))
    .limit(perLane)
    .as('card');
  const own = Object.fromEntries(Object.keys(cardOwnColumns).map((key) => [key, card[key as OwnKey]])) as {
    [K in OwnKey]: (typeof card)[K];
  };
  const { fromLocation, toLocation, driver, other } = cardNames.tables;
  const on = cardNames.on(card);
  return tx
    .select({ ...own, ...cardNames.columns })
    .from(lanesRelation(lanes))
    .crossJoinLateral(card)
    .innerJoin(fromLocation, on.from)
    .innerJoin(toLocation, on.to)
    .leftJoin(driver, on.driver)
    .leftJoin(other, on.other)
    .orderBy(asc(card.scheduledAt), asc(card.number));
}
type OwnKey = keyof typeof cardOwnColumns;

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
