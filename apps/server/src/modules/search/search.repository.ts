import { SEARCH_RESULTS_PER_KIND, type SearchResult } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, type Column, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../lib/rows.ts';
import { bestTen, type Candidates, LIMIT } from './best-ten.repository.ts';

const p = schema.parties;
const permits = schema.parkingPermits;
const w = schema.waitListEntries;
const u = schema.users;
const r = schema.roles;
const l = schema.locations;

/**
 * How alike a typed word and the best-matching stretch of a text must be (pg_trgm's `word_similarity`, the `<%`
 * operator) to count: 0.4 finds `jonson` in `Mary Johnson`, `garsia` in `Ana Garcia`, `hadd` in `Layla Haddad`
 * and `KX42OPX` in `KX420PQ` (ADR 91). The extension's default, 0.6, misses most single typos in short names.
 * A phone is matched by its last digits instead (ADR 146).
 *
 * Every match is `<%` (or an equality): under forced row-level security only a leakproof operator may use an
 * index, and the migration marks `word_similarity_op` leakproof where it can; `ILIKE` and `LIKE` are not, and
 * would read every row of the company.
 */
const WORD_SIMILARITY = '0.4';

/** What the search compares: the key as typed and the forms derived from it. */
export interface Needle {
  text: string;
  /** The key's digits without leading zeros, when it has at least three: a phone's last digits, or its national form. */
  digits: string | null;
  /** The key as a party's or permit's number, when it is one. */
  number: number | null;
  /** The key's plate search form (`plateSearchForm`), when it has letters or digits. */
  plate: string | null;
  /** The forms a room number may be written in (as typed, capitals, small letters). */
  rooms: string[];
}

/** Sets the trigram threshold for this transaction only. */
export async function useThresholds(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
}

/**
 * The columns of a kind's answer under the names the contract gives them, so that `searchKinds` reads each row
 * as the contract's object (`json_agg`) with no mapping by position.
 */
function named<T extends Record<string, Column | SQL>>(columns: T) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`${column}`.as(key)]),
  ) as { [K in keyof T]: SQL.Aliased<unknown> };
}

/** `word` is like a stretch of `column` (the trigram index of `column` finds it). */
const like = (word: string | null, column: Column): SQL | undefined =>
  word ? sql`${word} <% ${column}` : undefined;

/** How alike, 0 to 1, for ordering the matches. */
const score = (word: string | null, column: Column) =>
  word ? sql`coalesce(word_similarity(${word}, ${column}), 0)` : sql`0`;

/**
 * The phone ends with the key's digits: a prefix of its reversed digits, a range of the
 * `<table>_search_phone_idx` index whose comparisons (`~>=~`, `~<~`) are leakproof (ADR 146). Digits sort before
 * `:`, so the range holds exactly the phones that end so.
 */
const phoneEnds = (reversed: string | null, column: Column): SQL | undefined =>
  reversed ? sql`(${column} ~>=~ ${reversed} and ${column} ~<~ ${`${reversed}:`})` : undefined;

/** A phone that ends with the key's digits is as close as a match gets. */
const phoneScore = (reversed: string | null, column: Column) => {
  const ends = phoneEnds(reversed, column);
  return ends ? sql`case when ${ends} then 1 else 0 end` : sql`0`;
};

const reversedDigits = (needle: Needle) => (needle.digits ? [...needle.digits].reverse().join('') : null);

/** One character is in nearly every name: it finds numbers only. */
const nameWord = (needle: Needle) => (needle.text.length >= 2 ? needle.text : null);

/**
 * A guest's name is words: a key without a letter (a phone, a room, a number) is like none of them, so it is not
 * looked for among the names (the trigram scan would read the names to find nothing).
 */
const guestNameWord = (needle: Needle) => (/\p{L}/u.test(needle.text) ? nameWord(needle) : null);

