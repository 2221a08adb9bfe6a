import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, tstz } from './columns.ts';
import { companies } from './platform.ts';

/**
 * The append-only record of every change: who, when, what, before and after. Platform-wide changes have no
 * company and are seen by the super-admin only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId().primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    at: tstz('at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorPlatformAdminId: uuid('actor_platform_admin_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_company_time_idx').on(t.companyId, t.at)],
);
