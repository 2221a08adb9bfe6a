import { inScope, publishEvent } from '@curbside/db';
import type {
  CompanyUserPrincipal,
  Deps,
  PlatformPrincipal,
  Principal,
  RequestContext,
} from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { SESSIONS_ENDED } from '../../memory.ts';
import { audit } from '../../plugins/audit.ts';
import { changeInCompany, inCompany } from '../../resources/company-change.ts';
import * as grants from './support.repository.ts';

const grantView = (row: { id: string; grantedAt: Date; expiresAt: Date; grantedBy: string }) => ({
  id: row.id,
  grantedAt: row.grantedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  grantedBy: row.grantedBy,
});

/** `Company/GetSupportAccess`: the company's grant in force, if any. */
export const supportAccess = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) => {
    const row = await grants.grantInForce(tx, caller.companyId);
    return { grant: row ? grantView(row) : null };
  });

/**
 * `Company/GrantSupportAccess`: support may read the company for `hours` from now. A grant in force is replaced
 * (revoked, then the new one made), so one grant at most is in force and its end is the one just chosen.
 */
export const grantSupportAccess = (
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  hours: number,
) =>
  changeInCompany(deps, ctx, caller, async (tx) => {
    const before = await grants.grantInForce(tx, caller.companyId);
    await grants.revokeGrants(tx, caller.companyId, caller.userId);
    await grants.insertGrant(tx, caller.companyId, caller.userId, hours);
    const after = await grants.grantInForce(tx, caller.companyId);
    if (!after) throw notFound('support_grant');
    const result = grantView(after);
    return {
      result,
      change: {
        action: 'support_grant.granted',
        entity: 'support_grant',
        entityId: after.id,
        before: before ? grantView(before) : null,
        after: { ...result, hours },
      },
    };
  });

/** `Company/RevokeSupportAccess`: ends the grant in force at once; a support view of the company ends with it. */
export const revokeSupportAccess = (deps: Deps, ctx: RequestContext, caller: CompanyUserPrincipal) =>
  changeInCompany(deps, ctx, caller, async (tx) => {
    const before = await grants.grantInForce(tx, caller.companyId);
    const revoked = (await grants.revokeGrants(tx, caller.companyId, caller.userId)) > 0;
    return {
      result: { revoked },
      change: {
        action: 'support_grant.revoked',
        entity: 'support_grant',
        entityId: before?.id ?? null,
        before: before ? grantView(before) : null,
        after: { revoked },
      },
    };
  });

/** `Company/GetSupportGrants`: the companies whose grant is in force, for the super-admin. */
export const supportGrants = (deps: Deps) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => ({
    items: (await grants.grantsInForce(tx)).map((row) => ({
      companyId: row.companyId,
      companyName: row.companyName,
      expiresAt: row.expiresAt.toISOString(),
    })),
  }));

/**
 * `Company/StartSupportView`: marks the super-admin's session to read the company as support, while its grant
 * is in force (403 SUPPORT_NOT_GRANTED otherwise; an unknown company is 404 at the mount, as on every platform
 * call, ADR 145: the super-admin lists every company anyway). Recorded in the company's audit log.
 */
export const startSupportView = (
  deps: Deps,
  ctx: RequestContext,
  caller: PlatformPrincipal,
  companyId: string,
) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const view = await grants.supportViewOf(tx, companyId);
    if (!view) throw forbidden('The company has given support no access now.', 'SUPPORT_NOT_GRANTED');
    await grants.setSupportCompany(tx, caller.sessionId, companyId);
    await audit(tx, ctx, {
      companyId,
      action: 'support.view_started',
      entity: 'support_view',
      entityId: caller.sessionId.slice(0, 12),
      before: { viewing: null },
      after: { viewing: view.company.name, until: view.until.toISOString() },
    });
    // The platform principal kept for this session is forgotten: its next request is the company's view.
    await publishEvent(tx, { companyId: null, type: SESSIONS_ENDED, tags: [] });
    return { companyId, expiresAt: view.until.toISOString() };
  });

/** `Company/LeaveSupportView`: back to the platform's console; a session viewing nothing has nothing to leave. */
export const leaveSupportView = (deps: Deps, ctx: RequestContext, caller: Principal) => {
  if (caller.kind !== 'user' || !caller.support) return { left: false };
  const viewing = caller;
  return inScope(deps.db, { kind: 'platform' }, async (tx) => {
    await grants.setSupportCompany(tx, viewing.sessionId, null);
    await audit(tx, ctx, {
      companyId: viewing.companyId,
      action: 'support.view_ended',
      entity: 'support_view',
      entityId: viewing.sessionId.slice(0, 12),
      before: { viewing: viewing.companyName },
      after: { viewing: null },
    });
    return { left: true };
  });
};
