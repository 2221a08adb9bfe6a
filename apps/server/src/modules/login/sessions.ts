import { publishEvent, type Tx } from '@curbside/db';
import { effectiveRules, featureOfScreen, isAccessRuleCode, packageHas } from '@curbside/domain';
import type { Config } from '../../config.ts';
import type { PlatformPrincipal, Principal } from '../../context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { SESSIONS_ENDED } from '../../memory.ts';
import { sessionIdOf } from '../../plugins/session.ts';
import { companyFormatsOf } from '../company/company-formats.ts';
import * as sessions from './sessions.repository.ts';
import { supportPrincipal } from './support-view.ts';

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
  await sessions.insertSession(tx, { id, ...owner, expiresAt: new Date(Date.now() + lifetimeMs) });
  return { token, id };
}

/**
 * Ends a session. The event tells every server process to forget the principals it keeps of the company
 * (ADR 45); it names nothing a browser shows.
 */
export async function endSession(tx: Tx, sessionId: string, reason: string): Promise<void> {
  const ended = await sessions.markEnded(tx, sessionId, reason);
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
  const ended = await sessions.markEndedOf(tx, owner, reason, keepSessionId);
  if (ended > 0) {
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
  const row = await sessions.liveSession(tx, sessionId, idleSince);
  if (!row) return null;

  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await sessions.touchSession(tx, row.session);
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