/** Any of `conditions`; none at all matches nothing (drizzle's `or()` of nothing is no condition, so every row). */
const anyOf = (...conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;

const numberIs = (column: Column, needle: Needle) =>
  needle.number !== null ? eq(column, needle.number) : undefined;

/**
 * The key is the row's number or its room. The room goes with its company, so that branch of the OR can use the
 * (company, room) index.
 */
const numberOrRoom = (
  t: { number: Column; roomNumber: Column; companyId: Column },
  companyId: string,
  needle: Needle,
) => anyOf(numberIs(t.number, needle), and(eq(t.companyId, companyId), inArray(t.roomNumber, needle.rooms)));

/** An exact number or room first, then the closest names, then the newest. */
const rank = (exact: SQL, score: SQL) => [desc(sql`case when ${exact} then 1 else 0 end`), desc(score)];

/**
 * A kind of guest row with a number and a room (a party, a permit), as the search reads it: the key as its
 * number or room, as its guest's name, and the ways of matching that kind alone has.
 */
interface NumberedGuestRows {
  table: PgTable & { id: Column; companyId: Column; number: Column; roomNumber: Column; guestName: Column };
  kind: Candidates['kind'];
  /** The row's time: of rows as close, the newest first. */
  at: Column;
  /** How close a row is (0 to 1), from the typed name (null when the key is not one) and the kind's own ways. */
  closeness: (name: string | null) => SQL;
  /** The best rows by the kind's own ways of matching, as `bestTen`'s `others`. */
  others: SQL[];
  /** The answer's columns, as the contract names them. */
  columns: Record<string, Column | SQL>;
}

function findNumberedGuests(tx: Tx, companyId: string, needle: Needle, rows: NumberedGuestRows) {
  const { table: t, at } = rows;
  const exact = numberOrRoom(t, companyId, needle);
  const name = guestNameWord(needle);
  const closeness = rows.closeness(name);
  const best = bestTen({
    companyId,
    kind: rows.kind,
    name,
    exact: sql`select ${t.id}, 1, ${closeness}, ${at} from ${t}
      where ${t.companyId} = ${companyId} and ${exact}`,
    named: (guestName) => sql`select ${t.id}, ${at} from ${t}
      where ${t.companyId} = ${companyId} and ${t.guestName} = ${guestName}
      order by ${at} desc limit ${LIMIT}`,
    others: rows.others,
  });
  return tx
    .select(named(rows.columns))
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, sql`(${best})`)))
    .orderBy(...rank(exact, closeness), desc(at))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function findParties(tx: Tx, companyId: string, needle: Needle, money: boolean) {
  const reversed = reversedDigits(needle);
  return findNumberedGuests(tx, companyId, needle, {
    table: p,
    kind: 'party',
    at: p.scheduledAt,
    closeness: (name) =>
      sql`greatest(${score(name, p.guestName)}, ${phoneScore(reversed, p.guestPhoneReversed)})`,
    others: reversed
      ? [
          sql`select ${p.id}, 0, 1, ${p.scheduledAt} from ${p}
            where ${p.companyId} = ${companyId} and ${phoneEnds(reversed, p.guestPhoneReversed)}
            order by ${p.scheduledAt} desc limit ${LIMIT}`,
        ]
      : [],
    columns: {
      id: p.id,
      number: p.number,
      guestName: p.guestName,
      phone: p.phone,
      roomNumber: p.roomNumber,
      scheduledAt: p.scheduledAt,
      status: p.status,
      totalCents: money ? p.totalCents : sql<null>`null`,
    },
  });
}

