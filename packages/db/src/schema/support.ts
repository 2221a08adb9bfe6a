import { sql } from 'drizzle-orm';
import { check, index, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { companyTable, sameCompanyRef } from './company-row.ts';
import { users } from './identity.ts';

/**
 * A company administrator's leave for the platform's support to read the company's data until `expires_at`
 * (ADR 116). Without one in force, the super-admin cannot open the company's screens; revoking ends it at once.
 * A company's row: its administrators see and change their own grants, the platform reads them in its scope.
 */
export const supportGrants = companyTable(
  'support_grants',
  {
    grantedBy: uuid('granted_by').notNull(),
    grantedAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedBy: uuid('revoked_by'),
  },
  (t) => [
    sameCompanyRef(t, t.grantedBy, users),
    check('support_grants_expire_after_granted', sql`${t.expiresAt} > ${t.grantedAt}`),
    // The grant in force is the latest unrevoked one: looked up on every request of a support view.
    index('support_grants_active_idx')
      .on(t.companyId, t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);
