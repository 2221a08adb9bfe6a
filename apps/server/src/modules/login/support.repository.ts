import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { principalCompanyColumns } from '../company/company.repository.ts';

const grants = schema.supportGrants;
const rma = schema.roleMenuAccess;
const dar = schema.defaultAccessRules;
const inForce = (companyId?: string) =>
  and(
    companyId ? eq(grants.companyId, companyId) : undefined,
    isNull(grants.revokedAt),
    gt(grants.expiresAt, sql`now()`),
  );

/** The company's grant in force (the latest, should two overlap), with the name of who gave it. */
export async function grantInForce(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      id: grants.id,
      grantedAt: grants.grantedAt,
      expiresAt: grants.expiresAt,
      grantedBy: schema.users.name,
    })
    .from(grants)
    .innerJoin(
      schema.users,
      and(eq(schema.users.companyId, grants.companyId), eq(schema.users.id, grants.grantedBy)),
    )
    .where(inForce(companyId))
    .orderBy(desc(grants.expiresAt))
    .limit(1);
  return row;
}

/** Ends every grant of the company in force; answers how many there were. */
export async function revokeGrants(tx: Tx, companyId: string, by: string): Promise<number> {
  const revoked = await tx
    .update(grants)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(inForce(companyId))
    .returning({ id: grants.id });
  return revoked.length;
}

export async function insertGrant(tx: Tx, companyId: string, by: string, hours: number) {
  const [row] = await tx
    .insert(grants)
    .values({ companyId, grantedBy: by, expiresAt: sql`now() + make_interval(hours => ${hours})` })
    .returning({ id: grants.id });
  return row?.id;
}

/** Every company's grant in force, in platform scope, the soonest to end first. */
export async function grantsInForce(tx: Tx) {
  return tx
    .select({
      companyId: grants.companyId,
      companyName: schema.companies.name,
      expiresAt: sql<Date>`max(${grants.expiresAt})`.mapWith(grants.expiresAt),
    })
    .from(grants)
    .innerJoin(schema.companies, eq(schema.companies.id, grants.companyId))
    .where(and(inForce(), eq(schema.companies.status, 'active')))
    .groupBy(grants.companyId, schema.companies.name)
    .orderBy(asc(sql`max(${grants.expiresAt})`));
}

/** Marks (or clears, with null) the company a super-admin's session reads as support. */
export async function setSupportCompany(tx: Tx, sessionId: string, companyId: string | null) {
  await tx
    .update(schema.sessions)
    .set({ supportCompanyId: companyId })
    .where(eq(schema.sessions.id, sessionId));
}

/**
 * What a support view of a company is made of, while its grant is in force: the company, when the grant
 * ends, and its administrator role's screens and default rules (what support reads is what an administrator
 * sees). Nothing while no grant is in force or the company is not active.
 */
export async function supportViewOf(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      company: principalCompanyColumns,
      until: sql<Date>`(select max(${grants.expiresAt}) from ${grants} where ${inForce(companyId)})`.mapWith(
        grants.expiresAt,
      ),
      roleId: schema.roles.id,
      menuCodes: sql<
        string[]
      >`array(select ${rma.menuCode} from ${rma} where ${rma.companyId} = ${companyId} and ${rma.roleId} = ${schema.roles.id})`,
      defaultRules: sql<
        string[]
      >`array(select ${dar.ruleCode} from ${dar} where ${dar.companyId} = ${companyId} and ${dar.roleId} = ${schema.roles.id})`,
      packageFeatures: sql<
        string[] | null
      >`(select ${schema.packages.features} from ${schema.packages} where ${schema.packages.id} = ${schema.companies.packageId})`,
    })
    .from(schema.companies)
    .innerJoin(
      schema.roles,
      and(eq(schema.roles.companyId, schema.companies.id), eq(schema.roles.code, 'ADMIN')),
    )
    .where(and(eq(schema.companies.id, companyId), eq(schema.companies.status, 'active')));
  return row?.until ? { ...row, until: row.until } : undefined;
}
