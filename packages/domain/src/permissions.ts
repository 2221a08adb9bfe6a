import type { AccessRuleCode } from './access-rules.ts';
import type { MenuCode } from './menu.ts';

/**
 * Who may call a contract entry:
 * - `public`: anyone, signed in or not;
 * - `kiosk`: a kiosk device session (or staff);
 * - `session`: any signed-in company user or the super-admin;
 * - `company`: any signed-in company user (the company's own data: not the super-admin's business);
 * - `platform`: the platform super-admin only;
 * - `screen:<code>`: a company user whose role can open that screen;
 * - `rule:<code>`: a company user holding that access rule.
 */
export type Permission =
  | 'public'
  | 'kiosk'
  | 'session'
  | 'company'
  | 'platform'
  | `screen:${MenuCode}`
  | `rule:${AccessRuleCode}`;

export interface Principal {
  kind: 'user' | 'platform';
  menuCodes: ReadonlySet<string>;
  rules: ReadonlySet<AccessRuleCode>;
}

/** Whether a signed-in principal may call an entry with this permission. `public` needs no principal. */
export function isAllowed(principal: Principal, permission: Permission): boolean {
  if (permission === 'public' || permission === 'session') return true;
  if (permission === 'platform') return principal.kind === 'platform';
  // The super-admin acts on companies through the platform calls; company screens belong to company roles.
  if (principal.kind === 'platform') return false;
  if (permission === 'kiosk' || permission === 'company') return true;
  if (permission.startsWith('screen:')) return principal.menuCodes.has(permission.slice('screen:'.length));
  return principal.rules.has(permission.slice('rule:'.length) as AccessRuleCode);
}
