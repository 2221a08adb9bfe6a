import type { AccessRuleCode } from './access-rules.ts';
import type { KioskType } from './kiosks.ts';
import type { MenuCode } from './menu.ts';

/**
 * What a guest link's key opens: each kind is one thing of one company (a ride, a parking permit, a place on
 * a wait list). The key is the guest's only credential.
 */
export const GUEST_LINK_KINDS = ['party', 'parkingPermit', 'waitListEntry'] as const;
export type GuestLinkKind = (typeof GUEST_LINK_KINDS)[number];

/**
 * Who may call a contract entry (ADRs 9 and 55):
 * - `public`: anyone, signed in or not;
 * - `guest:<kind>`: whoever holds a guest link's key of that kind; the caller is the one thing it opens;
 * - `device`: a paired kiosk device (its HttpOnly device cookie) of any flow, never a person's session (what
 *   every kiosk does: its setup, its heartbeat);
 * - `device:<flow>`: a paired device of a kiosk of that type only (a Dispatch kiosk's ride, the Guest form);
 * - `session`: any signed-in company user or the super-admin;
 * - `company`: any signed-in company user (the company's own data: not the super-admin's business);
 * - `platform`: the platform super-admin only;
 * - `screen:<code>`: a company user whose role can open that screen;
 * - `rule:<code>`: a company user holding that access rule.
 */
export type Permission =
  | 'public'
  | `guest:${GuestLinkKind}`
  | 'device'
  | `device:${KioskType}`
  | 'session'
  | 'company'
  | 'platform'
  | `screen:${MenuCode}`
  | `rule:${AccessRuleCode}`;

/** The kind of caller a permission lets in, which the contract's mount resolves before the handler runs. */
export type CallerKind = 'anyone' | 'guest' | 'device' | 'signedIn';

export function callerKindOf(permission: Permission): CallerKind {
  if (permission === 'public') return 'anyone';
  if (permission === 'device' || permission.startsWith('device:')) return 'device';
  return permission.startsWith('guest:') ? 'guest' : 'signedIn';
}

/** The one flow a `device:<flow>` permission lets in; null for `device`, which any paired device calls. */
export const deviceFlowOf = (permission: Permission): KioskType | null =>
  permission.startsWith('device:') ? (permission.slice('device:'.length) as KioskType) : null;

/** The kind of thing a guest permission's key opens. */
export const guestLinkKindOf = (permission: `guest:${GuestLinkKind}`): GuestLinkKind =>
  permission.slice('guest:'.length) as GuestLinkKind;

export interface Principal {
  kind: 'user' | 'platform';
  menuCodes: ReadonlySet<string>;
  rules: ReadonlySet<AccessRuleCode>;
}

/**
 * Whether a signed-in person may call an entry with this permission. `public` and guest entries need no
 * session (a guest entry's key is checked by the mount); a device entry takes a paired device, never a person.
 */
export function isAllowed(principal: Principal, permission: Permission): boolean {
  const kind = callerKindOf(permission);
  if (kind === 'anyone' || kind === 'guest') return true;
  if (kind === 'device') return false;
  if (permission === 'session') return true;
  if (permission === 'platform') return principal.kind === 'platform';
  // The super-admin acts on companies through the platform calls; company screens belong to company roles.
  if (principal.kind === 'platform') return false;
  if (permission === 'company') return true;
  if (permission.startsWith('screen:')) return principal.menuCodes.has(permission.slice('screen:'.length));
  return principal.rules.has(permission.slice('rule:'.length) as AccessRuleCode);
}
