import type { Tx } from '@curbside/db';
import { featureOfScreen, isAccessRuleCode, packageHas } from '@curbside/domain';
import type { CompanyUserPrincipal, PlatformPrincipal } from '../../context.ts';
import { companyFormatsOf } from '../company/company-formats.ts';
import * as grants from './support.repository.ts';

/** The role name a support view shows where a person's role would be. */
export const SUPPORT_ROLE = 'SUPPORT';

/**
 * A super-admin's session marked to read `companyId` as support (ADR 116), as the company's principal: its
 * administrator role's screens and rules, read-only (the mount refuses every change), until the grant ends. When
 * no grant is in force any longer (revoked, expired, the company deactivated) the mark is cleared and the session
 * is the platform's again: null.
 */
export async function supportPrincipal(
  tx: Tx,
  admin: PlatformPrincipal,
  companyId: string,
): Promise<CompanyUserPrincipal | null> {
  const view = await grants.supportViewOf(tx, companyId);
  if (!view) {
    await grants.setSupportCompany(tx, admin.sessionId, null);
    return null;
  }
  const features = view.packageFeatures ? new Set(view.packageFeatures) : null;
  return {
    kind: 'user',
    sessionId: admin.sessionId,
    loginHistoryId: null,
    userId: admin.adminId,
    companyId,
    companyName: view.company.name,
    companyTimeZone: view.company.timeZone,
    companyCurrency: view.company.currency,
    ...companyFormatsOf(view.company),
    roleId: view.roleId,
    roleCode: SUPPORT_ROLE,
    name: admin.name,
    email: admin.email,
    phone: null,
    canBeDriver: false,
    menuCodes: new Set(view.menuCodes.filter((code) => packageHas(features, featureOfScreen(code)))),
    rules: new Set(view.defaultRules.filter(isAccessRuleCode)),
    packageFeatures: features,
    support: { adminId: admin.adminId, until: view.until },
  };
}
