import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companyKey, companyRow } from './company-row.ts';

/** The kinds of guest or company accounts a room charge or account payment is booked to. */
export const accountTypes = pgTable(
  'account_types',
  {
    ...companyRow(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    ...timestamps(),
  },
  (t) => [
    companyKey(t),
    uniqueIndex('account_types_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
