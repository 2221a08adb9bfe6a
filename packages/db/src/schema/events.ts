import { bigint } from 'drizzle-orm/pg-core';
import { companyKeyedTable } from './company-row.ts';

/**
 * How many changes each company has announced (ADR 95): every event of a company takes the next position in
 * its transaction, and a changing call's answer carries it, so another process can tell whether it has heard
 * of that change yet. The row stays locked from the event to the commit, so positions follow commit order.
 */
export const companyEventPositions = companyKeyedTable(
  'company_event_positions',
  { position: bigint('position', { mode: 'number' }).notNull() },
  () => [],
);
