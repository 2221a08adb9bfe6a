import {
  DEFAULT_RULES_BY_ROLE,
  MENU_CATALOGUE,
  SEEDED_ROLE_CODES,
  SEEDED_ROLE_NAMES,
  type SeededRoleCode,
} from '@curbside/domain';
import type { Tx } from './client.ts';
import {
  accountTypes,
  companies,
  companyPackageChanges,
  defaultAccessRules,
  roleMenuAccess,
  roles,
} from './schema/index.ts';

/** The account types every new company starts with. */
export const DEFAULT_ACCOUNT_TYPES = [
  { name: 'Room charge', description: "Charged to the guest's room folio." },
  { name: 'Corporate account', description: 'Billed to a company with a direct-billing agreement.' },
  { name: 'Group / event master account', description: "Charged to a group's or event's master folio." },
] as const;

export interface NewCompany {
  name: string;
  timeZone: string;
  currency: string;
  /** ISO 3166-1 alpha-2; the column's default (US) when not given. */
  country?: string;
  packageId?: string | null;
}

/**
 * Creates a company with the seeded roles, each with its default screens and access rules, and the
 * default account types. Runs in platform
 * scope (the company does not exist yet).
 */
export async function provisionCompany(
  tx: Tx,
  input: NewCompany,
): Promise<{ companyId: string; roleIds: Record<SeededRoleCode, string> }> {
  const [company] = await tx
    .insert(companies)
    .values({ ...input, packageId: input.packageId ?? null })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  const companyId = company.id;
  // The package history starts with the company (ADR 63): its usage and invoices are read against it.
  if (input.packageId) {
    await tx
      .insert(companyPackageChanges)
      .values({ companyId, fromPackageId: null, toPackageId: input.packageId });
  }
  const created = await tx
    .insert(roles)
    .values(SEEDED_ROLE_CODES.map((code) => ({ companyId, code, name: SEEDED_ROLE_NAMES[code] })))
    .returning({ id: roles.id, code: roles.code });
  const roleIds = Object.fromEntries(created.map((role) => [role.code, role.id])) as Record<
    SeededRoleCode,
    string
  >;

  const menuRows = MENU_CATALOGUE.flatMap((item) =>
    item.defaultRoles.map((code: SeededRoleCode) => ({
      companyId,
      roleId: roleIds[code],
      menuCode: item.code,
    })),
  );
  if (menuRows.length > 0) await tx.insert(roleMenuAccess).values(menuRows);
  const ruleRows = SEEDED_ROLE_CODES.flatMap((code) =>
    DEFAULT_RULES_BY_ROLE[code].map((ruleCode) => ({ companyId, roleId: roleIds[code], ruleCode })),
  );
  if (ruleRows.length > 0) await tx.insert(defaultAccessRules).values(ruleRows);
  await tx.insert(accountTypes).values(DEFAULT_ACCOUNT_TYPES.map((type) => ({ companyId, ...type })));
  return { companyId, roleIds };
}
