import { schema, type Tx } from '@curbside/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { principalCompanyColumns } from '../company/company.repository.ts';

/** The reads and writes of sessions: started, ended, touched, and read with all a principal needs. */
const s = schema.sessions;
const rma = schema.roleMenuAccess;
const dar = schema.defaultAccessRules;
const uar = schema.userAccessRules;

export async function insertSession(tx: Tx, session: typeof s.$inferInsert): Promise<void> {
  await tx.insert(s).values(session);
}

/** Ends one open session; answers the companies it belongs to and reads, or undefined when none was open. */
export async function markEnded(tx: Tx, sessionId: string, reason: string) {
  const [ended] = await tx
    .update(s)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(s.id, sessionId), isNull(s.endedAt)))
    .returning({ companyId: s.companyId, supportOf: s.supportCompanyId });
  return ended;
}

/** Ends the open sessions of a company user or a platform admin but `keepSessionId`; answers how many. */
export async function markEndedOf(
  tx: Tx,
  owner: { companyId: string; userId: string } | { platformAdminId: string },
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const ownedBy =
    'platformAdminId' in owner
      ? eq(s.platformAdminId, owner.platformAdminId)
      : and(eq(s.companyId, owner.companyId), eq(s.userId, owner.userId));
  const ended = await tx
    .update(s)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(ownedBy, isNull(s.endedAt), keepSessionId ? ne(s.id, keepSessionId) : undefined))
    .returning({ id: s.id });
  return ended.length;
}

/**
 * An open session seen since `idleSince` with its user, role, company (and package's features) or platform
 * admin. Menu and rules come in the same statement: this runs before every signed-in call.
 */
export async function liveSession(tx: Tx, sessionId: string, idleSince: Date) {
  const [row] = await tx
    .select({
      session: s,
      user: schema.users,
      role: { id: schema.roles.id, code: schema.roles.code, status: schema.roles.status },
      company: { ...principalCompanyColumns, status: schema.companies.status },
      admin: {
        id: schema.platformAdmins.id,
        name: schema.platformAdmins.name,
        email: schema.platformAdmins.email,
        status: schema.platformAdmins.status,
      },
      menuCodes: sql<
        string[]
      >`array(select ${rma.menuCode} from ${rma} where ${rma.companyId} = ${schema.users.companyId} and ${rma.roleId} = ${schema.users.roleId})`,
      defaultRules: sql<
        string[]
      >`array(select ${dar.ruleCode} from ${dar} where ${dar.companyId} = ${schema.users.companyId} and ${dar.roleId} = ${schema.users.roleId})`,
      // The package's features (ADR 63); null without a package, which has them all.
      packageFeatures: sql<
        string[] | null
      >`(select ${schema.packages.features} from ${schema.packages} where ${schema.packages.id} = ${schema.companies.packageId})`,
      ruleOverrides: sql<
        { rule: string; allowed: boolean }[]
      >`coalesce((select json_agg(json_build_object('rule', ${uar.ruleCode}, 'allowed', ${uar.allowed})) from ${uar} where ${uar.companyId} = ${schema.users.companyId} and ${uar.userId} = ${schema.users.id}), '[]'::json)`,
    })
    .from(s)
    .leftJoin(schema.users, and(eq(schema.users.companyId, s.companyId), eq(schema.users.id, s.userId)))
    .leftJoin(
      schema.roles,
      and(eq(schema.roles.companyId, schema.users.companyId), eq(schema.roles.id, schema.users.roleId)),
    )
    .leftJoin(schema.companies, eq(schema.companies.id, s.companyId))
    .leftJoin(schema.platformAdmins, eq(schema.platformAdmins.id, s.platformAdminId))
    .where(
      and(eq(s.id, sessionId), isNull(s.endedAt), gt(s.expiresAt, sql`now()`), gt(s.lastSeenAt, idleSince)),
    );
  return row;
}

/** Stamps the session, and the sign-in it came from when it has one, as seen now. */
export async function touchSession(
  tx: Tx,
  session: { id: string; companyId: string | null; loginHistoryId: string | null },
): Promise<void> {
  await tx.update(s).set({ lastSeenAt: new Date() }).where(eq(s.id, session.id));
  if (session.loginHistoryId && session.companyId) {
    await tx
      .update(schema.loginHistory)
      .set({ lastSeenAt: new Date() })
      .where(
        and(
          eq(schema.loginHistory.companyId, session.companyId),
          eq(schema.loginHistory.id, session.loginHistoryId),
        ),
      );
  }
}
