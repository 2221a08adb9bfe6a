import { publishEvent, schema, type Tx } from '@curbside/db';
import { effectiveRules, featureOfScreen, isAccessRuleCode, packageHas } from '@curbside/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { PlatformPrincipal, Principal } from '../../context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { SESSIONS_ENDED } from '../../memory.ts';
import { sessionIdOf } from '../../plugins/session.ts';
import { companyFormatsOf } from '../company/company-formats.ts';
import { supportPrincipal } from './support-view.ts';

const rma = schema.roleMenuAccess;
const dar = schema.defaultAccessRules;
const uar = schema.userAccessRules;

/** Only `last_seen_at` older than this is written again, so reading a page does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;
/** How long a super-admin has between the password and the second step (ADR 105). */
const PENDING_STEP_MINUTES = 15;

export interface NewSession {
  token: string;
  id: string;
}

/**
 * Starts a session. The cookie carries a random 256-bit token; the database keeps only its hash, which is
 * the session id.
 */
export async function createSession(
  tx: Tx,
  config: Config,
  owner:
    | { companyId: string; userId: string; loginHistoryId: string }
    | { platformAdminId: string; pendingStep?: 'verify' | 'enrol' },
): Promise<NewSession> {
  const token = randomToken();
  const id = sessionIdOf(token);
  // A session owing its second step lasts minutes, not the days of a full one.
  const lifetimeMs =
    'pendingStep' in owner && owner.pendingStep
      ? PENDING_STEP_MINUTES * 60_000
      : config.sessionAbsoluteHours * 3_600_000;
  await tx.insert(schema.sessions).values({ id, ...owner, expiresAt: new Date(Date.now() + lifetimeMs) });
  return { token, id };
}

/**
 * Ends a session. The event tells every server process to forget the principals it keeps of the company
 * (ADR 45); it names nothing a browser shows.
 */
export async function endSession(tx: Tx, sessionId: string, reason: string): Promise<void> {
  const [ended] = await tx
    .update(schema.sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.endedAt)))
    .returning({ companyId: schema.sessions.companyId, supportOf: schema.sessions.supportCompanyId });
  if (ended) await publishEvent(tx, { companyId: ended.companyId, type: SESSIONS_ENDED, tags: [] });
  // A support view's principal is kept under the company it reads (ADR 116): that company's processes forget it.
  if (ended?.supportOf)
    await publishEvent(tx, { companyId: ended.supportOf, type: SESSIONS_ENDED, tags: [] });
}

/** Ends every open session of a company user or of a platform admin, except `keepSessionId` when given. */
export async function endSessionsOf(
  tx: Tx,
  owner: { companyId: string; userId: string } | { platformAdminId: string },
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  const ownedBy =
    'platformAdminId' in owner
      ? eq(schema.sessions.platformAdminId, owner.platformAdminId)
      : and(eq(schema.sessions.companyId, owner.companyId), eq(schema.sessions.userId, owner.userId));
  const ended = await tx
    .update(schema.sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        ownedBy,
        isNull(schema.sessions.endedAt),
        keepSessionId ? ne(schema.sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: schema.sessions.id });
  if (ended.length > 0) {
    const companyId = 'companyId' in owner ? owner.companyId : null;
    await publishEvent(tx, { companyId, type: SESSIONS_ENDED, tags: [] });
  }
}

/**
 * The principal behind a session cookie, or null when the session is unknown, ended, expired, idle too long,
 * or its user or company is no longer active (then the session is ended here). Runs in platform scope.
 */
export async function loadPrincipal(tx: Tx, config: Config, token: string): Promise<Principal | null> {
  const sessionId = sessionIdOf(token);
  const idleSince = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  const [row] = await tx
    .select({
      session: schema.sessions,
      user: schema.users,
      role: { id: schema.roles.id, code: schema.roles.code, status: schema.roles.status },
      company: {
        name: schema.companies.name,
        timeZone: schema.companies.timeZone,
        currency: schema.companies.currency,
        country: schema.companies.country,
        clock: schema.companies.clock,
        status: schema.companies.status,
      },
      admin: {
        id: schema.platformAdmins.id,
        name: schema.platformAdmins.name,
        email: schema.platformAdmins.email,
        status: schema.platformAdmins.status,
      },
      // Menu and rules come in the same statement: this runs before every signed-in call.
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
    .from(schema.sessions)
    .leftJoin(
      schema.users,
      and(eq(schema.users.companyId, schema.sessions.companyId), eq(schema.users.id, schema.sessions.userId)),
    )
    .leftJoin(
      schema.roles,
      and(eq(schema.roles.companyId, schema.users.companyId), eq(schema.roles.id, schema.users.roleId)),
    )
    .leftJoin(schema.companies, eq(schema.companies.id, schema.sessions.companyId))
    .leftJoin(schema.platformAdmins, eq(schema.platformAdmins.id, schema.sessions.platformAdminId))
    .where(
      and(
        eq(schema.sessions.id, sessionId),
        isNull(schema.sessions.endedAt),
        gt(schema.sessions.expiresAt, sql`now()`),
        gt(schema.sessions.lastSeenAt, idleSince),
      ),
    );
  if (!row) return null;

  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await tx.update(schema.sessions).set({ lastSeenAt: new Date() }).where(eq(schema.sessions.id, sessionId));
    if (row.session.loginHistoryId && row.session.companyId) {
      await tx
        .update(schema.loginHistory)
        .set({ lastSeenAt: new Date() })
        .where(
          and(
            eq(schema.loginHistory.companyId, row.session.companyId),
            eq(schema.loginHistory.id, row.session.loginHistoryId),
          ),
        );
    }
  }

  if (row.admin) {
    if (row.admin.status !== 'active') {
      await endSession(tx, sessionId, 'deactivated');
      return null;
    }
    const admin: PlatformPrincipal = {
      kind: 'platform',
      sessionId,
      adminId: row.admin.id,
      name: row.admin.name,
      email: row.admin.email,
      pendingStep: row.session.pendingStep,
    };
    const supportOf = row.session.supportCompanyId;
    if (!supportOf || admin.pendingStep) return admin;
    return (await supportPrincipal(tx, admin, supportOf)) ?? admin;
  }

  const { user, role, company } = row;
  if (!user || !role || !company || user.status !== 'active' || company.status !== 'active') {
    await endSession(tx, sessionId, 'deactivated');
    return null;
  }
  const features = row.packageFeatures ? new Set(row.packageFeatures) : null;
  const overrides = row.ruleOverrides.flatMap((o) =>
    isAccessRuleCode(o.rule) ? [{ rule: o.rule, allowed: o.allowed }] : [],
  );
  return {
    kind: 'user',
    sessionId,
    loginHistoryId: row.session.loginHistoryId,
    userId: user.id,
    companyId: user.companyId,
    companyName: company.name,
    companyTimeZone: company.timeZone,
    companyCurrency: company.currency,
    ...companyFormatsOf(company),
    roleId: role.id,
    roleCode: role.code,
    name: user.name,
    email: user.email,
    phone: user.phone,
    canBeDriver: user.canBeDriver,
    // A screen of a feature outside the package leaves the menu (and its `screen:` calls) at once.
    menuCodes: new Set(row.menuCodes.filter((code) => packageHas(features, featureOfScreen(code)))),
    rules: effectiveRules(row.defaultRules.filter(isAccessRuleCode), overrides),
    packageFeatures: features,
  };
}
