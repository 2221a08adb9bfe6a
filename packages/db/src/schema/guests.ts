import { boolean, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { companyKeyedTable } from './company-row.ts';

/**
 * A guest's answer to the company's marketing (ADR 120): recorded by staff when the guest gives or withdraws
 * it, keyed by the guest's `guest_ref` (their e-mail or a phone's digits, ADR 136). No row reads "not asked": marketing
 * goes only to guests who said yes. Erasure deletes the row with the rest of the guest (ADR 121).
 */
export const guestMarketingConsents = companyKeyedTable(
  'guest_marketing_consents',
  {
    guestRef: text('guest_ref').notNull(),
    optedIn: boolean('opted_in').notNull(),
    changedBy: uuid('changed_by'),
    changedAt: tstz('changed_at').notNull().defaultNow(),
  },
  (t) => [t.guestRef],
);
