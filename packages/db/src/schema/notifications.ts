import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { companyKeyedTable, companyTable, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/**
 * A notice in a staff member's in-app inbox (ADR 90): what it is (`kind`, worded by the web in the reader's
 * language with `params`), or a super-admin's own words (`subject`/`body`), and when it was read.
 */
export const notifications = companyTable(
  'notifications',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['limit', 'platform_message'] }).notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    subject: text('subject'),
    body: text('body'),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyRef(t, t.userId, users).onDelete('cascade'),
    // The inbox reads a person's newest first and counts their unread ones.
    index('notifications_user_idx').on(t.companyId, t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.companyId, t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** A package limit's threshold a company was told of in one period: the key makes a second telling insert nothing. */
export const limitNotices = companyKeyedTable(
  'limit_notices',
  {
    limitName: text('limit_name', { enum: ['staff', 'kiosks', 'messageSegments'] }).notNull(),
    /** The month (`YYYY-MM`, company time) the threshold was reached in. */
    period: text('period').notNull(),
    percent: integer('percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [t.limitName, t.period, t.percent],
);
