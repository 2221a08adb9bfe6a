import { SUPPORT_GRANT_MAX_HOURS } from '@curbside/domain';
import { z } from 'zod';
import { id, itemsOf, timestamp } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';

/** A company's leave for the platform's support to read its data, as the company sees it. */
export const supportGrant = z.object({
  id,
  grantedAt: timestamp,
  expiresAt: timestamp,
  grantedBy: z.string(),
});

/** A grant in force, as the super-admin sees it: the company that gave it, and until when. */
export const supportGrantOfCompany = z.object({
  companyId: id,
  companyName: z.string(),
  expiresAt: timestamp,
});
export type SupportGrantOfCompany = z.infer<typeof supportGrantOfCompany>;

/**
 * Support access (ADR 116): a company's administrator lets the platform's support read the company's data for a
 * few hours, and may revoke it at any time; while a grant is in force the super-admin may open the company's
 * screens read-only, every read recorded in the company's audit log.
 */
export const supportEntries = {
  getSupportAccess: endpoint({
    method: 'GET',
    path: 'Company/GetSupportAccess',
    summary: "The company's grant of support access in force, if any.",
    permission: 'screen:Subscription/MyCompany',
    reads: ['supportGrants'],
    query: noQuery,
    body: noBody,
    response: z.object({ grant: supportGrant.nullable() }),
  }),
  grantSupportAccess: endpoint({
    method: 'POST',
    path: 'Company/GrantSupportAccess',
    summary:
      "Lets the platform's support read the company's data for `hours` hours from now; replaces a grant in force.",
    permission: 'rule:settings.manage',
    writes: ['supportGrants'],
    query: noQuery,
    body: z.object({ hours: z.number().int().min(1).max(SUPPORT_GRANT_MAX_HOURS) }).strict(),
    response: supportGrant,
  }),
  revokeSupportAccess: endpoint({
    method: 'POST',
    path: 'Company/RevokeSupportAccess',
    summary:
      "Ends the company's grant of support access at once; a support view of the company ends with it.",
    permission: 'rule:settings.manage',
    writes: ['supportGrants', 'session'],
    query: noQuery,
    body: noBody,
    response: z.object({ revoked: z.boolean() }),
  }),
  getSupportGrants: endpoint({
    method: 'GET',
    path: 'Company/GetSupportGrants',
    summary: 'The companies whose grant of support access is in force, the soonest to end first.',
    permission: 'platform',
    reads: ['supportGrants'],
    query: noQuery,
    body: noBody,
    response: itemsOf(supportGrantOfCompany),
  }),
  startSupportView: endpoint({
    method: 'POST',
    path: 'Company/StartSupportView',
    summary:
      "Opens a company's screens read-only as support, while its grant is in force (else 403 SUPPORT_NOT_GRANTED).",
    permission: 'platform',
    writes: ['session'],
    query: noQuery,
    body: z.object({ companyId: id }).strict(),
    response: z.object({ companyId: id, expiresAt: timestamp }),
  }),
  leaveSupportView: endpoint({
    method: 'POST',
    path: 'Company/LeaveSupportView',
    summary: "Ends the caller's support view: back to the platform's console.",
    permission: 'session',
    writes: ['session'],
    query: noQuery,
    body: noBody,
    response: z.object({ left: z.boolean() }),
  }),
};
