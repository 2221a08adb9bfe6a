import { SEARCH_RESULTS_PER_KIND } from '@curbside/contract';
import { schema } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';

const n = schema.searchNames;

/** At most this many of a kind, in SQL. */
export const LIMIT = sql.raw(String(SEARCH_RESULTS_PER_KIND));

/** What `bestTen` reads for one kind of row. */
export interface Candidates {
  companyId: string;
  kind: (typeof schema.SEARCH_NAME_KINDS)[number];
  /** The typed name, or null when the key is too short to be one. */
  name: string | null;
  /** Rows whose number or room is the key: `select id, 1, closeness, at`. */
  exact: SQL;
  /** The newest rows (`LIMIT`) of one guest name: `select id, at`, by equality on the name. */
  named: (guestName: SQL) => SQL;
  /** The best rows (`LIMIT`) by another way of matching: `select id, 0, closeness, at`. */
  others: SQL[];
}

/**
 * The ids of the best ten rows of a kind (ADR 146, 151), as a sub-select: each way a row may match gives its own
 * best ten at most, and the union is ranked as the search ranks (exact first, then closest, then newest), so the
 * caller's query reads ten rows by id. Names come from `search_names` through its GIN trigram index: the ten
 * closest, and of names as close, those whose newest row is newest; then each name's newest ten rows off the
 * (company, name, time, id) index. A row of a name not among them is beaten by ten others (the newest row of each
 * of the ten names is as close and at least as new), so the union holds the best ten; ties of closeness are the
 * rule (60 `… Johnson`s for `Jonson`), and reading ten names' rows rather than every tied name's is the saving.
 */
export function bestTen(candidates: Candidates): SQL {
  const { companyId, kind, name } = candidates;
  const ways = [candidates.exact, ...candidates.others];
  if (name) {
    const closest = sql`select ${n.name} as name, word_similarity(${name}, ${n.name}) as closeness
      from ${n} where ${n.companyId} = ${companyId} and ${n.kind} = ${kind} and ${name} <% ${n.name}
      order by 2 desc, ${n.newest} desc nulls last limit ${LIMIT}`;
    ways.push(sql`select hits.id, 0, names.closeness, hits.at from (${closest}) names
      cross join lateral (${candidates.named(sql`names.name`)}) hits (id, at)`);
  }
  const union = sql.join(
    ways.map((way) => sql`(${way})`),
    sql` union all `,
  );
  return sql`select found.id from (${union}) found (id, exact, closeness, at)
    group by found.id order by max(found.exact) desc, max(found.closeness) desc, max(found.at) desc limit ${LIMIT}`;
}
