import { sql } from 'drizzle-orm';
import { index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { companyTable } from './company-row.ts';

/**
 * A paired kiosk device (ADR 55): the company's kiosk it stands for and the flow it runs, and the SHA-256 of
 * the revocable token its HttpOnly cookie holds (the database alone never opens a device). A revoked device is
 * kept, with when, for the audit; its token opens nothing from then on. Pairing itself is the kiosk issue's.
 */
export const kioskDevices = companyTable(
  'kiosk_devices',
  {
    kioskId: uuid('kiosk_id').notNull(),
    flow: text('flow', { enum: ['transport', 'parking', 'waitList'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('kiosk_devices_token_hash_key').on(t.tokenHash),
    index('kiosk_devices_kiosk_idx').on(t.companyId, t.kioskId).where(sql`${t.revokedAt} is null`),
  ],
);
