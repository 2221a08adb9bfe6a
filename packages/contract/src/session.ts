import { z } from 'zod';
import { id } from './common.ts';
import { companyFormats } from './company.ts';

export const menuItem = z.object({
  code: z.string(),
  path: z.string(),
  layout: z.enum(['main', 'auth', 'full', 'superadmin', 'mv']),
  group: z.string(),
  labelKey: z.string(),
  icon: z.string(),
  sortOrder: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const sessionInfo = z.object({
  kind: z.enum(['user', 'platform']),
  user: z.object({ id, name: z.string(), email: z.string(), phone: z.string().nullable() }),
  company: z
    .object({ id, name: z.string(), timeZone: z.string(), currency: z.string(), ...companyFormats })
    .nullable(),
  roleCode: z.string(),
  canBeDriver: z.boolean(),
  menu: z.array(menuItem),
  rules: z.array(z.string()),
  /** Minutes of inactivity after which the browser locks the screen. */
  lockAfterMinutes: z.number().int(),
  /**
   * A super-admin signed in with the password alone (ADR 105): `verify` owes a code from the authenticator,
   * `enrol` must set one up first; nothing else answers until then. Null for every other session.
   */
  secondFactor: z.enum(['verify', 'enrol']).nullable(),
  /**
   * A super-admin reading a company as support (ADR 116): the session is the company's, read-only, until the
   * grant ends; the console shows a banner the whole time. Null for every other session.
   */
  support: z.object({ companyName: z.string(), until: z.string() }).nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
