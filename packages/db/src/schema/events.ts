import { bigint, text } from 'drizzle-orm/pg-core';
import { companyKeyedTable, companyTable } from './company-row.ts';

/**
 * How many changes each company has announced (ADR 95): every event of a company takes the next position as its
 * transaction commits, and a changing call's answer carries it, so another process can tell whether it has heard
 * of that change yet. The database numbers them inside the commit (ADR 148), so positions follow commit order.
 */
export const companyEventPositions = companyKeyedTable(
  'company_event_positions',
  { position: bigint('position', { mode: 'number' }).notNull() },
  () => [],
);

/**
 * A company's event waiting for its transaction's commit (ADR 148). A deferred trigger (the custom migration
 * `announce_at_commit`) gives it the company's next position, sends it with NOTIFY and deletes the row, all
 * inside the commit: the company's position row is locked only from there to the end of the commit, never while
 * the application holds the transaction open. A row is never seen outside its own transaction.
 */
export const announcedEvents = companyTable('announced_events', { payload: text('payload').notNull() });
