import { integer, text } from 'drizzle-orm/pg-core';
import { companyKeyedTable } from './company-row.ts';

/** The kinds of rows whose guest names `search_names` holds. */
export const SEARCH_NAME_KINDS = ['party', 'permit'] as const;

/**
 * Each guest name a company's parties and permits carry, once, with how many rows carry it (ADR 146). The
 * console's search matches a typed name against these (a GiST trigram index ordered by closeness, written in
 * the migration), then reads the newest rows of the closest names by equality; matching the rows themselves
 * scored every one of thousands of `Haddad`s. Kept by statement triggers on `parties` and `parking_permits`
 * (also in the migration), so every path that books, edits, erases or deletes keeps it true; a name whose last
 * row goes is deleted with it, so an erased guest's name is not kept here.
 */
export const searchNames = companyKeyedTable(
  'search_names',
  {
    kind: text('kind', { enum: SEARCH_NAME_KINDS }).notNull(),
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [t.kind, t.name],
);
