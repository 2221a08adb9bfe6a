import { SEARCH_RESULTS_PER_KIND } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, type Column, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../resources/table-store.ts';

const p = schema.parties;
const permits = schema.parkingPermits;
const w = schema.waitListEntries;
const u = schema.users;
const r = schema.roles;
const l = schema.locations;

/**
 * How alike a typed word and the best-matching stretch of a name must be (pg_trgm's `word_similarity`) to count:
 * 0.4 finds `jonson` in `Mary Johnson` and `garsia` in `Ana Garcia` while a 100,000-row company still answers
 * in milliseconds (ADR 91). The extension's default, 0.6, misses most single typos in short names.
 */
const WORD_SIMILARITY = '0.4';
/** How alike two plates must be (`similarity`): one wrong character of seven still matches. */
const PLATE_SIMILARITY = '0.4';
/** Trigram indexes cannot narrow a pattern shorter than this: shorter keys are matched whole, never contained. */
const TRIGRAM = 3;

/** What the search compares: the key as typed and the forms derived from it. */
export interface Needle {
  text: string;
  /** The key's digits without leading zeros, when it has at least three (a phone typed nationally). */
  digits: string | null;
  /** The key as a party's or permit's number, when it is one. */
  number: number | null;
  /** The key's plate search form (`plateSearchForm`), when it has letters or digits. */
  plate: string | null;
  /** The forms a room number may be written in (as typed, capitals, small letters). */
  rooms: string[];
}

/** Sets the trigram thresholds for this transaction only. */
export async function useThresholds(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true),
               set_config('pg_trgm.similarity_threshold', ${PLATE_SIMILARITY}, true)`,
  );
}

/** The typed text is like a word of `column`, or, for keys long enough, contained in it. */
function nameMatches(column: Column, needle: Needle): SQL | undefined {
  // One character is in nearly every name: it finds numbers only.
  if (needle.text.length < 2) return undefined;
  return or(
    sql`${needle.text} <% ${column}`,
    needle.text.length >= TRIGRAM ? sql`${column} ilike ${likePattern(needle.text)}` : undefined,
  );
}

const nameScore = (column: Column, needle: Needle) =>
  sql`coalesce(word_similarity(${needle.text}, ${column}), 0)`;

const phoneMatches = (column: Column, needle: Needle) =>
  needle.digits ? sql`${column} like ${likePattern(needle.digits)}` : undefined;

const numberIs = (column: Column, needle: Needle) =>
  needle.number !== null ? eq(column, needle.number) : undefined;

/** Any of `conditions`; none at all matches nothing (drizzle's `or()` of nothing is no condition, so every row). */
const anyOf = (...conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;

/** An exact number or room first, then the closest names, then the newest. */
const rank = (exact: SQL, score: SQL) => [desc(sql`case when ${exact} then 1 else 0 end`), desc(score)];

export async function findParties(tx: Tx, companyId: string, needle: Needle, money: boolean) {
  const exact = anyOf(numberIs(p.number, needle), inArray(p.roomNumber, needle.rooms));
  return tx
    .select({
      id: p.id,
      number: p.number,
      guestName: p.guestName,
      phone: p.phone,
      roomNumber: p.roomNumber,
      scheduledAt: p.scheduledAt,
      status: p.status,
      totalCents: money ? p.totalCents : sql<null>`null`,
    })
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        anyOf(exact, nameMatches(p.guestName, needle), phoneMatches(p.phone, needle)),
      ),
    )
    .orderBy(...rank(exact, nameScore(p.guestName, needle)), desc(p.scheduledAt))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export async function findPermits(tx: Tx, companyId: string, needle: Needle, money: boolean) {
  const exact = anyOf(numberIs(permits.number, needle), inArray(permits.roomNumber, needle.rooms));
  const plate = needle.plate;
  const plateMatches = plate
    ? or(
        sql`${permits.plateSearch} % ${plate}`,
        plate.length >= TRIGRAM
          ? sql`${permits.plateSearch} like ${likePattern(plate)}`
          : eq(permits.plateSearch, plate),
      )
    : undefined;
  const plateScore = plate ? sql`similarity(${permits.plateSearch}, ${plate})` : sql`0`;
  return tx
    .select({
      id: permits.id,
      number: permits.number,
      plate: permits.plate,
      guestName: permits.guestName,
      roomNumber: permits.roomNumber,
      startsAt: permits.startsAt,
      status: permits.status,
      costCents: money ? permits.costCents : sql<null>`null`,
    })
    .from(permits)
    .where(
      and(
        eq(permits.companyId, companyId),
        anyOf(exact, plateMatches, nameMatches(permits.guestName, needle)),
      ),
    )
    .orderBy(
      ...rank(exact, sql`greatest(${plateScore}, ${nameScore(permits.guestName, needle)})`),
      desc(permits.startsAt),
    )
    .limit(SEARCH_RESULTS_PER_KIND);
}

export async function findWaitListGuests(tx: Tx, companyId: string, needle: Needle) {
  return tx
    .select({
      id: w.id,
      guestName: w.guestName,
      phone: w.phone,
      partySize: w.partySize,
      status: w.status,
      createdAt: w.createdAt,
    })
    .from(w)
    .where(
      and(eq(w.companyId, companyId), anyOf(nameMatches(w.guestName, needle), phoneMatches(w.phone, needle))),
    )
    .orderBy(desc(nameScore(w.guestName, needle)), desc(w.createdAt))
    .limit(SEARCH_RESULTS_PER_KIND);
}

export async function findStaff(tx: Tx, companyId: string, needle: Needle) {
  return tx
    .select({ id: u.id, name: u.name, email: u.email, roleName: r.name })
    .from(u)
    .innerJoin(r, and(eq(r.companyId, u.companyId), eq(r.id, u.roleId)))
    .where(
      and(
        eq(u.companyId, companyId),
        anyOf(nameMatches(u.name, needle), nameMatches(u.email, needle), phoneMatches(u.phone, needle)),
      ),
    )
    .orderBy(desc(sql`greatest(${nameScore(u.name, needle)}, ${nameScore(u.email, needle)})`), u.name)
    .limit(SEARCH_RESULTS_PER_KIND);
}

export async function findPlaces(tx: Tx, companyId: string, needle: Needle) {
  return tx
    .select({ id: l.id, name: l.name, address: l.address })
    .from(l)
    .where(
      and(eq(l.companyId, companyId), anyOf(nameMatches(l.name, needle), nameMatches(l.address, needle))),
    )
    .orderBy(desc(sql`greatest(${nameScore(l.name, needle)}, ${nameScore(l.address, needle)})`), l.name)
    .limit(SEARCH_RESULTS_PER_KIND);
}
