import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tstz } from './columns.ts';
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
    kind: text('kind', { enum: ['limit', 'kiosk_quiet', 'platform_message'] }).notNull(),
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

/**
 * Which roles hear of a staff-notice event, and how (ADR 99). No row means the product's default
 * (`STAFF_NOTICE_DEFAULTS` of `@curbside/domain`), which stays in code so it cannot drift from the events.
 */
export const staffNoticeSettings = companyKeyedTable(
  'staff_notice_settings',
  {
    event: text('event').notNull(),
    /** The roles told, by code: a role added later with one of these codes is told too. */
    roles: text('roles').array().notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
  },
  (t) => [t.event],
);
