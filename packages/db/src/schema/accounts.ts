import { pgTable, text } from 'drizzle-orm/pg-core';
import { activeStatus, timestamps } from './columns.ts';
import { companyKey, companyRow, uniqueNamePerCompany } from './company-row.ts';

/** The kinds of guest or company accounts a room charge or account payment is booked to. */
export const accountTypes = pgTable(
  'account_types',
  {
    ...companyRow(),
    name: text('name').notNull(),
    description: text('description'),
    status: activeStatus(),
    ...timestamps(),
  },
  (t) => [companyKey(t), uniqueNamePerCompany('account_types', t)],
);