export function findPermits(tx: Tx, companyId: string, needle: Needle, money: boolean) {
  return findNumberedGuests(tx, companyId, needle, {
    table: permits,
    kind: 'permit',
    at: permits.startsAt,
    closeness: (name) =>
      sql`greatest(${score(needle.plate, permits.plateSearch)}, ${score(name, permits.guestName)})`,
    // A plate is nearly unique to its permit: its trigram index over the permits finds few rows for any key.
    others: needle.plate
      ? [
          sql`select ${permits.id}, 0, ${score(needle.plate, permits.plateSearch)}, ${permits.startsAt}
            from ${permits} where ${permits.companyId} = ${companyId} and ${like(needle.plate, permits.plateSearch)}
            order by 3 desc, ${permits.startsAt} desc limit ${LIMIT}`,
        ]
      : [],
    columns: {
      id: permits.id,
      number: permits.number,
      plate: permits.plate,
      guestName: permits.guestName,
      roomNumber: permits.roomNumber,
      startsAt: permits.startsAt,
      status: permits.status,
      costCents: money ? permits.costCents : sql<null>`null`,
    },
  });
}

export function findWaitListGuests(tx: Tx, companyId: string, needle: Needle) {
  const name = nameWord(needle);
  return tx
    .select(
      named({
        id: w.id,
        guestName: w.guestName,
        phone: w.phone,
        partySize: w.partySize,
        status: w.status,
        createdAt: w.createdAt,
      }),
    )
    .from(w)
    .where(
      and(
        eq(w.companyId, companyId),
        anyOf(like(name, w.guestName), phoneEnds(reversedDigits(needle), w.guestPhoneReversed)),
      ),
    )
    .orderBy(
      desc(
        sql`greatest(${score(name, w.guestName)}, ${phoneScore(reversedDigits(needle), w.guestPhoneReversed)})`,
      ),
      desc(w.createdAt),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function findStaff(tx: Tx, companyId: string, needle: Needle) {
  const name = nameWord(needle);
  return tx
    .select(named({ id: u.id, name: u.name, email: u.email, roleName: r.name }))
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .where(and(eq(u.companyId, companyId), anyOf(like(name, u.name), like(name, u.email))))
    .orderBy(desc(sql`greatest(${score(name, u.name)}, ${score(name, u.email)})`), u.name)
    .limit(SEARCH_RESULTS_PER_KIND);
}

export function findPlaces(tx: Tx, companyId: string, needle: Needle) {
  const name = nameWord(needle);
  return tx
    .select(named({ id: l.id, name: l.name, address: l.address }))
    .from(l)
    .where(and(eq(l.companyId, companyId), anyOf(like(name, l.name), like(name, l.address))))
    .orderBy(desc(sql`greatest(${score(name, l.name)}, ${score(name, l.address)})`), l.name)
    .limit(SEARCH_RESULTS_PER_KIND);
}

type Hit<K extends keyof SearchResult> = NonNullable<SearchResult[K]>[number];

/** The rows of each kind asked, as `searchKinds` answers them: times as PostgreSQL writes them in JSON. */
export interface FoundKinds {
  parties?: Hit<'parties'>[];
  permits?: Hit<'permits'>[];
  waitList?: Hit<'waitList'>[];
  staff?: Hit<'staff'>[];
  places?: Hit<'places'>[];
}

/**
 * Every kind asked in one statement (ADR 151): each kind's query, ten rows at most in its own order, becomes one
 * JSON array column. One round trip instead of one a kind: on a loaded machine each statement waits its turn for
 * a core, and PGlite runs one statement at a time for every caller.
 */
export async function searchKinds(
  tx: Tx,
  queries: { [K in keyof FoundKinds]?: SQLWrapper | undefined },
): Promise<FoundKinds> {
  const parts = Object.entries(queries)
    .filter((entry): entry is [string, SQLWrapper] => entry[1] !== undefined)
    .map(
      ([kind, query]) =>
        sql`(select coalesce(json_agg(k), '[]'::json) from (${query}) k) as ${sql.identifier(kind)}`,
    );
  if (parts.length === 0) return {};
  const answer = await tx.execute(sql`select ${sql.join(parts, sql`, `)}`);
  return rowsOf<FoundKinds>(answer)[0] ?? {};
}
