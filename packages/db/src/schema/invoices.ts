import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, tstz } from './columns.ts';
import { companyTable } from './company-row.ts';
import { packages } from './platform.ts';

/**
 * What the platform bills a company for one month (ADR 103): the package's price then, in the platform's
 * currency; open until the super-admin records it paid (by hand, or by card once a card adapter pays it) or
 * voids it. A company reads its own; only the platform writes them (`PLATFORM_KEPT_TABLES`).
 */
export const invoices = companyTable(
  'invoices',
  {
    /** The month billed, `YYYY-MM`. */
    period: text('period').notNull(),
    packageId: uuid('package_id').references(() => packages.id),
    packageName: text('package_name').notNull(),
    amountCents: money('amount_cents').notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: ['open', 'paid', 'void'] })
      .notNull()
      .default('open'),
    method: text('method', { enum: ['card', 'hand'] }),
    reference: text('reference'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_company_period_key').on(t.companyId, t.period),
    // The accounting list reads every company's newest months first, often one state only.
    index('invoices_period_idx').on(t.period, t.state),
    check('invoices_amount_not_negative', sql`${t.amountCents} >= 0`),
    check(
      'invoices_paid_has_method',
      sql`(${t.state} = 'paid') = (${t.paidAt} is not null and ${t.method} is not null)`,
    ),
  ],
);
