import type { PackagePlan, packagePlans } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TableStoreOptions } from '../../resources/table-store.ts';
import { ownColumns } from '../../resources/table-store.ts';

const p = schema.packages;
const status = (active: boolean) => (active ? ('active' as const) : ('inactive' as const));

/** The columns of a package as the contract's item names them. */
const columns = {
  ...ownColumns(p, 'id', 'name', 'monthlyPriceCents', 'maxStaffUsers', 'maxKiosks', 'messageQuota'),
  // Written only through the input's enum of features, so every stored code is one the contract knows.
  features: sql<PackagePlan['features']>`${p.features}`,
  active: sql<boolean>`${p.status} = 'active'`,
};

/** The store of the packages, a platform table (ADR 62). */
export const packageStore: Omit<TableStoreOptions<typeof packagePlans, typeof p>, 'table'> = {
  columns,
  search: [p.name],
  sort: { name: p.name, monthlyPriceCents: [p.monthlyPriceCents, p.name], active: [p.status, p.name] },
  filter: (query) => [query.active === undefined ? undefined : eq(p.status, status(query.active))],
  values: ({ active, features, ...input }) => ({
    ...input,
    features: [...new Set(features)],
    status: status(active),
  }),
};

/** One package, or undefined. */
export async function packageOf(tx: Tx, id: string): Promise<PackagePlan | undefined> {
  const [row] = await tx.select(columns).from(p).where(eq(p.id, id));
  return row;
}

/** The company's package id, with its row locked so two changes of it take turns; undefined for no company. */
export async function lockCompanyPackage(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ packageId: schema.companies.packageId })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId))
    .for('update');
  return row;
}

export async function setCompanyPackage(
  tx: Tx,
  companyId: string,
  change: { from: string | null; to: string | null; by: string },
) {
  await tx
    .update(schema.companies)
    .set({ packageId: change.to, updatedAt: new Date() })
    .where(eq(schema.companies.id, companyId));
  await tx.insert(schema.companyPackageChanges).values({
    companyId,
    fromPackageId: change.from,
    toPackageId: change.to,
    changedByAdminId: change.by,
  });
}

/** The company's limits now: its package's, or none without a package. */
export async function companyLimits(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ maxStaffUsers: p.maxStaffUsers, maxKiosks: p.maxKiosks })
    .from(schema.companies)
    .innerJoin(p, eq(p.id, schema.companies.packageId))
    .where(eq(schema.companies.id, companyId));
  return row ?? { maxStaffUsers: null, maxKiosks: null };
}

/** The company's active rows of a table its package limits: its staff users, or its kiosks. */
export async function activeCount(
  tx: Tx,
  table: typeof schema.users | typeof schema.kiosks,
  companyId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.status, 'active')));
  return row?.n ?? 0;
}
