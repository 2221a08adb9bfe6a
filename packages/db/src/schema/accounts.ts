import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, primaryId, updatedAt } from './columns.ts';
import { companies } from './platform.ts';

/** The kinds of guest or company accounts a room charge or account payment is booked to. */
export const accountTypes = pgTable(
  'account_types',
  {
    companyId: companyId().references(() => companies.id),
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('account_types_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
