import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKeyedTable, companyTable } from './company-row.ts';

/** The kinds of rows whose guest names `search_names` holds. */
export const SEARCH_NAME_KINDS = ['party', 'permit'] as const;

/**
 * Each guest name a company's parties and permits carry, once, with how many rows carry it (ADR 146). The
 * console's search matches a typed name against these (a GIN trigram index, written in the migration, ADR 151),
 * then reads the newest rows of the closest names by equality; matching the rows themselves
 * scored every one of thousands of `Haddad`s. Kept by statement triggers on `parties` and `parking_permits`
 * (also in the migration), so every path that books, edits, erases or deletes keeps it true; a name whose last
 * row goes is deleted with it, so an erased guest's name is not kept here. The triggers' changes are applied at
 * commit (`searchNameChanges`, ADR 179).
 */
export const searchNames = companyKeyedTable(
  'search_names',
  {
    kind: text('kind', { enum: SEARCH_NAME_KINDS }).notNull(),
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
    /**
     * The newest time (a party's `scheduled_at`, a permit's `starts_at`) of the rows carrying the name: of names
     * as close to a key, the search reads the rows of the ten newest only (ADR 151).
     */
    newest: timestamp('newest', { withTimezone: true }),
  },
  (t) => [t.kind, t.name],
);

/**
 * A statement's change of one guest name, waiting for its transaction's commit (ADR 179): the statement triggers
 * write one row a name, and a deferred trigger (the custom migration `apply_search_name_change`) applies it to
 * `search_names` and deletes it, inside the commit. A name's row is then locked only from there to the end of the
 * commit: two bookings of the same name no longer queue for each other's whole transaction. A row is never seen
 * outside its own transaction.
 */
export const searchNameChanges = companyTable('search_name_changes', {
  kind: text('kind', { enum: SEARCH_NAME_KINDS }).notNull(),
  name: text('name').notNull(),
  /** Rows that took the name, less rows that left it. */
  delta: integer('delta').notNull(),
  /** The newest time among the rows that took the name; null when none did. */
  arrived: timestamp('arrived', { withTimezone: true }),
  /** The newest time among the rows that left the name; null when none did. */
  departed: timestamp('departed', { withTimezone: true }),
});
