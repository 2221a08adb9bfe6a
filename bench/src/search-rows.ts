import { schema, type Tx } from '@curbside/db';
import { and, type Column, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Needle } from '../../apps/server/src/modules/search/search.repository.ts';

/*
 * The search's queries of parties and permits as ADR 91 made them, kept as the search bench's baseline (ADR 146):
 * every row whose name, phone or plate is like the key, found by the rows' GIN trigram indexes, scored and
 * sorted, ten kept. Beside the current queries in the same run, it shows what the names table changed on a
 * machine too noisy to compare runs of different days.
 */
const p = schema.parties;
const permits = schema.parkingPermits;

const like = (word: string | null, column: Column): SQL | undefined =>
  word ? sql`${word} <% ${column}` : undefined;
const score = (word: string | null, column: Column) =>
  word ? sql`coalesce(word_similarity(${word}, ${column}), 0)` : sql`0`;
const nameWord = (needle: Needle) => (needle.text.length >= 2 ? needle.text : null);
const anyOf = (...conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;
const numberOrRoom = (
  t: { number: Column; roomNumber: Column; companyId: Column },
  companyId: string,
  needle: Needle,
) =>
  anyOf(
    needle.number !== null ? eq(t.number, needle.number) : undefined,
    and(eq(t.companyId, companyId), inArray(t.roomNumber, needle.rooms)),
  );
const rank = (exact: SQL, closeness: SQL) => [
  desc(sql`case when ${exact} then 1 else 0 end`),
  desc(closeness),
];

export function partiesByRows(tx: Tx, companyId: string, needle: Needle) {
  const exact = numberOrRoom(p, companyId, needle);
  const name = nameWord(needle);
  return tx
    .select({ id: p.id, guestName: p.guestName, scheduledAt: p.scheduledAt, totalCents: p.totalCents })
    .from(p)
    .where(
      and(eq(p.companyId, companyId), anyOf(exact, like(name, p.guestName), like(needle.digits, p.phone))),
    )
    .orderBy(
      ...rank(exact, sql`greatest(${score(name, p.guestName)}, ${score(needle.digits, p.phone)})`),
      desc(p.scheduledAt),
    )
    .limit(10);
}

export function permitsByRows(tx: Tx, companyId: string, needle: Needle) {
  const exact = numberOrRoom(permits, companyId, needle);
  const name = nameWord(needle);
  return tx
    .select({ id: permits.id, plate: permits.plate, startsAt: permits.startsAt })
    .from(permits)
    .where(
      and(
        eq(permits.companyId, companyId),
        anyOf(exact, like(needle.plate, permits.plateSearch), like(name, permits.guestName)),
      ),
    )
    .orderBy(
      ...rank(
        exact,
        sql`greatest(${score(needle.plate, permits.plateSearch)}, ${score(name, permits.guestName)})`,
      ),
      desc(permits.startsAt),
    )
    .limit(10);
}
