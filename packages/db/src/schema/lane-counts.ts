import { integer } from 'drizzle-orm/pg-core';
import { companyKeyedTable, companyTable } from './company-row.ts';

/**
 * How many parties a company has of each status (ADR 183): the board's lane counts, read by key instead of counting
 * a busy company's thousands of open parties on every read of the board, which was half of the database's time
 * under `bench:load`. Kept by statement triggers on `parties` (in the migration), so every path that books, moves,
 * erases or deletes a party keeps it true; their changes are applied at commit (`laneCountChanges`).
 */
export const laneCounts = companyKeyedTable(
  'lane_counts',
  {
    status: integer('status').notNull(),
    parties: integer('parties').notNull(),
  },
  (t) => [t.status],
);

/**
 * A statement's change of the company's parties of one status, waiting for its transaction's commit (ADR 183, the
 * pattern of ADR 179): the statement triggers write one row a status, and a deferred trigger (the custom migration
 * `apply_lane_count_changes`) applies all of the transaction's at once, in one order, and deletes them. A status's
 * row is then locked only inside the commit. A row is never seen outside its own transaction.
 */
export const laneCountChanges = companyTable('lane_count_changes', {
  status: integer('status').notNull(),
  /** Parties that took the status, less parties that left it. */
  delta: integer('delta').notNull(),
});
