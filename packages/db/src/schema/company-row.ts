import { sql } from 'drizzle-orm';
import { type AnyPgColumn, foreignKey, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeStatus, companyId, primaryId, timestamps } from './columns.ts';
import { companies } from './platform.ts';

/**
 * The key columns of a company's row: `company_id` leads every key (ADR 5), then the row's own `id`. Apart
 * from columns.ts, which platform.ts itself uses, so that the two do not import each other.
 */
export const companyRow = () => ({
  companyId: companyId().references(() => companies.id),
  id: primaryId(),
});

interface CompanyKeyed {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** A company row's primary key: its company, then its own id. */
export const companyKey = (t: CompanyKeyed) => primaryKey({ columns: [t.companyId, t.id] });

/**
 * A reference from a company row to another row of the same company: the company id is part of the foreign key,
 * so no row can point into another company.
 */
export const sameCompanyRef = (t: { companyId: AnyPgColumn }, column: AnyPgColumn, target: CompanyKeyed) =>
  foreignKey({ columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] });

/** A name used once per company in any case: the unique index `<table>_company_name_key` on lower(name). */
export const uniqueNamePerCompany = (table: string, t: { companyId: AnyPgColumn; name: AnyPgColumn }) =>
  uniqueIndex(`${table}_company_name_key`).on(t.companyId, sql`lower(${t.name})`);

/**
 * A company's list of kinds (account types, parking types): a name unique in the company in any case, an
 * optional description, active or inactive.
 */
export const companyKindsTable = (table: string) =>
  pgTable(
    table,
    {
      ...companyRow(),
      name: text('name').notNull(),
      description: text('description'),
      status: activeStatus(),
      ...timestamps(),
    },
    (t) => [companyKey(t), uniqueNamePerCompany(table, t)],
  );
