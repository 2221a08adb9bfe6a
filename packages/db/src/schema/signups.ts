import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tstz } from './columns.ts';

/**
 * A hotel's own sign-up (`/auth/registerformik`) waiting for its e-mail address to be proved. Only the hash of
 * the e-mailed code is kept; the company is made when the code comes back, so an unproved address makes
 * nothing. The platform's alone: row-level security lets only platform scope near it (hand-written policy).
 */
export const companySignups = pgTable(
  'company_signups',
  {
    id: primaryId().primaryKey(),
    email: text('email').notNull(),
    /** The company and administrator as the form sent them (the contract's checked body, without secrets). */
    details: jsonb('details').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('company_signups_email_idx').on(sql`lower(${t.email})`)],
);
