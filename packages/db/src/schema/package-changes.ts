import { uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companyTable } from './company-row.ts';
import { packages } from './platform.ts';

/**
 * Each change of a company's package (ADR 63): from which to which, by which super-admin, when. The company's
 * own row holds the current one; this keeps the history its usage and invoices are read against.
 */
export const companyPackageChanges = companyTable('company_package_changes', {
  fromPackageId: uuid('from_package_id').references(() => packages.id),
  toPackageId: uuid('to_package_id').references(() => packages.id),
  changedByAdminId: uuid('changed_by_admin_id'),
  createdAt: createdAt(),
});
